/** What a run leaves behind: its steps, its status and the state to resume it from. All plain JSON. */
import type { Item, ItemLists, WaitRequest } from './types';
import type { StepUsage, Usage } from './usage';

export type StepStatus = 'succeeded' | 'failed' | 'waiting';
export type RunStatus = 'running' | 'succeeded' | 'failed' | 'cancelled' | 'waiting';
export type RunErrorCode =
  | 'node_failed'
  | 'stopped'
  | 'max_steps'
  | 'deadline'
  | 'timeout'
  | 'budget'
  /** The server could not write the run's record (run-store.ts). */
  | 'not_stored';

export interface StepError {
  message: string;
  code: RunErrorCode;
}

export interface Step {
  nodeId: string;
  runIndex: number;
  status: StepStatus;
  input: ItemLists;
  output: ItemLists;
  error?: StepError;
  /** How the output came about when the node itself did not make it. */
  source?: 'pinned' | 'disabled' | 'continued';
  /** Lines the node logged (`ctx.log`), at most STEP_LOG_LIMITS (step-log.ts); absent when it logged nothing. */
  logs?: string[];
  tries: number;
  /** AI calls the node made (every try counted): absent when it made none. */
  usage?: StepUsage;
  /** The node run that ran this one as its tool (an agent's tool node, wired `ai_tool`). */
  parent?: { nodeId: string; runIndex: number };
  /**
   * The node's parameters as its first item resolved them: what each expression produced. Absent when the
   * node never read its parameters (pinned, disabled, or it failed before).
   */
  resolvedParameters?: Record<string, unknown>;
  startedAt: number;
  finishedAt: number;
}

/** One node waiting to run with its inputs. */
export interface PendingRun {
  nodeId: string;
  inputs: ItemLists;
}

/**
 * The shape of `ExecutionState` this engine writes. A run can wait days (an approval) across deploys: a
 * state saved before versions were written reads as version 1, and one saved by a newer engine is refused
 * by `readExecutionState` rather than misread. Bump it with a step in `readExecutionState` when the shape
 * changes. Node parameters have their own versions (the document's nodes, migrated when it loads).
 */
export const EXECUTION_STATE_VERSION = 1;

/** Everything needed to continue a run: saved with each checkpoint. */
export interface ExecutionState {
  /** `EXECUTION_STATE_VERSION` when saved; absent in states saved before it was written (version 1). */
  version?: number;
  /** Next to run last (a stack: n8n v1 order). */
  stack: PendingRun[];
  /** Inputs gathered so far by nodes with several inputs, one entry per future run; `null` = not yet arrived. */
  waiting: Record<string, (Item[] | null)[][]>;
  runCounts: Record<string, number>;
  nodeState: Record<string, unknown>;
  /** The latest output of every node that ran (partial runs start from these). */
  lastOutputs: Record<string, ItemLists>;
  /** The node run that asked to wait, to be run again on resume. */
  waitingRun?: PendingRun;
}

export interface RunRecord {
  id: string;
  status: RunStatus;
  steps: Step[];
  /** The last node's output. */
  result: ItemLists;
  error?: StepError & { nodeId?: string };
  waitingFor?: WaitRequest & { nodeId: string };
  startedAt: number;
  finishedAt?: number;
  /** When the run must end, from settings.timeoutS. */
  deadline: number;
  state: ExecutionState;
  /** AI calls of the whole run, resumptions included: absent until a node makes one. */
  usage?: Usage;
}

/**
 * Where checkpoints go: the engine calls it after every node; the server makes it durable. The record
 * passed to `saveRun` is the engine's own and goes on changing after the call: a store that writes it later
 * must copy it. Until the next `saveRun`, the engine changes only the running node's `state.nodeState`
 * entry and the run's `usage` (its AI calls); the rest changes just before that call, with no wait in between
 * (drive-run.ts; run-store.ts relies on it, and its tests check it).
 */
export interface RunStore {
  saveStep(runId: string, step: Step): Promise<void>;
  saveRun(run: RunRecord): Promise<void>;
  /**
   * Told just before a node runs (pinned and disabled ones too), for live progress: steps only exist once
   * a node has finished. Not a checkpoint; the engine does not wait on it.
   */
  nodeStarted?(runId: string, nodeId: string, runIndex: number, at: number): void;
}

/** Time, injected so tests never wait on the wall clock. */
export interface EngineClock {
  now(): number;
  /** Resolves after `ms`, or rejects when `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Calls `fire` after `ms` unless the returned function is called first: a cheaper `sleep` for the time
   * limit of every node try (no promise, abort signal or listener). Without it the executor uses `sleep`.
   */
  timer?(ms: number, fire: () => void): () => void;
}

export function emptyState(): ExecutionState {
  return {
    version: EXECUTION_STATE_VERSION,
    stack: [],
    waiting: {},
    runCounts: {},
    nodeState: {},
    lastOutputs: {},
  };
}

/** The stored state was written by a newer engine than this one: continuing it here could misread it. */
export class ExecutionStateTooNew extends Error {
  override name = 'ExecutionStateTooNew';
}

/** A checkpoint's stored state as this engine's, from any earlier version; a newer one throws. */
export function readExecutionState(stored: ExecutionState): ExecutionState {
  const version = stored.version ?? 1;
  if (version > EXECUTION_STATE_VERSION) {
    throw new ExecutionStateTooNew(
      `This run was saved by a newer version of the app (run state version ${version}; this one reads up to ${EXECUTION_STATE_VERSION}). It is left as it is, for the newer version to continue.`,
    );
  }
  return stored.version === EXECUTION_STATE_VERSION
    ? stored
    : { ...stored, version: EXECUTION_STATE_VERSION };
}
