/** Test kit for the engine core: a controlled clock, an in-memory store and small fake node types. */
import type { EngineDeps } from './drive-run';
import { BudgetExceededError, budgetMessage, type NodeType, StopRunError } from './node-type';
import type { EngineClock, RunRecord, Step } from './run-record';
import type { ExecutableEdge, ExecutableNode, ExecutableWorkflow, Item } from './types';

/**
 * Time moves only when a timer fires, and a timer fires on the next turn of the event loop unless aborted
 * first: a node that answers at once beats its time limit, a hanging one does not, and no test waits.
 */
export function fakeClock(start = 0): EngineClock & { slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        setImmediate(() => {
          if (signal?.aborted) return reject(signal.reason);
          slept.push(ms);
          now += ms;
          resolve();
        });
      }),
  };
}

/** A clock whose timers never fire on their own (for timeouts raced against a hanging node). */
export function manualClock(): EngineClock & { fire(): void } {
  const timers: (() => void)[] = [];
  return {
    now: () => 0,
    sleep: (_ms, signal) =>
      new Promise((resolve, reject) => {
        timers.push(resolve);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    fire: () => {
      for (const t of timers.splice(0)) t();
    },
  };
}

export function memoryStore(): EngineDeps['store'] & { steps: Step[]; runs: RunRecord[] } {
  const steps: Step[] = [];
  const runs: RunRecord[] = [];
  return {
    steps,
    runs,
    saveStep: async (_id, step) => {
      steps.push(structuredClone(step));
    },
    saveRun: async (run) => {
      runs.push(structuredClone(run));
    },
  };
}

/** Passes its items on, recording that it ran; `tag` is added to every item. */
const passType: NodeType = {
  type: 'pass',
  inputs: 1,
  outputs: 1,
  execute: async (_ctx, [items = []]) => [items],
};

/** Gives its parameter `items`, ignoring its input. */
const setType: NodeType = {
  type: 'set',
  inputs: 1,
  outputs: 1,
  execute: async (ctx) => [(ctx.parameters().items as Item[] | undefined) ?? []],
};

/** Splits items on `json.ok` to output 0 (true) and 1 (false). */
const ifType: NodeType = {
  type: 'if',
  inputs: 1,
  outputs: 2,
  execute: async (_ctx, [items = []]) => [items.filter((i) => i.json.ok), items.filter((i) => !i.json.ok)],
};

/** Appends its inputs, like n8n's merge in append mode. */
const mergeType: NodeType = {
  type: 'merge',
  inputs: 2,
  outputs: 1,
  execute: async (_ctx, inputs) => [inputs.flat()],
};

const joinAllType: NodeType = { ...mergeType, type: 'join-all', inputs: 'all-required' };

/** Fails `failures` times (counted in parameter `calls`, a shared array), then passes its items. */
const flakyType: NodeType = {
  type: 'flaky',
  inputs: 1,
  outputs: 1,
  execute: async (ctx, [items = []]) => {
    const calls = ctx.parameters().calls as unknown[];
    // What a side effect's idempotency key is made of (nodes/ports.ts effectKey), per call.
    calls.push({ runId: ctx.runId, nodeId: ctx.node.id, runIndex: ctx.runIndex });
    if (calls.length <= (ctx.parameters().failures as number)) throw new Error(`failure ${calls.length}`);
    return [items];
  },
};

/** Never answers until aborted. */
const hangType: NodeType = {
  type: 'hang',
  inputs: 1,
  outputs: 1,
  execute: (ctx) =>
    new Promise((_, reject) =>
      ctx.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
    ),
};

const stopType: NodeType = {
  type: 'stop',
  inputs: 1,
  outputs: 0,
  execute: async (ctx) => {
    throw new StopRunError(String(ctx.parameters().message));
  },
};

/** Loops over its items one at a time: output 1 = the next item (loop), output 0 = all of them when done. */
const loopType: NodeType = {
  type: 'loop',
  inputs: 1,
  outputs: 2,
  execute: async (ctx, [items = []]) => {
    const prev = ctx.state.get() as { left: Item[]; done: Item[] } | undefined;
    const s = prev ? { left: prev.left, done: [...prev.done, ...items] } : { left: items, done: [] };
    const [next, ...left] = s.left;
    ctx.state.set({ left, done: s.done });
    return next ? [[], [next]] : [s.done, []];
  },
};

/** Waits for a decision (or until parameter `until`), then outputs its items with the decision. */
const approvalType: NodeType = {
  type: 'approval',
  inputs: 1,
  outputs: 1,
  execute: async (ctx, [items = []]) => {
    if (!ctx.resumed) {
      const until = ctx.parameters().until as number | undefined;
      return { wait: until ? { kind: 'time', until } : { kind: 'decision', key: `approve:${ctx.node.id}` } };
    }
    return [items.map((i) => ({ json: { ...i.json, decision: ctx.resumed?.decision ?? null } }))];
  },
};

/** Adds its run index to each item (`json.run`). */
const countType: NodeType = {
  type: 'count',
  inputs: 1,
  outputs: 1,
  execute: async (ctx, [items = []]) => [items.map((i) => ({ json: { ...i.json, run: ctx.runIndex } }))],
};

/**
 * Makes parameter `calls` AI calls of `costUsd` each (10 input and 5 output tokens), checking the run's
 * budget before each as the AI nodes do.
 */
const spendType: NodeType = {
  type: 'spend',
  inputs: 1,
  outputs: 1,
  execute: async (ctx, [items = []]) => {
    const { calls = 1, costUsd = 0.01 } = ctx.parameters() as { calls?: number; costUsd?: number };
    for (let call = 0; call < calls; call++) {
      const budget = ctx.usage?.budget();
      if (budget?.limitUsd !== undefined && budget.spentUsd >= budget.limitUsd)
        throw new BudgetExceededError(budgetMessage(budget.spentUsd, budget.limitUsd));
      ctx.usage?.report({ inputTokens: 10, outputTokens: 5, costUsd, providerId: 'fake', model: 'm1' });
    }
    return [items];
  },
};

export const fakeNodeTypes: readonly NodeType[] = [
  spendType,
  passType,
  setType,
  ifType,
  mergeType,
  joinAllType,
  flakyType,
  hangType,
  stopType,
  loopType,
  approvalType,
  countType,
];

export function fakeDeps(
  clock: EngineClock = fakeClock(),
): EngineDeps & { store: ReturnType<typeof memoryStore> } {
  const types = new Map(fakeNodeTypes.map((t) => [t.type, t]));
  return {
    clock,
    store: memoryStore(),
    nodeType: (type) => types.get(type),
    resolveParameters: (node) => node.parameters,
  };
}

export const n = (id: string, type = 'pass', extra: Partial<ExecutableNode> = {}): ExecutableNode => ({
  id,
  name: id.toUpperCase(),
  type,
  parameters: {},
  ...extra,
});

/** `'a>b'`, `'a:1>b'` (from output 1), `'a>m:1'` (to input 1). */
export const e = (spec: string): ExecutableEdge => {
  const [from = '', to = ''] = spec.split('>');
  const [source = '', out = '0'] = from.split(':');
  const [target = '', input = '0'] = to.split(':');
  return { source, sourceOutput: Number(out), target, targetInput: Number(input) };
};

export const flow = (
  nodes: ExecutableNode[],
  edges: string[],
  settings: ExecutableWorkflow['settings'] = { maxSteps: 100, timeoutS: 60 },
): ExecutableWorkflow => ({
  nodes,
  edges: edges.map(e),
  settings,
});

export const order = (run: RunRecord): string[] => run.steps.map((s) => s.nodeId);
