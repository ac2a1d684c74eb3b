/**
 * Running a workflow's draft by hand (with its item, pinned data or from one trigger), deciding a run that
 * waits for a person (approval), and cancelling. Runs happen in this process and are stored through the
 * database RunStore after every node, so the run inspector reads them while they go.
 */
import type { RunDetail, StartRunInput } from '@common/schemas/workflows';
import { and, eq } from 'drizzle-orm';
import { workflowRuns } from '../../db/schema/workflows';
import type { RunRecord, Step } from '../../engine/core';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { getRun, readRunRows } from './runs-service';
import { cancelInFlight, continueRun, documentOfRun, executeRun, type RunEnv } from './runtime';
import { loadStored, ownWorkflow } from './workflow-rows';

/** A signed-in caller, and what running needs from the app (mail for the send-e-mail node, the credentials key). */
export type RunCtx = Pick<SignedInContext, 'db' | 'now' | 'user' | 'log'> &
  Pick<RunEnv, 'mail' | 'credentialKeys'>;
type Ctx = RunCtx;

export async function startDraftRun(ctx: Ctx, workflowId: string, input: StartRunInput): Promise<RunDetail> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const record = await executeRun(
    ctx,
    { workflow: row, document: loadStored(row.draft), versionNumber: null, trigger: 'manual' },
    {
      triggerItems: input.input ? [{ json: input.input }] : undefined,
      pinData: input.pinData,
      startNodeId: input.startNodeId,
    },
  );
  return getRun(ctx, workflowId, record.id);
}

/** The engine's record of a stored run, to resume it: its checkpoint state and what it waits for. */
async function storedRecord(ctx: Ctx, workflowId: string, runId: string): Promise<RunRecord> {
  const { run, steps } = await readRunRows(ctx.db, workflowId, runId);
  return {
    id: run.id,
    status: run.status,
    steps: steps.map(
      (s): Step => ({
        nodeId: s.nodeId,
        runIndex: s.runIndex,
        status: s.status,
        input: Array.isArray(s.input) ? (s.input as Step['input']) : [],
        output: Array.isArray(s.output) ? (s.output as Step['output']) : [],
        tries: s.tries,
        startedAt: s.startedAt.getTime(),
        finishedAt: s.finishedAt.getTime(),
      }),
    ),
    result: Array.isArray(run.result) ? (run.result as RunRecord['result']) : [],
    ...(run.error ? { error: run.error as RunRecord['error'] } : {}),
    ...(run.waitingFor ? { waitingFor: run.waitingFor as RunRecord['waitingFor'] } : {}),
    startedAt: run.startedAt.getTime(),
    ...(run.finishedAt ? { finishedAt: run.finishedAt.getTime() } : {}),
    deadline: run.deadline.getTime(),
    state: run.state as RunRecord['state'],
  };
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

/** Stops a run: one going on in this process is aborted; a waiting one is ended. */
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
          eq(workflowRuns.status, 'waiting'),
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
