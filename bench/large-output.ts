/**
 * Issue 18's large-output benchmark (security probe F4): a manual run whose Code node returns 100,000 items
 * (about 23 MB of JSON), then a Code node counting them, on a real server (`server/main.ts`, production mode)
 * on PGlite (a fresh DATA_DIR) and on PostgreSQL (a scratch database, when one answers). While each run goes
 * on, `GET /api/health` is sent every 20 ms without waiting for the previous answer (a request arriving in a
 * stall waits for all of it), and the benchmark prints p50/p95/max of those answers' latency, the run's time
 * (the API call, which answers with the run's detail), the detail's size and the server's RSS after the run.
 * Each run is checked: it succeeded and the counting node saw every item.
 * Run alone: `node --import tsx bench/large-output.ts [postgres://...]` (BENCH_LARGE_OUTPUT_RUNS runs per
 * engine, default 3; BENCH_LARGE_OUTPUT_ITEMS items instead of 100,000; BENCH_LARGE_OUTPUT_PROFILE=DIR writes a
 * CPU profile of each server into DIR).
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/db/client';
import { defaultPostgresUrl, reachablePostgres, scratchDatabase } from './lib/postgres';
import { startProcess } from './lib/servers';
import { percentile } from './lib/stats';
import { prepareDatabase } from './webhook';

/** The probe's 100,000; BENCH_LARGE_OUTPUT_ITEMS sets fewer when the machine is too loaded for the Code node's 10 s. */
export const LARGE_OUTPUT_ITEMS = Number(process.env.BENCH_LARGE_OUTPUT_ITEMS ?? 100_000);
const HEALTH_EVERY_MS = 20;
/** Health is polled this long after the run's answer too: work the run left behind still stalls the loop. */
const AFTER_MS = 1000;

export interface LargeOutputFigure {
  engine: 'pglite' | 'postgres';
  run: number;
  runMs: number;
  /** Bytes of the run detail the run's API call answered. */
  detailBytes: number;
  healthSamples: number;
  /** Health requests that got no answer (the connection failed or was reset). */
  healthErrors: number;
  healthP50Ms: number;
  healthP95Ms: number;
  healthMaxMs: number;
  /** The server's resident memory after the run, from /proc. */
  rssMb?: number;
}

export type LargeOutputBench = { figures: LargeOutputFigure[]; postgresSkipped?: string };

const node = (
  id: string,
  type: string,
  name: string,
  x: number,
  parameters: Record<string, unknown> = {},
) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [x, 0],
  parameters,
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});

/** The probe's reproduction, and a node after it that says how many items reached it. */
export const largeOutputDocument = {
  nodes: [
    node('start', 'manual-trigger', 'Start', 0),
    node('big', 'code', 'Big', 200, {
      jsCode: `const a=[];for(let i=0;i<${LARGE_OUTPUT_ITEMS};i++)a.push({json:{i,pad:'y'.repeat(200)}});return a;`,
    }),
    node('count', 'code', 'Count', 400, { jsCode: 'return [{ json: { count: $input.all().length } }];' }),
  ],
  edges: [edge('start', 'big'), edge('big', 'count')],
  settings: {},
};

function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return undefined;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** Health answers' latencies while `work` goes on and `AFTER_MS` after, one request every HEALTH_EVERY_MS. */
async function healthDuring<T>(
  url: string,
  work: () => Promise<T>,
): Promise<{ value: T; latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const probe = () => {
    const started = performance.now();
    const p = fetch(`${url}/api/health`)
      .then((res) => res.arrayBuffer())
      .then(() => {
        latencies.push(performance.now() - started);
      })
      .catch(() => {
        errors++;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const timer = setInterval(probe, HEALTH_EVERY_MS);
  try {
    const value = await work();
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    return { value, latencies, errors };
  } finally {
    clearInterval(timer);
    await Promise.all(inFlight);
  }
}

async function oneEngine(engine: LargeOutputFigure['engine'], runs: number, adminUrl?: string) {
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-bench-large-'));
  try {
    const token = await prepareDatabase(
      await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir }),
    );
    const profile = process.env.BENCH_LARGE_OUTPUT_PROFILE;
    const server = await startProcess(
      'server/main.ts',
      { ...(scratch ? { DATABASE_URL: scratch.url } : {}), DATA_DIR: dataDir, NODE_ENV: 'production' },
      '/api/health',
      profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    );
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
      return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
    };
    const figures: LargeOutputFigure[] = [];
    try {
      const { json: workflow } = await call('POST', '/api/workflows', {
        name: 'Large output',
        document: largeOutputDocument,
      });
      for (let run = 1; run <= runs; run++) {
        const started = performance.now();
        let runMs = 0;
        const {
          value: answer,
          latencies,
          errors,
        } = await healthDuring(server.url, async () => {
          const answer = await call('POST', `/api/workflows/${workflow.id}/runs`, {});
          runMs = performance.now() - started;
          return answer;
        });
        const count = answer.json.steps?.find((s: { nodeId: string }) => s.nodeId === 'count')
          ?.output?.[0]?.[0]?.json?.count;
        if (answer.json.status !== 'succeeded' || count !== LARGE_OUTPUT_ITEMS) {
          const why = JSON.stringify(
            answer.json.error ?? answer.json.steps?.find((s: { error?: unknown }) => s.error)?.error,
          );
          throw new Error(
            `run ${run} on ${engine}: status ${answer.json.status}, count ${count}, error ${why}`,
          );
        }
        const sorted = latencies.sort((a, b) => a - b);
        figures.push({
          engine,
          run,
          runMs,
          detailBytes: answer.bytes,
          healthSamples: sorted.length,
          healthErrors: errors,
          healthP50Ms: percentile(sorted, 50),
          healthP95Ms: percentile(sorted, 95),
          healthMaxMs: sorted[sorted.length - 1] ?? Number.NaN,
          rssMb: rssMb(server.pid),
        });
      }
    } finally {
      await server.stop();
    }
    return figures;
  } finally {
    await scratch?.drop();
  }
}

export async function benchLargeOutput(runs = 3, adminUrl = defaultPostgresUrl()): Promise<LargeOutputBench> {
  const figures = await oneEngine('pglite', runs);
  const url = await reachablePostgres(adminUrl);
  if (!url) return { figures, postgresSkipped: 'no PostgreSQL answered (set BENCH_DATABASE_URL)' };
  return { figures: [...figures, ...(await oneEngine('postgres', runs, url))] };
}

const ms = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 0 })} ms`.padStart(9);

export function printLargeOutputBench(bench: LargeOutputBench) {
  for (const f of bench.figures) {
    console.log(
      `${f.engine.padEnd(8)} run ${f.run}   run ${ms(f.runMs)}   health p50 ${ms(f.healthP50Ms)}  p95 ${ms(f.healthP95Ms)}  max ${ms(f.healthMaxMs)}  (${f.healthSamples} answered, ${f.healthErrors} failed)   detail ${(f.detailBytes / 1024).toFixed(0)} KB   RSS ${f.rssMb?.toFixed(0) ?? '?'} MB`,
    );
  }
  if (bench.postgresSkipped) console.log(`postgres skipped: ${bench.postgresSkipped}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.env.BENCH_LARGE_OUTPUT_RUNS ?? 3);
  benchLargeOutput(runs, process.argv[2] ?? defaultPostgresUrl())
    .then(printLargeOutputBench)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
