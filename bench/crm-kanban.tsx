/**
 * The CRM's kanban board (client/src/features/solar-crm/kanban-board.tsx) with 5,000 deals over seven stages,
 * rendered by React into jsdom: the first render, then a drag's re-render (a card dropped on another stage,
 * the board updated as the optimistic move does it). Runs in a child process of its own, so jsdom's globals
 * never reach the other benchmarks. Figures, no assertions. Run alone: `node --import tsx bench/crm-kanban.tsx`.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export interface CrmKanbanBench {
  deals: number;
  cardsRendered: number;
  firstRenderMs: number[];
  /** This process's CPU time for the same renders: on a shared machine wall time also counts waiting for a core. */
  firstRenderCpuMs: number[];
  dragRenderMs: number[];
  dragRenderCpuMs: number[];
  /** The same drop with every column given a new identity: what memoisation saves. */
  unmemoisedDragMs: number[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] ?? Number.NaN;

async function measure(dealCount = 5000, firstRounds = 5, drags = 30): Promise<CrmKanbanBench> {
  // jsdom ships no types; the little used here is typed by hand.
  const jsdom: string = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as {
    JSDOM: new (
      html: string,
      options: { pretendToBeVisual: boolean },
    ) => { window: Window & typeof globalThis };
  };
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  const g = globalThis as Record<string, unknown>;
  for (const key of [
    'window',
    'document',
    'HTMLElement',
    'Element',
    'Node',
    'getComputedStyle',
    'MutationObserver',
  ]) {
    g[key] = key === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[key];
  }
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });

  const React = await import('react');
  const { flushSync } = await import('react-dom');
  const { createRoot } = await import('react-dom/client');
  const { KanbanBoard } = await import('../client/src/features/solar-crm/kanban-board');
  const { moveDealOnBoard } = await import('../client/src/features/solar-crm/board-move');
  const { aBoard, aCard, aPipeline, stageId } = await import('../client/src/features/solar-crm/crm-fixtures');

  const pipeline = aPipeline();
  const board = aBoard(
    Array.from({ length: dealCount }, (_, i) =>
      aCard(i, {
        stageId: stageId(i % 5),
        valueCents: 10_000_00 + (i % 40) * 1_000_00,
        rottingDays: i % 9 === 0 ? 3 : 0,
      }),
    ),
    pipeline,
  );
  const noop = () => {};
  type Board = typeof board;
  let setBoard: (b: Board) => void = noop;
  // biome-ignore lint/correctness/noComponentHookFactories: React and the board load after jsdom's globals exist, so the harness is made here.
  function Harness({ initial }: { initial: Board }) {
    const [current, set] = React.useState(initial);
    setBoard = set;
    return <KanbanBoard board={current} onMove={noop} onOpen={noop} />;
  }

  const firstRenderMs: number[] = [];
  const firstRenderCpuMs: number[] = [];
  const cpuSince = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  let cardsRendered = 0;
  let root: ReturnType<typeof createRoot> | null = null;
  for (let r = 0; r < firstRounds; r++) {
    root?.unmount();
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    root = createRoot(host);
    const cpu = process.cpuUsage();
    const start = performance.now();
    flushSync(() => root!.render(<Harness initial={board} />));
    firstRenderMs.push(performance.now() - start);
    firstRenderCpuMs.push(cpuSince(cpu));
    cardsRendered = document.querySelectorAll('[data-deal-id]').length;
  }

  const drop = (memoised: boolean, cpuTimes: number[] = []) => {
    const times: number[] = [];
    let current = board;
    for (let i = 0; i < drags; i++) {
      const column = current.columns[i % 5]!;
      const deal = column.deals[0]!;
      const cpu = process.cpuUsage();
      const start = performance.now();
      let next = moveDealOnBoard(current, deal.id, stageId((i % 5) + 1), new Date());
      if (!memoised) next = { ...next, columns: next.columns.map((c) => ({ ...c })) };
      flushSync(() => setBoard(next));
      times.push(performance.now() - start);
      cpuTimes.push(cpuSince(cpu));
      current = next;
    }
    flushSync(() => setBoard(board));
    return times;
  };
  const dragRenderCpuMs: number[] = [];
  const dragRenderMs = drop(true, dragRenderCpuMs);
  const unmemoisedDragMs = drop(false);
  root?.unmount();
  return {
    deals: dealCount,
    cardsRendered,
    firstRenderMs,
    firstRenderCpuMs,
    dragRenderMs,
    dragRenderCpuMs,
    unmemoisedDragMs,
  };
}

/** Runs the measurement in a child process (jsdom's globals stay there) and reads its figures. */
export function benchCrmKanban(): CrmKanbanBench {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--json'], {
    encoding: 'utf8',
    // React's production build, as the browser runs it (the development build is several times slower).
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as CrmKanbanBench;
}

export function printCrmKanban(r: CrmKanbanBench): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${r.deals.toLocaleString('en-US')} deals, ${r.cardsRendered.toLocaleString('en-US')} cards rendered (50 per column, "show more")`,
  );
  console.log(
    `first render       median ${ms(median(r.firstRenderMs))}   max ${ms(Math.max(...r.firstRenderMs))}   CPU median ${ms(median(r.firstRenderCpuMs))}`,
  );
  console.log(
    `drag (drop → DOM)  median ${ms(median(r.dragRenderMs))}   p95 ${ms(p95(r.dragRenderMs))}   CPU median ${ms(median(r.dragRenderCpuMs))}`,
  );
  console.log(
    `same drop, every column re-rendered  median ${ms(median(r.unmemoisedDragMs))}   ratio ${(median(r.unmemoisedDragMs) / median(r.dragRenderMs)).toFixed(1)}x`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--json')) {
    // Alone, print the figures of the production build through the same child process as `npm run bench`.
    printCrmKanban(benchCrmKanban());
    process.exit(0);
  }
  measure().then(
    (r) => {
      console.log(JSON.stringify(r));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
