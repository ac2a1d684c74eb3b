/**
 * The run loop: take the next pending node run, run it, checkpoint, hand its outputs on; until nothing is
 * left, a node fails or waits, the run is cancelled, or a limit (maxSteps, deadline) is reached.
 */
import { buildGraph } from './graph';
import { passThrough } from './node-io';
import {
  budgetMessage,
  type NodeType,
  type PreparedParameters,
  type PrepareParameters,
  type ResolveParameters,
  type UsageMeter,
} from './node-type';
import { runNode } from './run-node';
import type { EngineClock, PendingRun, RunRecord, RunStore, Step, StepError } from './run-record';
import { releaseWaiting, scheduleChildren } from './schedule';
import { stepLog } from './step-log';
import type { ExecutableWorkflow, Item, ItemLists } from './types';
import { addUsage, emptyUsage, type StepUsage, type UsageReport } from './usage';

export interface EngineDeps {
  clock: EngineClock;
  store: RunStore;
  nodeType(type: string): NodeType | undefined;
  resolveParameters: ResolveParameters;
  /** Resolves a node's parameters before it runs (off this thread where they need the sandbox); optional. */
  prepareParameters?: PrepareParameters;
}

export interface DriveOptions {
  /** Pinned items per node id: such a node is not run, its pinned items are its output. */
  pinData?: Record<string, Item[]>;
  signal?: AbortSignal;
  /** The decision for the node run that asked to wait (set by resume). */
  resumed?: { decision?: unknown };
  /**
   * The meter of the node this run is inside (a container's inner steps, an agent's tool node): each AI
   * call is counted there too, and the budget is the outer run's.
   */
  parentUsage?: UsageMeter;
}

