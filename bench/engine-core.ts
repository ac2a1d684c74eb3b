/**
 * Engine core: runs per second of a 10-node transform flow (edit fields, if, two transforms, merge, edit
 * fields, filter, rename, sum) over 10 items, in one process, without persistence (a store that keeps
 * nothing), with simple fake nodes and the system clock. Run alone: `node --import tsx bench/engine-core.ts`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  type EngineClock,
  type EngineDeps,
  type ExecutableWorkflow,
  type Item,
  type NodeType,
  startRun,
} from '../server/engine/core';

export interface EngineCoreThroughput {
  runsPerSecond: number;
  nodeRunsPerSecond: number;
  runs: number;
}

const map = (type: string, f: (json: Item['json']) => Item['json']): NodeType => ({
  type,
  inputs: 1,
  outputs: 1,
  execute: async (_ctx, [items = []]) => [items.map((i) => ({ json: f(i.json) }))],
});

export const engineBenchNodeTypes: NodeType[] = [
  { type: 'trigger', inputs: 0, outputs: 1, execute: async (_ctx, [items = []]) => [items] },
  map('set', (j) => ({ ...j, price: Number(j.n) * 1.5, label: `item ${String(j.n)}` })),
  {
    type: 'if',
    inputs: 1,
    outputs: 2,
    execute: async (_ctx, [items = []]) => [
      items.filter((i) => Number(i.json.n) % 2 === 0),
      items.filter((i) => Number(i.json.n) % 2 !== 0),
    ],
  },
  map('even', (j) => ({ ...j, kind: 'even' })),
  map('odd', (j) => ({ ...j, kind: 'odd', price: Number(j.price) + 1 })),
  { type: 'merge', inputs: 2, outputs: 1, execute: async (_ctx, inputs) => [inputs.flat()] },
  map('tax', (j) => ({ ...j, total: Math.round(Number(j.price) * 1.2 * 100) / 100 })),
  {
    type: 'filter',
    inputs: 1,
    outputs: 1,
    execute: async (_ctx, [items = []]) => [items.filter((i) => Number(i.json.total) > 2)],
  },
  map('rename', ({ label, ...rest }) => ({ ...rest, name: label })),
  {
    type: 'sum',
    inputs: 1,
    outputs: 1,
    execute: async (_ctx, [items = []]) => [
      [{ json: { total: items.reduce((s, i) => s + Number(i.json.total), 0) } }],
    ],
  },
];

const ids = ['trigger', 'set', 'if', 'even', 'odd', 'merge', 'tax', 'filter', 'rename', 'sum'];
export const benchWorkflow: ExecutableWorkflow = {
  nodes: ids.map((id) => ({ id, name: id, type: id, parameters: {} })),
  edges: [
    ['trigger', 0, 'set', 0],
    ['set', 0, 'if', 0],
    ['if', 0, 'even', 0],
    ['if', 1, 'odd', 0],
    ['even', 0, 'merge', 0],
    ['odd', 0, 'merge', 1],
    ['merge', 0, 'tax', 0],
    ['tax', 0, 'filter', 0],
    ['filter', 0, 'rename', 0],
    ['rename', 0, 'sum', 0],
  ].map(([source, sourceOutput, target, targetInput]) => ({
    source: String(source),
    sourceOutput: Number(sourceOutput),
    target: String(target),
    targetInput: Number(targetInput),
  })),
  settings: { maxSteps: 100, timeoutS: 60 },
};

export const systemClock: EngineClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
};

export const triggerItems = Array.from({ length: 10 }, (_, n) => ({ json: { n } }));

export async function benchEngineCore(durationMs = 3000): Promise<EngineCoreThroughput> {
  const types = new Map(engineBenchNodeTypes.map((t) => [t.type, t]));
  const deps: EngineDeps = {
    clock: systemClock,
    store: { saveStep: async () => {}, saveRun: async () => {} },
    nodeType: (type) => types.get(type),
    resolveParameters: (node) => node.parameters,
  };
  let runs = 0;
  let nodeRuns = 0;
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const run = await startRun(benchWorkflow, deps, { runId: `bench-${runs}`, triggerItems });
    if (run.status !== 'succeeded') throw new Error(`bench run ${run.status}: ${run.error?.message}`);
    runs++;
    nodeRuns += run.steps.length;
  }
  const seconds = (performance.now() - start) / 1000;
  return { runsPerSecond: runs / seconds, nodeRunsPerSecond: nodeRuns / seconds, runs };
}

export async function printEngineCore(): Promise<void> {
  console.log('\n# Engine core: a 10-node transform flow over 10 items, one process, no persistence (3 s)');
  const r = await benchEngineCore();
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  console.log(`${fmt(r.runsPerSecond)} runs/s   ${fmt(r.nodeRunsPerSecond)} node runs/s   (${r.runs} runs)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printEngineCore().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
