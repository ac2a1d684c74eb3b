/**
 * Issue 9's webhook benchmark: webhook → edit fields → respond to webhook, every run persisted on
 * PostgreSQL, at 10 and 50 connections (autocannon, POST, keep-alive), one target after the other in the
 * same run: our server (server/main.ts on a scratch database, the workflow activated through the API), a
 * bare Hono handler doing the same transformation and storing one row per request, and n8n with the same
 * workflow imported and published, when `npm run bench:peers` installed it. Run alone:
 * `node --import tsx bench/webhook.ts [postgres://...]` (BENCH_WEBHOOK_SECONDS sets each measure's length).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/db/client';
import { ensureLedgerGenesis } from '../server/ledger';
import { createAccount, createSession } from '../server/modules/auth';
import { n8nWebhookWorkflow } from '../server/test/n8n-webhook-workflow';
import { scratchDatabase } from './lib/postgres';
import { freePort, root, startBuiltProcess, startProcess } from './lib/servers';

export interface WebhookFigure {
  /** ours, bare, n8n; the deployed benchmark (webhook-postgres.ts) names its own. */
  target: string;
  connections: number;
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU time the server process spent per request (user + system), when /proc tells it. */
  cpuUsPerRequest?: number;
}

export interface WebhookBench {
  figures: WebhookFigure[];
  /** Why n8n has no figures, when it has none. */
  n8nSkipped?: string;
}

const BODY = JSON.stringify({ name: 'Ada', n: 21 });
const EXPECTED = JSON.stringify({ greeting: 'hello Ada', doubled: 42 });
const CONNECTIONS = [10, 50] as const;
const n8nDir = path.join(root, 'bench/.peers/n8n');
const n8nBin = path.join(n8nDir, 'node_modules/n8n/bin/n8n');
/** Written by `npm run bench:peers` once the install is complete. */
const n8nInstalled = path.join(n8nDir, 'installed');

/** The workflow in n8n's export format: imported as is by n8n, and by us through /api/workflows/import. */
export const n8nWorkflow = n8nWebhookWorkflow('bench');

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon in its own process, so the load generator does not share this one's event loop. */
function autocannon(url: string, connections: number, seconds: number): Promise<AutocannonJson> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/autocannon/autocannon.js'),
        '--json',
        '-c',
        String(connections),
        '-d',
        String(seconds),
        '-m',
        'POST',
        '-H',
        'content-type=application/json',
        '-b',
        BODY,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as AutocannonJson)
        : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

async function checkAnswer(url: string, target: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
  });
  const text = await res.text();
  let same = false;
  try {
    same = JSON.stringify(JSON.parse(text)) === EXPECTED;
  } catch {
    // not JSON: reported below
  }
  if (res.status !== 200 || !same)
    throw new Error(`${target} answered ${res.status} ${text}, not ${EXPECTED}`);
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux), or undefined elsewhere. A figure
 * that a loaded machine distorts much less than requests per second: what one request costs the server.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / 100 : undefined;
}

export async function measure(
  target: WebhookFigure['target'],
  url: string,
  seconds: number,
  pid?: number,
): Promise<WebhookFigure[]> {
  await checkAnswer(url, target);
  await autocannon(url, 10, 2); // warm-up: JIT, pools, caches
  const figures: WebhookFigure[] = [];
  for (const connections of CONNECTIONS) {
    const cpuBefore = cpuSeconds(pid);
    const r = await autocannon(url, connections, seconds);
    const cpuAfter = cpuSeconds(pid);
    const requests = r.requests.average * seconds;
    figures.push({
      target,
      connections,
      rps: r.requests.average,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      cpuUsPerRequest:
        cpuBefore !== undefined && cpuAfter !== undefined && requests > 0
          ? ((cpuAfter - cpuBefore) * 1e6) / requests
          : undefined,
    });
  }
  return figures;
}

/** A migrated database with one account, and a session token for it to call the API with. */
export async function prepareOurs(databaseUrl: string): Promise<string> {
  return prepareDatabase(await openDatabase({ databaseUrl }));
}

/** The same, on a database already open (PGlite in a DATA_DIR, for one). */
export async function prepareDatabase(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  try {
    await database.migrate();
    const now = () => new Date();
    await ensureLedgerGenesis(database.db, now);
    const { user } = await database.db.transaction((tx) =>
      createAccount({ db: tx, now }, { email: 'bench@example.com', username: 'bench', role: 'user' }),
    );
    const session = await createSession({ db: database.db, now }, { userId: user.id, userAgent: 'bench' });
    return session.token;
  } finally {
    await database.close();
  }
}

async function activateOurs(baseUrl: string, token: string) {
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
  await call('POST', `/api/workflows/${workflow.id}/activate`, {});
}

