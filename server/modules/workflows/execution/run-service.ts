/**
 * Running a workflow's draft or a published version by hand (with its item, pinned data, from one trigger,
 * or partially from one node of a previous run), deciding a run that
 * waits for a person (approval), and cancelling. Runs happen in this process and are stored through the
 * database RunStore after every node, so the run inspector reads them while they go.
 */
import type { RunDetail, StartRunInput } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { startNodes } from '@common/workflow/graph';
import { and, eq, inArray } from 'drizzle-orm';
import { workflowRuns } from '../../../db/schema/workflows';
import { PartialRunError, type RunRecord } from '../../../engine/core';
import { Conflict, Invalid } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { documentUpTo, endApprovalLinks, getRun, readRunRows, storedRecord } from '../runs';
import { ownWorkflow } from '../workflow-rows';
import { cancelInFlight, continueRun, documentOfRun, executeRun, type RunEnv } from './runtime';

/** A signed-in caller, and what running needs from the app (see RunEnv). */
export type RunCtx = Pick<SignedInContext, 'db' | 'now' | 'user' | 'log'> & RunEnv;
type Ctx = RunCtx;

/**
 * Runs the draft, or a published version, now: from its trigger(s), or partially from one node of a previous
 * run. `signal` is the HTTP client's: a chat run (started at a chat trigger) is cancelled when it goes away,
 * as a chat's stream is; other runs go on.
 */
export async function startManualRun(
  ctx: Ctx,
  workflowId: string,
  input: StartRunInput,
  signal?: AbortSignal,
): Promise<RunDetail> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const versionNumber = input.version ?? null;
  const stored = await documentOfRun(ctx.db, row, versionNumber);
  for (const nodeId of [input.startNodeId, input.fromNodeId, input.untilNodeId]) {
    if (nodeId !== undefined && !stored.nodes.some((n) => n.id === nodeId)) {
      throw new Invalid(`This workflow has no node with the id "${nodeId}".`);
    }
  }
  const document = input.untilNodeId ? documentUpTo(stored, input.untilNodeId) : stored;
  const partial =
    input.fromNodeId && input.previousRunId
      ? { fromNodeId: input.fromNodeId, previous: await previousRun(ctx, workflowId, input.previousRunId) }
      : undefined;
  const target = { workflow: row, document, versionNumber, trigger: partial ? 'partial' : 'manual' };
  const chatRun = !partial && startsAtChatTrigger(document, input.startNodeId);
  try {
    const record = await executeRun(ctx, target, {
      triggerItems: input.input ? [{ json: input.input }] : undefined,
      // Output pinned in the document (the builder's "pin") counts in manual runs, as in n8n; the request's wins.
      pinData: { ...document.pinData, ...input.pinData },
      startNodeId: input.startNodeId,
      partial,
      ...(chatRun && signal ? { signal } : {}),
    });
    return getRun(ctx, workflowId, record.id);
  } catch (err) {
    if (!(err instanceof PartialRunError)) throw err;
    const name = (id: string) => document.nodes.find((n) => n.id === id)?.name ?? id;
    throw new Conflict(
      `Node "${name(input.fromNodeId ?? '')}" cannot run again from that run: "${name(err.parentNodeId)}" before it did not run there. Run the workflow from its start instead.`,
    );
  }
}

/** Whether the run starts at a chat trigger: the one named, else the document's only start node. */
function startsAtChatTrigger(document: WorkflowDocument, startNodeId: string | undefined): boolean {
  const starts = startNodeId ? [startNodeId] : startNodes(document);
  return (
    starts.length > 0 &&
    starts.every((id) => document.nodes.find((n) => n.id === id)?.type === 'chat-trigger')
  );
}

/** The run a partial run starts from: one of this workflow's own runs (anyone else's reads as none). */
async function previousRun(ctx: Ctx, workflowId: string, runId: string): Promise<RunRecord> {
  const [run] = await ctx.db
    .select({ workflowId: workflowRuns.workflowId })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, runId));
  if (run?.workflowId !== workflowId) {
    throw new Invalid(
      'previousRunId is not a run of this workflow: a partial run starts from one of its runs.',
    );
  }
  return storedRecord(ctx, workflowId, runId);
}

export const NOT_WAITING = 'This run is not waiting for a decision.';

/** Approves or rejects a run that waits for a person; the run goes on from its approval node. */
export async function decideRun(
  ctx: Ctx,
  workflowId: string,
  runId: string,
  decision: 'approved' | 'rejected',
): Promise<RunDetail> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const record = await storedRecord(ctx, workflowId, runId);
  if (record.status !== 'waiting' || record.waitingFor?.kind !== 'decision') throw new Conflict(NOT_WAITING);
  // Claims the decision: a second answer (another tab, a replayed request) finds the run no longer waiting.
  const claimed = await ctx.db
    .update(workflowRuns)
    .set({ status: 'running' })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'waiting')))
    .returning({ id: workflowRuns.id });
  if (claimed.length === 0) throw new Conflict(NOT_WAITING);
  await endApprovalLinks(ctx.db, runId, undefined, {
    decision,
    via: 'app',
    by: ctx.user.email,
    at: ctx.now(),
  });
  const { run } = await readRunRows(ctx.db, workflowId, runId);
  const document = await documentOfRun(ctx.db, row, run.versionNumber);
  await continueRun(
    ctx,
    { workflow: row, document, versionNumber: run.versionNumber, trigger: run.trigger },
    record,
    { decision },
  );
  return getRun(ctx, workflowId, runId);
}

/** Stops a run: one going on in this process is aborted; a waiting or queued one (not claimed yet) is ended. */
export async function cancelRun(ctx: Ctx, workflowId: string, runId: string): Promise<RunDetail> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  if (!cancelInFlight(runId)) {
    const ended = await ctx.db
      .update(workflowRuns)
      .set({ status: 'cancelled', finishedAt: ctx.now(), waitingFor: null })
      .where(
        and(
          eq(workflowRuns.id, runId),
          eq(workflowRuns.workflowId, workflowId),
          inArray(workflowRuns.status, ['waiting', 'queued']),
        ),
      )
      .returning({ id: workflowRuns.id });
    if (ended.length === 0) {
      await getRun(ctx, workflowId, runId); // a 404 for a run that does not exist
      throw new Conflict('This run has already ended.');
    }
  }
  return getRun(ctx, workflowId, runId);
}
