/**
 * Issue 11's webhook surface benchmark: the webhook workflow of `webhook.ts` (n8n's webhook → edit fields →
 * respond), published and **deployed** (so each run is also recorded as the deployment's, `deployment_runs`),
 * at 10 and 50 connections, in one run: our server on PostgreSQL (`BENCH_DATABASE_URL`, a scratch database),
 * the same deployed on PGlite (a fresh DATA_DIR), and on PostgreSQL activated without a deployment (the
 * engine issue's set-up, as `webhook.ts` measures it). Prints req/s, p99, server CPU µs/request, the
 * PostgreSQL/PGlite ratio and the deployed/activated ratio, and how many runs the deployment recorded.
 * Run alone: `node --import tsx bench/webhook-postgres.ts [postgres://...]`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { scratchDatabase } from './lib/postgres';
import { startProcess } from './lib/servers';
import { measure, n8nWorkflow, prepareDatabase, type WebhookFigure } from './webhook';

type Target = 'postgres deployed' | 'pglite deployed' | 'postgres activated';

export interface DeployedWebhookBench {
  figures: (WebhookFigure & { target: Target })[];
  /** Rows in deployment_runs after each deployed target's measures, against the requests made. */
  recorded: { target: Target; rows: number; requests: number }[];
}

async function publish(baseUrl: string, token: string, deploy: boolean) {
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { workflow } = await call('POST', '/api/workflows/import', { content: JSON.stringify(n8nWorkflow) });
  await call('POST', `/api/workflows/${workflow.id}/versions`, {});
  if (deploy) await call('POST', '/api/deployments', { workflowId: workflow.id, slug: 'bench' });
  else await call('POST', `/api/workflows/${workflow.id}/activate`, {});
}

const countRows = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = await db.db.execute(sql`select count(*)::int as n from deployment_runs`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
};

async function one(target: Target, adminUrl: string, seconds: number) {
  const onPostgres = target !== 'pglite deployed';
  const scratch = onPostgres ? await scratchDatabase(adminUrl) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-bench-deployed-'));
  const open = () => openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir });
  try {
    const token = await prepareDatabase(await open());
    const server = await startProcess(
      'server/main.ts',
      { ...(scratch ? { DATABASE_URL: scratch.url } : {}), DATA_DIR: dataDir, NODE_ENV: 'production' },
      '/api/health',
    );
    let figures: WebhookFigure[];
    try {
      await publish(server.url, token, target !== 'postgres activated');
      figures = await measure(
        target as WebhookFigure['target'],
        `${server.url}/webhook/bench`,
        seconds,
        server.pid,
      );
      // Runs go on after their answer (the respond node's checkpoint): let them end before the server stops.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await server.stop();
    }
    const database = await open();
    const rows = await countRows(database).finally(() => database.close());
    // check (1) + warm-up (2 s) + the measures: requests the server answered.
    const requests = figures.reduce((n, f) => n + f.rps * seconds, 0);
    return { figures: figures as DeployedWebhookBench['figures'], rows, requests };
  } finally {
    await scratch?.drop();
  }
}

const TARGETS: Target[] = ['postgres deployed', 'pglite deployed', 'postgres activated'];

/** `BENCH_DEPLOYED_TARGETS=postgres-activated,postgres-deployed`: only those, in that order (all three by default). */
function targets(): Target[] {
  const list = process.env.BENCH_DEPLOYED_TARGETS;
  if (!list) return TARGETS;
  return list.split(',').map((name) => {
    const target = TARGETS.find((t) => t.replace(' ', '-') === name.trim());
    if (!target) throw new Error(`BENCH_DEPLOYED_TARGETS: unknown target ${name} (${TARGETS.join(', ')})`);
    return target;
  });
}

export async function benchDeployedWebhook(adminUrl: string, seconds = 10): Promise<DeployedWebhookBench> {
  const out: DeployedWebhookBench = { figures: [], recorded: [] };
  for (const target of targets()) {
    const { figures, rows, requests } = await one(target, adminUrl, seconds);
    out.figures.push(...figures);
    if (target !== 'postgres activated') out.recorded.push({ target, rows, requests: Math.round(requests) });
  }
  return out;
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

export function printDeployedWebhookBench({ figures, recorded }: DeployedWebhookBench) {
  for (const f of figures) {
    console.log(
      `${f.target.padEnd(18)} c=${String(f.connections).padEnd(3)} ${fmt(f.rps).padStart(7)} req/s   p99 ${fmt(f.p99Ms).padStart(5)} ms   non-2xx ${f.non2xx}   errors ${f.errors}${f.cpuUsPerRequest === undefined ? '' : `   server CPU ${fmt(f.cpuUsPerRequest)} µs/request`}`,
    );
  }
  for (const r of recorded) {
    console.log(
      `${r.target}: ${fmt(r.rows)} runs recorded in deployment_runs (the measures made about ${fmt(r.requests)} requests, plus the check and the warm-up)`,
    );
  }
  const of = (target: Target, c: number) => figures.find((f) => f.target === target && f.connections === c);
  for (const c of [10, 50]) {
    const pg = of('postgres deployed', c);
    const lite = of('pglite deployed', c);
    const activated = of('postgres activated', c);
    if (!pg) continue;
    const cpu = (a?: number, b?: number) => (a && b ? `, CPU/request ${(a / b).toFixed(2)}` : '');
    const parts = [
      lite
        ? `postgres/pglite req/s ${(pg.rps / lite.rps).toFixed(2)}${cpu(pg.cpuUsPerRequest, lite.cpuUsPerRequest)}`
        : undefined,
      activated
        ? `deployed/activated req/s ${(pg.rps / activated.rps).toFixed(2)}${cpu(pg.cpuUsPerRequest, activated.cpuUsPerRequest)}`
        : undefined,
    ].filter(Boolean);
    console.log(`c=${c}: ${parts.join('   ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url =
    process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  benchDeployedWebhook(url, Number(process.env.BENCH_WEBHOOK_SECONDS ?? 10))
    .then(printDeployedWebhookBench)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
