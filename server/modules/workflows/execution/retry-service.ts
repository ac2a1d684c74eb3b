/**
 * Retrying a failed run (n8n's "retry"): it goes on from the node that failed, with the inputs that node
 * had, in the document the run ran (a draft run: the draft as it is now, so a fixed node runs fixed). Steps
 * before it are not run again, and side effects keep their idempotency keys, so an e-mail or a payment of
 * the node that failed, for items that had succeeded, is not repeated.
 */
import type { RunDetail } from '@common/schemas/workflows';
import { Conflict } from '../../../lib/errors';
import { documentOfRun, getRun, readRunRows, storedRecord } from '../runs';
import { ownWorkflow } from '../workflow-rows';
import type { RunCtx } from './run-service';
import { retryStoredRun } from './runtime';

export const NOT_FAILED = 'Only a run that failed can be retried.';

export async function retryRun(ctx: RunCtx, workflowId: string, runId: string): Promise<RunDetail> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const record = await storedRecord(ctx, workflowId, runId);
  if (record.status !== 'failed') throw new Conflict(NOT_FAILED);
  const { run } = await readRunRows(ctx.db, workflowId, runId);
  const document = await documentOfRun(ctx.db, row, run.versionNumber);
  const ids = new Set(document.nodes.map((n) => n.id));
  if (record.state.stack.some((pending) => !ids.has(pending.nodeId))) {
    throw new Conflict('The node this run stopped at is no longer in the workflow; start a new run instead.');
  }
  const retried = await retryStoredRun(
    ctx,
    { workflow: row, document, versionNumber: run.versionNumber, trigger: run.trigger },
    record,
  );
  // Another request (a double click) took it first.
  if (!retried) throw new Conflict(NOT_FAILED);
  return getRun(ctx, workflowId, runId);
}
