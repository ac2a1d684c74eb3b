/** The three ways into a run: start one, resume one (after a wait or a crash), re-run part of one. */
import { type DriveOptions, driveRun, type EngineDeps } from './drive-run';
import { buildGraph } from './graph';
import { emptyState, type RunRecord } from './run-record';
import type { ExecutableWorkflow, Item, ItemLists } from './types';

export interface StartRunOptions extends Omit<DriveOptions, 'resumed'> {
  runId: string;
  /** What the start nodes receive (a trigger's items); one empty item by default. */
  triggerItems?: Item[];
  /** The trigger that fired; by default every node nothing points at starts. */
  startNodeId?: string;
}

function newRun(workflow: ExecutableWorkflow, deps: EngineDeps, runId: string): RunRecord {
  const now = deps.clock.now();
  return {
    id: runId,
    status: 'running',
    steps: [],
    result: [],
    startedAt: now,
    deadline: now + workflow.settings.timeoutS * 1000,
    state: emptyState(),
  };
}

export async function startRun(
  workflow: ExecutableWorkflow,
  deps: EngineDeps,
  options: StartRunOptions,
): Promise<RunRecord> {
  const run = newRun(workflow, deps, options.runId);
  const trigger = options.triggerItems ?? [{ json: {} }];
  // Pushed in reverse so the first start node in the document runs first.
  const graph = buildGraph(workflow);
  const starts = options.startNodeId ? [graph.node(options.startNodeId)] : graph.startNodes();
  for (const node of [...starts].reverse()) {
    run.state.stack.push({ nodeId: node.id, inputs: [trigger] });
  }
  return driveRun(workflow, deps, run, options);
}

/**
 * Continues a run from its last checkpoint. A waiting run runs its waiting node again with `decision`;
 * the deadline counts from the resumption, so time spent waiting is not held against the run.
 */
export async function resumeRun(
  workflow: ExecutableWorkflow,
  deps: EngineDeps,
  run: RunRecord,
  options: Omit<DriveOptions, 'resumed'> & { decision?: unknown } = {},
): Promise<RunRecord> {
  const { decision, ...drive } = options;
  const next: RunRecord = structuredClone(run);
  if (run.status === 'waiting' && next.state.waitingRun) {
    next.state.stack.push(next.state.waitingRun);
    delete next.state.waitingRun;
    delete next.waitingFor;
    next.deadline = deps.clock.now() + workflow.settings.timeoutS * 1000;
    return driveRun(workflow, deps, next, { ...drive, resumed: { decision } });
  }
  if (run.status !== 'running') throw new Error(`a ${run.status} run cannot be resumed`);
  return driveRun(workflow, deps, next, drive);
}

/**
 * Runs a failed run again from the node that failed, with the same inputs, then on as before (n8n's
 * retry of an execution): a failed node stays on the checkpoint's stack, so nothing before it reruns.
 */
export async function retryRun(
  workflow: ExecutableWorkflow,
  deps: EngineDeps,
  run: RunRecord,
  options: Omit<DriveOptions, 'resumed'> = {},
): Promise<RunRecord> {
  if (run.status !== 'failed') throw new Error(`a ${run.status} run cannot be retried`);
  const next: RunRecord = structuredClone(run);
  delete next.error;
  delete next.finishedAt;
  next.deadline = deps.clock.now() + workflow.settings.timeoutS * 1000;
  return driveRun(workflow, deps, next, options);
}

export interface PartialRunOptions extends StartRunOptions {
  fromNodeId: string;
  /** The run whose stored outputs feed the nodes before `fromNodeId`. */
  previous: RunRecord;
}

/** A partial run cannot start: a parent of the node never ran in the previous run (so it has no input). */
export class PartialRunError extends Error {
  override readonly name = 'PartialRunError';
  constructor(readonly parentNodeId: string) {
    super(`node ${parentNodeId} has no stored output to start from`);
  }
}

/** Re-executes `fromNodeId` and what follows it, its inputs taken from the previous run's outputs. */
export async function partialRun(
  workflow: ExecutableWorkflow,
  deps: EngineDeps,
  options: PartialRunOptions,
): Promise<RunRecord> {
  const graph = buildGraph(workflow);
  graph.node(options.fromNodeId);
  const stored = options.previous.state.lastOutputs;
  const incoming = graph.incoming(options.fromNodeId);
  let inputs: ItemLists = [options.triggerItems ?? [{ json: {} }]];
  if (incoming.length > 0) {
    inputs = Array.from({ length: Math.max(...incoming.map((e) => e.targetInput + 1)) }, () => []);
    for (const edge of incoming) {
      const pinned = options.pinData?.[edge.source];
      const outputs = pinned ? [pinned] : stored[edge.source];
      if (!outputs) throw new PartialRunError(edge.source);
      inputs[edge.targetInput] = [...(inputs[edge.targetInput] ?? []), ...(outputs[edge.sourceOutput] ?? [])];
    }
  }
  const run = newRun(workflow, deps, options.runId);
  run.state.lastOutputs = structuredClone(stored);
  run.state.stack.push({ nodeId: options.fromNodeId, inputs });
  return driveRun(workflow, deps, run, options);
}
