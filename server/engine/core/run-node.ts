/**
 * One node run: tries (retry), a time limit per try (the node's timeout, capped by the run's deadline),
 * cancellation, and what onError makes of a failure. Disabled and pinned nodes never get here.
 */

import { errorOutputs, inputsForRun, outputsForRun, passThrough } from './node-io';
import {
  BudgetExceededError,
  isWaitResult,
  type NodeContext,
  type NodeResult,
  type NodeType,
  type ParameterScope,
  type PreparedParameters,
  type PrepareParameters,
  type ResolveParameters,
  StopRunError,
  type UsageMeter,
  type WaitRequest,
} from './node-type';
import type { EngineClock, StepError } from './run-record';
import type { ExecutableNode, ItemLists } from './types';

export interface NodeRunRequest {
  node: ExecutableNode;
  runId: string;
  type: NodeType;
  inputs: ItemLists;
  runIndex: number;
  clock: EngineClock;
  /** The run's cancellation. */
  signal: AbortSignal;
  deadline: number;
  resolveParameters: ResolveParameters;
  /** When present, the node's parameters are prepared by it before `execute` (and read from what it made). */
  prepareParameters?: PrepareParameters | undefined;
  outputOf: ParameterScope['outputOf'];
  state: NodeContext['state'];
  resumed?: NodeContext['resumed'];
  log: NodeContext['log'];
  usage?: UsageMeter;
  attached?: NodeContext['attached'];
  recordAttachedStep?: NodeContext['recordAttachedStep'];
}

export type NodeRunOutcome =
  | { kind: 'outputs'; outputs: ItemLists; tries: number; continued?: boolean; error?: StepError }
  | { kind: 'wait'; wait: WaitRequest; tries: number }
  /** `fatal`: the run ends whatever onError says (stop-and-error, deadline, cancellation). */
  | { kind: 'failed'; error: StepError; tries: number; fatal: boolean }
  | { kind: 'cancelled'; tries: number };

/** The abort reason once a try is over: a constant, since a default reason costs a DOMException per try. */
const SETTLED = Object.freeze({ settled: true });

class TryLimit extends Error {
  constructor(readonly code: 'timeout' | 'deadline') {
    super(code === 'timeout' ? 'the node timed out' : 'the run passed its deadline');
  }
}

export async function runNode(req: NodeRunRequest): Promise<NodeRunOutcome> {
  const { node } = req;
  const maxTries = Math.max(1, node.retry?.maxTries ?? 1);
  const inputs = inputsForRun(node, req.inputs);
  let last: StepError = { message: 'not run', code: 'node_failed' };
  for (let tries = 1; tries <= maxTries; tries++) {
    if (req.signal.aborted) return { kind: 'cancelled', tries: tries - 1 };
    try {
      const result = await tryOnce(req, inputs);
      if (isWaitResult(result)) return { kind: 'wait', wait: result.wait, tries };
      const outputs = normalise(result, req.type.outputs);
      return { kind: 'outputs', outputs: outputsForRun(node, outputs), tries };
    } catch (err) {
      if (req.signal.aborted) return { kind: 'cancelled', tries };
      if (err instanceof BudgetExceededError)
        return failed({ message: err.message, code: 'budget' }, tries, true);
      if (err instanceof StopRunError) return failed({ message: err.message, code: 'stopped' }, tries, true);
      if (err instanceof TryLimit && err.code === 'deadline') {
        return failed({ message: err.message, code: 'deadline' }, tries, true);
      }
      last = {
        message: err instanceof Error ? err.message : String(err),
        code: err instanceof TryLimit ? 'timeout' : 'node_failed',
      };
    }
    if (tries < maxTries && node.retry?.waitMs) {
      try {
        // No use waiting past the deadline: the next try then fails on it at once.
        await req.clock.sleep(
          Math.min(node.retry.waitMs, Math.max(0, req.deadline - req.clock.now())),
          req.signal,
        );
      } catch {
        return { kind: 'cancelled', tries };
      }
    }
  }
  return onFailure(req, inputs, last, maxTries);
}

function onFailure(req: NodeRunRequest, inputs: ItemLists, error: StepError, tries: number): NodeRunOutcome {
  switch (req.node.onError ?? 'stop') {
    case 'continue':
      return {
        kind: 'outputs',
        outputs: passThrough(inputs, req.type.outputs),
        tries,
        continued: true,
        error,
      };
    case 'errorOutput':
      return {
        kind: 'outputs',
        outputs: errorOutputs(inputs, req.type.outputs, error.message),
        tries,
        continued: true,
        error,
      };
    default:
      return failed(error, tries, false);
  }
}

const failed = (error: StepError, tries: number, fatal: boolean): NodeRunOutcome => ({
  kind: 'failed',
  error,
  tries,
  fatal,
});

/** A node may give fewer lists than it has outputs; missing ones are empty. */
function normalise(outputs: ItemLists, count: number): ItemLists {
  const length = Math.max(count, outputs.length);
  const lists: ItemLists = [];
  for (let i = 0; i < length; i++) lists.push(outputs[i] ?? []);
  return lists;
}

/** Tries under way per run signal: one listener on the run's cancellation, not one per try. */
const cancelWatchers = new WeakMap<AbortSignal, Set<(reason: unknown) => void>>();

