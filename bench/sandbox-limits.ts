/**
 * How closely the sandbox's limits bind (issue 18, F9): an endless loop of awaits with a 2 s deadline, and
 * memory bombs under the Code node's 128 MB cap (small objects, then 1 MB strings, which grew to 2 GB before
 * the wasm memory had a maximum), each in a worker of a pool as the server runs them: the time to the
 * kill against the deadline, what stopped it, and how much the process's memory grew.
 * Run alone: `node --import tsx bench/sandbox-limits.ts`.
 */
import { pathToFileURL } from 'node:url';
import { SandboxWorkerPool } from '../server/engine/sandbox';

const CASES = [
  { name: 'while(true){await null}, 2 s limit', source: 'while (true) { await null; }', timeoutMs: 2000 },
  { name: 'for(;;) {}, 2 s limit', source: 'for (;;) {}', timeoutMs: 2000 },
  {
    name: 'array of small objects, 128 MB cap',
    source: 'const a = []; for (;;) a.push({ s: "y".repeat(500) + a.length });',
    timeoutMs: 10_000,
  },
  {
    name: 'array of 1 MB strings, 128 MB cap',
    source: 'const a = []; for (;;) a.push("y".repeat(1e6));',
    timeoutMs: 10_000,
  },
] as const;

export interface LimitFigure {
  name: string;
  timeoutMs: number;
  elapsedMs: number;
  stoppedBy: string;
  rssGrowthMb: number;
}

export async function benchSandboxLimits(): Promise<LimitFigure[]> {
  const pool = new SandboxWorkerPool({ size: 1 });
  try {
    await pool.run({ kind: 'expression', source: '1', input: null }); // the worker's start
    const figures: LimitFigure[] = [];
    for (const c of CASES) {
      const rss = process.memoryUsage().rss;
      const t0 = performance.now();
      const outcome = await pool.run({
        kind: 'function-body',
        source: c.source,
        input: null,
        limits: { timeoutMs: c.timeoutMs, memoryBytes: 128 * 1024 * 1024 },
      });
      figures.push({
        name: c.name,
        timeoutMs: c.timeoutMs,
        elapsedMs: performance.now() - t0,
        stoppedBy: outcome.ok ? 'nothing (it ended)' : outcome.error.kind,
        rssGrowthMb: (process.memoryUsage().rss - rss) / 1024 / 1024,
      });
    }
    return figures;
  } finally {
    await pool.close();
  }
}

export function printSandboxLimits(figures: LimitFigure[]): void {
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(38)} stopped by ${f.stoppedBy.padEnd(7)} after ${(f.elapsedMs / 1000).toFixed(2)} s (${(f.elapsedMs / f.timeoutMs).toFixed(2)}x the deadline)   RSS +${f.rssGrowthMb.toFixed(0)} MB`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchSandboxLimits()
    .then(printSandboxLimits)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