export async function driveRun(
  workflow: ExecutableWorkflow,
  deps: EngineDeps,
  run: RunRecord,
  options: DriveOptions = {},
): Promise<RunRecord> {
  const graph = buildGraph(workflow);
  const typeOf = (id: string) => deps.nodeType(graph.node(id).type);
  const signal = options.signal ?? new AbortController().signal;
  const { state } = run;
  let resumed = options.resumed;
  run.status = 'running';

  while (true) {
    if (signal.aborted) return end(deps, run, 'cancelled');
    if (state.stack.length === 0 && !releaseWaiting(graph, typeOf, state)) return end(deps, run, 'succeeded');
    // Counted over the whole run, resumptions included, so a run that waits in a loop still ends.
    if (run.steps.length >= workflow.settings.maxSteps) {
      return end(deps, run, 'failed', {
        message: `more than ${workflow.settings.maxSteps} steps`,
        code: 'max_steps',
      });
    }
    if (deps.clock.now() >= run.deadline) {
      return end(deps, run, 'failed', { message: 'the run passed its deadline', code: 'deadline' });
    }
    const pending = state.stack[state.stack.length - 1] as PendingRun;
    const node = graph.node(pending.nodeId);
    const runIndex = state.runCounts[node.id] ?? 0;
    const startedAt = deps.clock.now();
    deps.store.nodeStarted?.(run.id, node.id, runIndex, startedAt);
    const log = stepLog();
    let usage: StepUsage | undefined;
    /** What the node's parameters resolved to for its first item (the values its expressions produced). */
    let resolved: Record<string, unknown> | undefined;
    const step = (
      fields: Omit<Step, 'nodeId' | 'runIndex' | 'input' | 'startedAt' | 'finishedAt'>,
    ): Step => ({
      nodeId: node.id,
      runIndex,
      input: pending.inputs,
      startedAt,
      finishedAt: deps.clock.now(),
      ...(log.lines.length > 0 ? { logs: log.lines } : {}),
      ...fields,
      ...(usage ? { usage } : {}),
      ...(resolved ? { resolvedParameters: resolved } : {}),
    });
    const report = (call: UsageReport) => {
      usage ??= { ...emptyUsage(), models: [] };
      addUsage(usage, call);
      const model = `${call.providerId}/${call.model}`;
      if (!usage.models.includes(model)) usage.models.push(model);
      const notes = (call.notes ?? []).filter((note) => !usage?.notes?.includes(note));
      if (notes.length) usage.notes = [...(usage.notes ?? []), ...notes];
      run.usage ??= emptyUsage();
      addUsage(run.usage, call);
      options.parentUsage?.report(call);
    };

    /** The prepared parameters, keeping the first item's as the step's `resolvedParameters`. */
    const capturing =
      (prepare: PrepareParameters): PrepareParameters =>
      (target, scope) => {
        const keep =
          (prepared: PreparedParameters): PreparedParameters =>
          (itemIndex) => {
            const value = prepared(itemIndex);
            if (resolved === undefined && target === node && itemIndex === 0) resolved = value;
            return value;
          };
        const prepared = prepare(target, scope);
        return prepared instanceof Promise ? prepared.then(keep) : keep(prepared);
      };

    const pinned = options.pinData?.[node.id];
    const type = typeOf(node.id);
    let outputs: ItemLists;
    let done: Step;
    // A disabled node passes its input through even when pinned (n8n).
    if (node.disabled) {
      outputs = passThrough(pending.inputs, type?.outputs ?? 1);
      done = step({ status: 'succeeded', output: outputs, source: 'disabled', tries: 0 });
    } else if (pinned) {
      outputs = [pinned];
      done = step({ status: 'succeeded', output: outputs, source: 'pinned', tries: 0 });
    } else if (!type) {
      const error: StepError = { message: `unknown node type ${node.type}`, code: 'node_failed' };
      await checkpoint(deps, run, step({ status: 'failed', output: [], error, tries: 0 }));
      return end(deps, run, 'failed', error, node.id);
    } else {
      const outcome = await runNode({
        node,
        runId: run.id,
        type,
        inputs: pending.inputs,
        runIndex,
        clock: deps.clock,
        signal,
        deadline: run.deadline,
        resolveParameters: (target, item, scope) => {
          const value = deps.resolveParameters(target, item, scope);
          if (resolved === undefined && target === node && scope.itemIndex === 0) resolved = value;
          return value;
        },
        // A plain property (no spread): the request keeps one shape on the webhook's hot path.
        prepareParameters: deps.prepareParameters ? capturing(deps.prepareParameters) : undefined,
        outputOf: (id) => state.lastOutputs[id],
        state: {
          get: () => state.nodeState[node.id],
          set: (value) => {
            state.nodeState[node.id] = value;
          },
        },
        resumed,
        log: log.push,
        attached: (kind) => graph.attached(node.id, kind),
        recordAttachedStep: async (attachedStep) => {
          const stored: Step = {
            ...attachedStep,
            runIndex: state.runCounts[attachedStep.nodeId] ?? 0,
            parent: { nodeId: node.id, runIndex },
          };
          state.runCounts[attachedStep.nodeId] = stored.runIndex + 1;
          if (stored.status === 'succeeded') state.lastOutputs[stored.nodeId] = stored.output;
          // A checkpoint with this node still on the stack: seen live, and a resume runs this node again.
          await checkpoint(deps, run, stored);
          return stored;
        },
        usage: {
          report,
          budget: () =>
            options.parentUsage?.budget() ?? {
              spentUsd: run.usage?.costUsd ?? 0,
              ...(workflow.settings.budgetUsd === undefined ? {} : { limitUsd: workflow.settings.budgetUsd }),
            },
        },
      });
      resumed = undefined;
      if (outcome.kind === 'cancelled') return end(deps, run, 'cancelled');
      if (outcome.kind === 'failed') {
        await checkpoint(
          deps,
          run,
          step({ status: 'failed', output: [], error: outcome.error, tries: outcome.tries }),
        );
        return end(deps, run, 'failed', outcome.error, node.id);
      }
      if (outcome.kind === 'wait') {
        state.stack.pop();
        state.waitingRun = pending;
        run.waitingFor = { ...outcome.wait, nodeId: node.id };
        await checkpoint(deps, run, step({ status: 'waiting', output: [], tries: outcome.tries }));
        return end(deps, run, 'waiting');
      }
      outputs = outcome.outputs;
      done = step({
        status: 'succeeded',
        output: outputs,
        tries: outcome.tries,
        ...(outcome.continued ? { source: 'continued' as const, error: outcome.error } : {}),
      });
    }
    state.stack.pop();
    state.runCounts[node.id] = runIndex + 1;
    state.lastOutputs[node.id] = outputs;
    run.result = outputs;
    scheduleChildren(graph, typeOf, state, node.id, outputs);
    await checkpoint(deps, run, done);
    const overBudget = budgetError(workflow, run);
    if (overBudget) return end(deps, run, 'failed', overBudget, node.id);
  }
}

/** A node whose AI calls took the run past its budget ends it once its step is stored (the money is spent). */
function budgetError(workflow: ExecutableWorkflow, run: RunRecord): StepError | undefined {
  const limit = workflow.settings.budgetUsd;
  const spent = run.usage?.costUsd ?? 0;
  if (limit === undefined || spent <= limit) return undefined;
  return { message: budgetMessage(spent, limit), code: 'budget' };
}

async function checkpoint(deps: EngineDeps, run: RunRecord, step: Step): Promise<void> {
  run.steps.push(step);
  await deps.store.saveStep(run.id, step);
  await deps.store.saveRun(run);
}

async function end(
  deps: EngineDeps,
  run: RunRecord,
  status: RunRecord['status'],
  error?: StepError,
  nodeId?: string,
): Promise<RunRecord> {
  run.status = status;
  if (error) run.error = { ...error, ...(nodeId ? { nodeId } : {}) };
  if (status !== 'waiting') run.finishedAt = deps.clock.now();
  await deps.store.saveRun(run);
  return run;
}