function watchCancel(signal: AbortSignal, onCancel: (reason: unknown) => void): () => void {
  let watchers = cancelWatchers.get(signal);
  if (!watchers) {
    const created = new Set<(reason: unknown) => void>();
    signal.addEventListener(
      'abort',
      () => {
        for (const watcher of [...created]) watcher(signal.reason);
      },
      { once: true },
    );
    cancelWatchers.set(signal, created);
    watchers = created;
  }
  const own = watchers;
  own.add(onCancel);
  return () => {
    own.delete(onCancel);
  };
}

/** Calls `fire` after `ms` on the run's clock; the answer cancels it. */
function startTimer(clock: EngineClock, ms: number, fire: () => void): () => void {
  if (clock.timer) return clock.timer(ms, fire);
  const stop = new AbortController();
  clock.sleep(ms, stop.signal).then(fire, () => {});
  return () => stop.abort(SETTLED);
}

/**
 * A try's context: a class, so that a node run allocates one small object with a fixed shape (an object
 * literal given a `signal` accessor by defineProperty costs far more, and the node's context is built on it).
 * The node's abort controller is made only if the node reads `signal` (most transform nodes never do).
 */
class TryContext implements NodeContext {
  readonly node: NodeContext['node'];
  readonly runId: string;
  readonly runIndex: number;
  readonly state: NodeContext['state'];
  readonly resumed: NodeContext['resumed'];
  readonly log: NodeContext['log'];
  readonly usage: NodeContext['usage'];
  readonly attached: NodeContext['attached'];
  readonly recordAttachedStep: NodeContext['recordAttachedStep'];
  /** What `prepareParameters` made for this try, once it has. */
  prepared: PreparedParameters | undefined = undefined;

  constructor(
    private readonly req: NodeRunRequest,
    private readonly inputs: ItemLists,
    private readonly nodeSignal: () => AbortSignal,
  ) {
    this.node = req.node;
    this.runId = req.runId;
    this.runIndex = req.runIndex;
    this.state = req.state;
    this.resumed = req.resumed;
    this.log = req.log;
    this.usage = req.usage;
    this.attached = req.attached;
    this.recordAttachedStep = req.recordAttachedStep;
  }

  get signal(): AbortSignal {
    return this.nodeSignal();
  }

  parameters = (itemIndex = 0) =>
    this.prepared
      ? this.prepared(itemIndex)
      : this.req.resolveParameters(this.req.node, this.inputs[0]?.[itemIndex], {
          itemIndex,
          runIndex: this.req.runIndex,
          inputs: this.inputs,
          outputOf: this.req.outputOf,
        });

  now = () => this.req.clock.now();
}

/**
 * The node's parameters prepared (off this thread where an expression needs the sandbox), then the node run.
 * Raced against the try's limits like the node itself, so the run's deadline binds while expressions run.
 */
function prepareThenExecute(
  req: NodeRunRequest,
  ctx: TryContext,
  inputs: ItemLists,
  timeLeftMs: number,
): Promise<NodeResult> {
  const prepare = req.prepareParameters;
  if (!prepare) return req.type.execute(ctx, inputs);
  const prepared = prepare(req.node, {
    runIndex: req.runIndex,
    inputs,
    outputOf: req.outputOf,
    signal: () => ctx.signal,
    timeLeftMs,
  });
  if (!(prepared instanceof Promise)) {
    ctx.prepared = prepared;
    return req.type.execute(ctx, inputs);
  }
  return prepared.then((ready) => {
    ctx.prepared = ready;
    return req.type.execute(ctx, inputs);
  });
}

/**
 * One try, raced against its time limit and the run's cancellation; the node's signal tells it to stop.
 * What a try costs is kept small, since a webhook call runs a few of them: the node's abort controller is
 * made only if the node reads `ctx.signal` (most transform nodes never do), the run's cancellation reaches
 * the try through one listener per run, and the time limit is the clock's cheap timer when it has one.
 */
async function tryOnce(req: NodeRunRequest, inputs: ItemLists): Promise<NodeResult> {
  const remaining = req.deadline - req.clock.now();
  if (remaining <= 0) throw new TryLimit('deadline');
  const limit = Math.min(req.node.timeoutMs ?? Number.POSITIVE_INFINITY, remaining);
  const code = limit === remaining ? 'deadline' : 'timeout';
  let nodeAbort: AbortController | undefined;
  /** Why the try ended (cancelled, timed out, settled), once it has. */
  let ended: { reason: unknown } | undefined;
  let reject: (reason: unknown) => void = () => {};
  const limits = new Promise<never>((_, rejectLimits) => {
    reject = rejectLimits;
  });
  const end = (reason: unknown) => {
    if (ended) return;
    ended = { reason };
    // The limit first, so the race ends with it rather than with the error the aborted node throws.
    reject(reason);
    nodeAbort?.abort(reason);
  };
  const unwatch = watchCancel(req.signal, end);
  if (req.signal.aborted) end(req.signal.reason);
  const stopTimer = Number.isFinite(limit)
    ? startTimer(req.clock, limit, () => end(new TryLimit(code)))
    : undefined;
  const ctx = new TryContext(req, inputs, () => {
    if (!nodeAbort) {
      nodeAbort = new AbortController();
      if (ended) nodeAbort.abort(ended.reason);
    }
    return nodeAbort.signal;
  });
  try {
    return await Promise.race([prepareThenExecute(req, ctx, inputs, limit), limits]);
  } finally {
    unwatch();
    stopTimer?.();
    if (!ended) {
      ended = { reason: SETTLED };
      nodeAbort?.abort(SETTLED);
    }
  }
}
