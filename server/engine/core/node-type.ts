/** The contract every node type implements, and what the executor hands it for one run. */

import type { Step } from './run-record';
import type { EdgeKind, ExecutableNode, Item, ItemLists, WaitRequest } from './types';

export type { WaitRequest } from './types';

import type { UsageReport } from './usage';

export type NodeResult = ItemLists | { wait: WaitRequest };

export interface NodeContext {
  node: ExecutableNode;
  /** The run this node runs in: with the node id, run index and item index it makes idempotency keys. */
  runId: string;
  /** How many times this node ran before in this run (0 on the first run; loops count up). */
  runIndex: number;
  /** Aborted on cancellation, timeout or the run's deadline. */
  signal: AbortSignal;
  /** The node's parameters, expressions resolved against the item at `itemIndex` of its first input (0 by default). */
  parameters(itemIndex?: number): Record<string, unknown>;
  /** State the node keeps between its runs in one execution (a loop's remaining items); saved in checkpoints. */
  state: { get(): unknown; set(value: unknown): void };
  /** Present when the node is run again after it asked to wait. */
  resumed?: { decision?: unknown };
  /** The run's clock (epoch ms), never the wall clock: a node that needs "now" asks here. */
  now(): number;
  /** Adds a line to this node run's log in the run record (user code's console output); capped per step. */
  log(line: string): void;
  /** Where a node counts its AI calls (on its step and the run) and reads the run's budget; absent in bare runs. */
  usage?: UsageMeter;
  /** The nodes wired into this one through `kind` (an agent's tools), in document order; absent in bare runs. */
  attached?(kind: Exclude<EdgeKind, 'main'>): ExecutableNode[];
  /**
   * Records a run of one of its attached nodes (a tool call) as a step of the run, under this node's step
   * (`parent`); the attached node's run index counts on. Answers the step as stored.
   */
  recordAttachedStep?(step: AttachedStep): Promise<Step>;
}

/** What a node says about a run of an attached node; the executor adds its run index and parent. */
export type AttachedStep = Omit<Step, 'runIndex' | 'parent'>;

export interface UsageMeter {
  /** Counts one AI call against this node run and the run. */
  report(call: UsageReport): void;
  /** What the run has spent so far (this node's calls included) and its cap, to check before the next call. */
  budget(): { spentUsd: number; limitUsd?: number };
}

/** What expressions in a node's parameters may see, besides the item itself ($itemIndex, $runIndex, $input, $('Node')). */
export interface ParameterScope {
  itemIndex: number;
  runIndex: number;
  inputs: ItemLists;
  /** The latest output of another node in this run (by id), if it ran. */
  outputOf(nodeId: string): ItemLists | undefined;
}

/** The injected port that resolves expressions; the engine's sandbox and expressions implement it. */
export type ResolveParameters = (
  node: ExecutableNode,
  item: Item | undefined,
  scope: ParameterScope,
) => Record<string, unknown>;

/** A node's parameters for the item at `itemIndex`, as `PrepareParameters` resolved them before it ran. */
export type PreparedParameters = (itemIndex: number) => Record<string, unknown>;

/**
 * The injected port that resolves a node's parameters before it runs, for the items of its first input, so
 * that expressions needing the sandbox run off this thread (in the server's worker pool) while the node's own
 * `parameters(i)` stays synchronous. It answers at once when nothing needed the sandbox (no await on the
 * webhook's hot path). `signal` (read it only when needed: it is made on first read) aborts when the try ends
 * (deadline, timeout, cancellation); `timeLeftMs` is what the try may still take.
 */
export type PrepareParameters = (
  node: ExecutableNode,
  scope: Omit<ParameterScope, 'itemIndex'> & { signal: () => AbortSignal; timeLeftMs: number },
) => PreparedParameters | Promise<PreparedParameters>;

export interface NodeType {
  type: string;
  /**
   * A number: that many inputs; when nothing else is left to run, a node still short of inputs runs with
   * the ones it has (n8n v1). 'all-required': as many inputs as are connected, and it runs only when all
   * of them have data.
   */
  inputs: number | 'all-required';
  outputs: number;
  execute(ctx: NodeContext, inputs: ItemLists): Promise<NodeResult>;
}

/** Thrown by a node (stop-and-error) to fail the whole run, whatever its retry and onError settings. */
export class StopRunError extends Error {
  override readonly name: string = 'StopRunError';
}

/** Thrown before an AI call when the run has used its budget: the run fails with code `budget`. */
export class BudgetExceededError extends StopRunError {
  override readonly name = 'BudgetExceededError';
}

export function budgetMessage(spentUsd: number, limitUsd: number): string {
  return `The run has spent $${Number(spentUsd.toFixed(6))} on AI calls, and its budget is $${limitUsd} (settings.budgetUsd): it stops here.`;
}

export function isWaitResult(result: NodeResult): result is { wait: WaitRequest } {
  return !Array.isArray(result);
}