async function benchOurs(adminUrl: string, seconds: number) {
  const db = await scratchDatabase(adminUrl);
  try {
    const token = await prepareOurs(db.url);
    // As `npm start` runs it: the bundle (scripts/server-build.mjs).
    const server = await startBuiltProcess(
      'main',
      {
        DATABASE_URL: db.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aiz-bench-')),
        NODE_ENV: 'production',
      },
      '/api/health',
      // `BENCH_WEBHOOK_PROFILE=DIR` writes a V8 CPU profile of our server into DIR.
      process.env.BENCH_WEBHOOK_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WEBHOOK_PROFILE}`]
        : [],
    );
    try {
      await activateOurs(server.url, token);
      const figures = await measure('ours', `${server.url}/webhook/bench`, seconds, server.pid);
      // Runs go on after their answer (the respond node's checkpoint): let them end before the pool closes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

async function benchBare(adminUrl: string, seconds: number) {
  const db = await scratchDatabase(adminUrl);
  try {
    const server = await startProcess('bench/bare-webhook.ts', { DATABASE_URL: db.url }, '/health');
    try {
      return await measure('bare', `${server.url}/webhook/bench`, seconds, server.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** n8n on its own PostgreSQL database, defaults otherwise (every execution saved), as a user would run it. */
async function benchN8n(adminUrl: string, seconds: number) {
  const db = await scratchDatabase(adminUrl);
  const pgUrl = new URL(db.url);
  const folder = mkdtempSync(path.join(tmpdir(), 'aiz-bench-n8n-'));
  const port = await freePort();
  const env = {
    ...process.env,
    N8N_USER_FOLDER: folder,
    N8N_PORT: String(port),
    N8N_RUNNERS_BROKER_PORT: String(await freePort()),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_SECURE_COOKIE: 'false',
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: pgUrl.hostname,
    DB_POSTGRESDB_PORT: pgUrl.port || '5432',
    DB_POSTGRESDB_DATABASE: pgUrl.pathname.slice(1),
    DB_POSTGRESDB_USER: decodeURIComponent(pgUrl.username) || 'postgres',
    DB_POSTGRESDB_PASSWORD: decodeURIComponent(pgUrl.password),
  };
  const cli = (...args: string[]) => {
    const r = spawnSync(process.execPath, [n8nBin, ...args], {
      cwd: n8nDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`n8n ${args[0]} exited ${r.status}`);
  };
  try {
    const file = path.join(folder, 'workflow.json');
    writeFileSync(file, JSON.stringify(n8nWorkflow));
    cli('import:workflow', `--input=${file}`);
    // 2.x: "publish" replaces "activate", and takes effect when n8n starts.
    cli('publish:workflow', `--id=${n8nWorkflow.id}`);
    const child = spawn(process.execPath, [n8nBin, 'start'], { cwd: n8nDir, env, stdio: 'ignore' });
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`n8n exited with ${child.exitCode}`);
        if (i > 300) throw new Error('n8n did not answer /healthz within a minute');
        const ok = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // Published workflows are activated after /healthz answers: wait until the webhook answers.
      for (let i = 0; ; i++) {
        const res = await fetch(`${url}/webhook/bench`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: BODY,
        });
        await res.arrayBuffer();
        if (res.status === 200) break;
        if (i > 300) throw new Error(`n8n's webhook still answered ${res.status} after a minute`);
        await new Promise((r) => setTimeout(r, 200));
      }
      return await measure('n8n', `${url}/webhook/bench`, seconds, child.pid);
    } finally {
      await stopped(child);
    }
  } finally {
    await db.drop();
  }
}

/** `BENCH_WEBHOOK_TARGETS=ours,bare` measures only those (all three by default). */
function wanted(target: WebhookFigure['target']) {
  const list = process.env.BENCH_WEBHOOK_TARGETS;
  return !list || list.split(',').includes(target);
}

export async function benchWebhook(adminUrl: string, seconds = 10): Promise<WebhookBench> {
  const figures = [
    ...(wanted('ours') ? await benchOurs(adminUrl, seconds) : []),
    ...(wanted('bare') ? await benchBare(adminUrl, seconds) : []),
  ];
  if (!wanted('n8n')) return { figures, n8nSkipped: 'not measured (BENCH_WEBHOOK_TARGETS)' };
  if (!existsSync(n8nInstalled)) return { figures, n8nSkipped: 'not installed, run npm run bench:peers' };
  figures.push(...(await benchN8n(adminUrl, seconds)));
  return { figures };
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

export function printWebhookBench({ figures, n8nSkipped }: WebhookBench) {
  const of = (target: string, connections: number) =>
    figures.find((f) => f.target === target && f.connections === connections);
  for (const f of figures) {
    console.log(
      `${f.target.padEnd(5)} c=${String(f.connections).padEnd(3)} ${fmt(f.rps).padStart(7)} req/s   p99 ${fmt(f.p99Ms).padStart(5)} ms   non-2xx ${f.non2xx}   errors ${f.errors}${f.cpuUsPerRequest === undefined ? '' : `   server CPU ${fmt(f.cpuUsPerRequest)} µs/request`}`,
    );
  }
  if (n8nSkipped) console.log(`n8n: ${n8nSkipped}`);
  for (const connections of CONNECTIONS) {
    const ours = of('ours', connections);
    const bare = of('bare', connections);
    const n8n = of('n8n', connections);
    if (!ours) continue;
    const ratios = [
      n8n ? `ours/n8n ${(ours.rps / n8n.rps).toFixed(1)}× (goal >= 20)` : undefined,
      bare ? `ours/bare ${(ours.rps / bare.rps).toFixed(2)} (goal >= 0.25)` : undefined,
    ].filter(Boolean);
    console.log(`c=${connections}: ${ratios.join('   ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url =
    process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  benchWebhook(url, Number(process.env.BENCH_WEBHOOK_SECONDS ?? 10))
    .then(printWebhookBench)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
