/**
 * Running a workflow's draft by hand (with its item, pinned data or from one trigger), deciding a run that
 * waits for a person (approval), and cancelling. Runs happen in this process and are stored through the
 * database RunStore after every node, so the run inspector reads them while they go.
 */
import { randomUUID } from 'node:crypto';
import type { RunDetail, StartRunInput } from '@common/schemas/workflows';
import { and, eq } from 'drizzle-orm';
import { workflowRuns } from '../../db/schema/workflows';
import { resumeDocument, runDocument } from '../../engine/adapter';
import type { RunRecord, Step } from '../../engine/core';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { createDatabaseRunStore } from './run-store';
import { getRun, readRunRows } from './runs-service';
import { loadStored, ownWorkflow } from './workflow-rows';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

/** Runs going on in this process, to cancel them. */
const inFlight = new Map<string, AbortController>();

export async function startDraftRun(ctx: Ctx, workflowId: string, input: StartRunInput): Promise<RunDetail> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const document = loadStored(row.draft);
  const runId = randomUUID();
  const controller = new AbortController();
  inFlight.set(runId, controller);
  try {
    await runDocument(document, {
      runId,
      store: createDatabaseRunStore(ctx.db, { workflowId, versionNumber: null, trigger: 'manual' }),
      triggerItems: input.input ? [{ json: input.input }] : undefined,
      pinData: input.pinData,
      startNodeId: input.startNodeId,
      signal: controller.signal,
      meta: {
        workflow: { id: workflowId, name: row.name, active: false },
        execution: { id: runId, mode: 'manual' },
      },
    });
  } finally {
    inFlight.delete(runId);
  }
  return getRun(ctx, workflowId, runId);
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
  await resumeDocument(loadStored(row.draft), record, {
    store: createDatabaseRunStore(ctx.db, { workflowId, versionNumber: null, trigger: 'manual' }),
    decision,
  });
  return getRun(ctx, workflowId, runId);
}

/** Stops a run: one going on in this process is aborted; a waiting one is ended. */
export async function cancelRun(ctx: Ctx, workflowId: string, runId: string): Promise<RunDetail> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const controller = inFlight.get(runId);
  if (controller) controller.abort(new Error('Cancelled'));
  else {
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
