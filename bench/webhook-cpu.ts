/**
 * What one webhook call costs our server, by a figure a busy machine moves less than requests/s: the
 * workflow of webhook.ts on the bundle (as `npm start` runs it), a fixed number of POSTs (BENCH_WEBHOOK_CPU_
 * REQUESTS, 3,000 by default; 500 first to warm up), and the CPU time the server process spent on them (from
 * /proc) per request, with the database's transactions and rows per request. `BENCH_WEBHOOK_CPU_PROFILE=DIR`
 * writes a V8 CPU profile of the server into DIR (its start-up included: compare functions, not totals).
 * Run from a checkout, alone or copied into another one to compare them (bench/README.md, "Webhook"):
 * `node --import tsx bench/webhook-cpu.ts [postgres://...]`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureServerBuild, SERVER_NODE_FLAGS, serverDist } from '../scripts/server-build.mjs';
import { defaultPostgresUrl, scratchDatabase } from './lib/postgres';
import { freePort, root } from './lib/servers';
import { n8nWorkflow, prepareOurs } from './webhook';

const BODY = JSON.stringify({ name: 'Ada', n: 21 });
/**
 * Calls at a time (BENCH_WEBHOOK_CPU_CONNECTIONS, 10 by default). At 1 no call waits for another, so a busy
 * machine cannot lower the figure by batching (more calls a wake-up, larger group commits).
 */
const CONNECTIONS = Number(process.env.BENCH_WEBHOOK_CPU_CONNECTIONS ?? 10);

export interface WebhookCpuFigure {
  requests: number;
  cpuUsPerRequest: number;
  /** Per request: transactions committed, rows inserted and fetched by the database. */
  database: { transactions: number; inserted: number; fetched: number };
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function databaseCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit, tup_inserted, tup_fetched from pg_stat_database where datname = current_database()',
    );
    const row = rows[0] as Record<string, string>;
    return {
      transactions: Number(row.xact_commit),
      inserted: Number(row.tup_inserted),
      fetched: Number(row.tup_fetched),
    };
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health');
}

/** POSTs `count` calls, CONNECTIONS at a time, each checked for a 200. */
async function fire(url: string, count: number) {
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < count) {
        sent++;
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: BODY,
        });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`the webhook answered ${res.status} ${text}`);
      }
    }),
  );
}

export async function benchWebhookCpu(
  adminUrl: string,
  requests = Number(process.env.BENCH_WEBHOOK_CPU_REQUESTS ?? 3000),
  profileDir = process.env.BENCH_WEBHOOK_CPU_PROFILE,
): Promise<WebhookCpuFigure> {
  await ensureServerBuild();
  const db = await scratchDatabase(adminUrl);
  try {
    const token = await prepareOurs(db.url);
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        path.join(serverDist, 'main.mjs'),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aiz-bench-')),
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        stdio: 'ignore',
      },
    );
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, child);
      const call = async (u: string, body: unknown) => {
        const res = await fetch(`${url}${u}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${u}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<{ workflow: { id: string } }>;
      };
      const { workflow } = await call('/api/workflows/import', { content: JSON.stringify(n8nWorkflow) });
      await call(`/api/workflows/${workflow.id}/versions`, {});
      await call(`/api/workflows/${workflow.id}/activate`, {});
      const hook = `${url}/webhook/bench`;
      await fire(hook, 500); // warm-up: JIT, pools, caches
      // Runs go on after their answer (the respond node's checkpoint): measured once they have ended.
      await new Promise((r) => setTimeout(r, 1500));
      const before = await databaseCounts(db.url);
      const pid = child.pid as number;
      const cpuBefore = cpuSeconds(pid);
      await fire(hook, requests);
      await new Promise((r) => setTimeout(r, 1500));
      const cpuAfter = cpuSeconds(pid);
      const after = await databaseCounts(db.url);
      const per = (a: number, b: number) => (b - a) / requests;
      return {
        requests,
        cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1e6) / requests,
        database: {
          transactions: per(before.transactions, after.transactions),
          inserted: per(before.inserted, after.inserted),
          fetched: per(before.fetched, after.fetched),
        },
      };
    } finally {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync('/proc/self/stat'))
    throw new Error('bench/webhook-cpu.ts reads CPU times from /proc (Linux)');
  benchWebhookCpu(process.argv[2] ?? defaultPostgresUrl())
    .then((f) =>
      console.log(
        `ours  ${f.requests} requests at c=${CONNECTIONS}   server CPU ${f.cpuUsPerRequest.toFixed(0)} µs/request   ` +
          `database per request: ${f.database.transactions.toFixed(2)} transactions, ${f.database.inserted.toFixed(2)} rows inserted, ${f.database.fetched.toFixed(2)} fetched`,
      ),
    )
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
