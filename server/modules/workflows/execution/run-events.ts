/**
 * Publishing a run's live events (the bus: server/lib/run-event-bus.ts): the runtime wraps each run's
 * RunStore in `publishingRunStore`, so every entry (a manual run, a decision, a timer, a retry) publishes.
 */
import type { PublishedRunEvent, RunEvent } from '@common/schemas/run-events';
import type { RunSummary } from '@common/schemas/workflows';
import type { RunRecord, RunStore, Step } from '../../../engine/core';
import { followRunEvents, type RunEventBus } from '../../../lib/run-event-bus';
import type { SignedInContext } from '../../../service-context';
import type { RunMeta } from '../runs';
import { readRunRows, toRunSummary } from '../runs';
import { ownWorkflow } from '../workflow-rows';

const iso = (ms: number) => new Date(ms).toISOString();

/** A run record as the runs API summarises it, for the run-finished event. */
function summaryOf(run: RunRecord, meta: RunMeta): RunSummary {
  return {
    id: run.id,
    workflowId: meta.workflowId,
    versionNumber: meta.versionNumber,
    trigger: meta.trigger,
    parentRunId: meta.parentRunId ?? null,
    status: run.status,
    error: run.error ?? null,
    startedAt: iso(run.startedAt),
    finishedAt: run.finishedAt === undefined ? null : iso(run.finishedAt),
    durationMs: run.finishedAt === undefined ? null : run.finishedAt - run.startedAt,
    usage: run.usage ?? null,
  };
}

function nodeFinished(runId: string, workflowId: string, step: Step): PublishedRunEvent {
  return {
    type: 'node-finished',
    runId,
    workflowId,
    nodeId: step.nodeId,
    runIndex: step.runIndex,
    status: step.status,
    items: step.output.map((items) => items.length),
    durationMs: step.finishedAt - step.startedAt,
    tries: step.tries,
    usage: step.usage ?? null,
    error: step.error ?? null,
    ...(step.parent ? { parent: step.parent } : {}),
    at: iso(step.finishedAt),
  };
}

/**
 * The run's store, publishing as it goes: a node's finish once its step is stored (a listener that then
 * reads the run finds it), the run's finish once its last checkpoint is. `run-started` comes with the first
 * thing this store sees, so a run continued after a wait or a retry starts again.
 */
export function publishingRunStore(store: RunStore, bus: RunEventBus, meta: RunMeta): RunStore {
  const { workflowId } = meta;
  let started = false;
  let pending: Step[] = [];
  // Events are built only when someone may hear them (a bus through Redis always may).
  const heard = () => bus.listening?.(workflowId) ?? true;
  const begin = (runId: string, at: number) => {
    if (started) return;
    started = true;
    if (heard()) bus.publish({ type: 'run-started', runId, workflowId, at: iso(at) });
  };
  return {
    nodeStarted(runId, nodeId, runIndex, at) {
      store.nodeStarted?.(runId, nodeId, runIndex, at);
      begin(runId, at);
      if (heard()) bus.publish({ type: 'node-started', runId, workflowId, nodeId, runIndex, at: iso(at) });
    },
    async saveStep(runId, step) {
      await store.saveStep(runId, step);
      pending.push(step);
    },
    async saveRun(run) {
      await store.saveRun(run);
      begin(run.id, run.startedAt);
      const steps = pending;
      pending = [];
      if (!heard()) return;
      for (const step of steps) bus.publish(nodeFinished(run.id, workflowId, step));
      if (run.status !== 'running') {
        bus.publish({ type: 'run-finished', runId: run.id, workflowId, run: summaryOf(run, meta) });
      }
    },
  };
}

type Ctx = Pick<SignedInContext, 'db' | 'user' | 'now'>;
/** What an SSE route streams: its events, until the client leaves (or the run ends). */
export type RunEventSource = (signal: AbortSignal) => AsyncGenerator<RunEvent>;

/** Every run of the owner's workflow as it goes, heartbeats meanwhile; 404 for anyone else's. */
export async function workflowEvents(
  ctx: Ctx,
  bus: RunEventBus,
  workflowId: string,
): Promise<RunEventSource> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  return followRunEvents(bus, { workflowId }, { now: ctx.now }).events;
}

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * One run as it goes, until it ends (a wait is not an end: its events go on when it continues). A run
 * that has already ended answers its stored summary at once. Listening starts before the stored run is
 * read, so a run ending in between is told either way.
 */
export async function runEvents(
  ctx: Ctx,
  bus: RunEventBus,
  workflowId: string,
  runId: string,
): Promise<RunEventSource> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const feed = followRunEvents(bus, { workflowId, runId }, { now: ctx.now });
  let stored: Awaited<ReturnType<typeof readRunRows>>['run'];
  try {
    ({ run: stored } = await readRunRows(ctx.db, workflowId, runId));
  } catch (error) {
    feed.close();
    throw error;
  }
  return async function* (signal) {
    if (ENDED.has(stored.status)) {
      feed.close();
      yield { type: 'run-finished', runId, workflowId, run: toRunSummary(stored) };
      return;
    }
    for await (const event of feed.events(signal)) {
      yield event;
      if (event.type === 'run-finished' && ENDED.has(event.run.status)) return;
    }
  };
}
