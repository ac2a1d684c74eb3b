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
  return Array.from({ length: Math.max(count, outputs.length) }, (_, i) => outputs[i] ?? []);
}

/** One try, raced against its time limit and the run's cancellation; the node's signal tells it to stop. */
async function tryOnce(req: NodeRunRequest, inputs: ItemLists): Promise<NodeResult> {
  const remaining = req.deadline - req.clock.now();
  if (remaining <= 0) throw new TryLimit('deadline');
  const limit = Math.min(req.node.timeoutMs ?? Number.POSITIVE_INFINITY, remaining);
  const code = limit === remaining ? 'deadline' : 'timeout';
  const nodeAbort = new AbortController();
  const onCancel = () => nodeAbort.abort(req.signal.reason);
  req.signal.addEventListener('abort', onCancel, { once: true });
  const ctx: NodeContext = {
    node: req.node,
    runId: req.runId,
    runIndex: req.runIndex,
    signal: nodeAbort.signal,
    parameters: (itemIndex = 0) =>
      req.resolveParameters(req.node, inputs[0]?.[itemIndex], {
        itemIndex,
        runIndex: req.runIndex,
        inputs,
        outputOf: req.outputOf,
      }),
    state: req.state,
    resumed: req.resumed,
    now: () => req.clock.now(),
    log: req.log,
    ...(req.usage ? { usage: req.usage } : {}),
    ...(req.attached ? { attached: req.attached } : {}),
    ...(req.recordAttachedStep ? { recordAttachedStep: req.recordAttachedStep } : {}),
  };
  const limits = new Promise<never>((_, reject) => {
    nodeAbort.signal.addEventListener('abort', () => reject(nodeAbort.signal.reason), { once: true });
    if (Number.isFinite(limit)) {
      // The node's own signal stops the timer too once the try is over.
      req.clock.sleep(limit, nodeAbort.signal).then(
        () => {
          nodeAbort.abort(new TryLimit(code));
        },
        () => {},
      );
    }
  });
  try {
    return await Promise.race([req.type.execute(ctx, inputs), limits]);
  } finally {
    req.signal.removeEventListener('abort', onCancel);
    if (!nodeAbort.signal.aborted) nodeAbort.abort(SETTLED);
  }
}
