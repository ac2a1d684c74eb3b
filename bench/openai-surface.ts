/**
 * Issue 11's OpenAI-compatible benchmark: what `POST /v1/chat/completions` costs on top of running the
 * deployment's workflow, and against a bare Hono handler answering the same JSON. One deployment of a plain
 * workflow (manual trigger → edit fields `text = 'Hello ' + message`; no AI, so no model time), every run
 * persisted (PostgreSQL when one answers, else the embedded database), measured one after the other in one
 * run at 50 connections:
 * - ours: the app (this process, production mode) under autocannon (its own process) with an API key;
 * - in-process: `invokeDeployment()` of the same deployment, awaited and turned into the same answer, by 50
 *   concurrent loops in this process (no HTTP, no key, no validation);
 * - bare: bench/bare-openai.ts, a Hono handler answering the same `chat.completion` (no run, no database).
 * Run alone: `node --import tsx bench/openai-surface.ts` (BENCH_OPENAI_SECONDS sets each measure's length).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { AppDeps } from '../server/deps';
import { ensureLedgerGenesis } from '../server/ledger';
import { createLogger } from '../server/lib/logger';
import { createMemoryRateLimitStore } from '../server/lib/rate-limit';
import { createAccount, createSession } from '../server/modules/auth';
import {
  answerText,
  completionMeta,
  completionOf,
  completionUsage,
  deploymentBySlug,
  invokeDeployment,
  outputOf,
} from '../server/modules/deployments';
import { runEnvOf } from '../server/modules/workflows';
import { openProcessServices } from '../server/process-services';
import { reachablePostgres, scratchDatabase } from './lib/postgres';
import { root, startProcess } from './lib/servers';

export interface OpenAiFigure {
  target: 'ours' | 'in-process' | 'bare';
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 200 (or, in process, runs that did not succeed). */
  failed: number;
}

export interface OpenAiSurfaceBench {
  database: 'postgresql' | 'embedded';
  connections: number;
  seconds: number;
  figures: OpenAiFigure[];
}

const CONNECTIONS = Number(process.env.BENCH_OPENAI_CONNECTIONS ?? 50);
const SLUG = 'bench-hello';
const MESSAGES = [{ role: 'user', content: 'Ada' }];
const BODY = JSON.stringify({ model: SLUG, messages: MESSAGES });
const EXPECTED = 'Hello Ada';

const document = {
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0], parameters: {} },
    {
      id: 'hello',
      type: 'set',
      typeVersion: 1,
      name: 'Hello',
      position: [200, 0],
      parameters: {
        assignments: [{ name: 'text', type: 'string', value: "={{ 'Hello ' + $json.message }}" }],
      },
    },
  ],
  edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'hello', targetInput: 0 }],
  settings: {},
};

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function autocannon(url: string, connections: number, seconds: number, apiKey?: string) {
  return new Promise<AutocannonJson>((resolve, reject) => {
    const args = [
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
      ...(apiKey ? ['-H', `authorization=Bearer ${apiKey}`] : []),
      '-b',
      BODY,
      url,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
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

async function measureHttp(
  target: OpenAiFigure['target'],
  url: string,
  seconds: number,
  apiKey?: string,
): Promise<OpenAiFigure> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    body: BODY,
  });
  const answer = (await res.json()) as { choices?: Array<{ message: { content: string } }> };
  if (res.status !== 200 || answer.choices?.[0]?.message.content !== EXPECTED) {
    throw new Error(`${target} answered ${res.status} ${JSON.stringify(answer)}`);
  }
  await autocannon(url, 10, 2, apiKey); // warm-up: JIT, pools, caches
  const r = await autocannon(url, CONNECTIONS, seconds, apiKey);
  return {
    target,
    rps: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

/** `concurrency` loops calling `once` until the time is up: runs/s and latency percentiles. */
async function measureLoop(concurrency: number, ms: number, once: () => Promise<boolean>) {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (await once()) latencies.push(performance.now() - t0);
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { rps: latencies.length / elapsed, p50Ms: pct(0.5), p99Ms: pct(0.99), failed };
}

export async function benchOpenAiSurface(seconds = Number(process.env.BENCH_OPENAI_SECONDS ?? 5)) {
  const postgres = await reachablePostgres();
  const scratch = postgres ? await scratchDatabase(postgres) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-bench-openai-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const logger = createLogger('error', { service: 'bench' }, (line) => process.stderr.write(`${line}\n`));
  const services = await openProcessServices(config, logger);
  const now = () => new Date();
  const deps: AppDeps = {
    config,
    ...services,
    logger,
    rateLimits: createMemoryRateLimitStore(),
    now,
    version: 'bench',
    // An API benchmark: no client files served.
    clientDir: null,
  };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await ensureLedgerGenesis(services.database.db, now);
    const { user } = await services.database.db.transaction((tx) =>
      createAccount({ db: tx, now }, { email: 'bench@example.com', username: 'bench', role: 'user' }),
    );
    const session = await createSession(
      { db: services.database.db, now },
      { userId: user.id, userAgent: 'bench' },
    );
    const api = async (method: string, url: string, body: unknown) => {
      const res = await fetch(`${origin}${url}`, {
        method,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const workflow = await api('POST', '/api/workflows', { name: 'Bench hello', document });
    await api('POST', `/api/workflows/${workflow.id}/versions`, {});
    await api('POST', '/api/deployments', { workflowId: workflow.id, slug: SLUG, surfaces: ['openai'] });
    // The highest per-key rate a key may have: at more than 10,000 calls a minute, the rest are 429s.
    const { secret } = await api('POST', '/api/api-keys', {
      name: 'bench',
      rateLimitPerMinute: 10_000,
      monthlyQuota: 100_000_000,
    });

    const figures: OpenAiFigure[] = [];
    figures.push(await measureHttp('ours', `${origin}/v1/chat/completions`, seconds, secret));

    const deployment = (await deploymentBySlug(services.database.db, SLUG))!;
    const env = runEnvOf(deps, { log: logger, url: origin });
    const once = async () => {
      const message = MESSAGES.at(-1)!.content;
      const invoked = await invokeDeployment(env, {
        deployment,
        surface: 'openai',
        input: { messages: MESSAGES, message },
        apiKeyId: null,
        callerId: user.id,
      });
      const record = await invoked.done;
      if (record?.status !== 'succeeded') return false;
      const text = answerText(outputOf(record.result));
      // The answer the surface would send, built the same way.
      JSON.stringify(
        completionOf(
          completionMeta(invoked.runId, SLUG, now()),
          invoked.runId,
          text,
          completionUsage(record.usage),
        ),
      );
      return text === EXPECTED;
    };
    if (!(await once())) throw new Error('in-process: the run did not answer as expected');
    await measureLoop(10, 2000, once); // warm-up
    figures.push({ target: 'in-process', ...(await measureLoop(CONNECTIONS, seconds * 1000, once)) });

    const bare = await startProcess('bench/bare-openai.ts', {}, '/health');
    try {
      figures.push(await measureHttp('bare', `${bare.url}/v1/chat/completions`, seconds));
    } finally {
      await bare.stop();
    }
    // Runs write their last rows after the answer: let them end before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      database: scratch ? 'postgresql' : 'embedded',
      connections: CONNECTIONS,
      seconds,
      figures,
    } satisfies OpenAiSurfaceBench;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

export function printOpenAiSurfaceBench(b: OpenAiSurfaceBench) {
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  for (const f of b.figures) {
    console.log(
      `${f.target.padEnd(11)} c=${b.connections}   ${fmt(f.rps).padStart(7)} req/s   p50 ${ms(f.p50Ms).padStart(9)}   p99 ${ms(f.p99Ms).padStart(9)}   failed ${f.failed}`,
    );
  }
  const by = (t: OpenAiFigure['target']) => b.figures.find((f) => f.target === t)!;
  const ours = by('ours');
  const inProcess = by('in-process');
  const bare = by('bare');
  console.log(
    `ours/in-process ${(ours.rps / inProcess.rps).toFixed(2)}   ours/bare ${(ours.rps / bare.rps).toFixed(3)}   p50 added over in-process ${ms(ours.p50Ms - inProcess.p50Ms)}   (${b.database} database, ${b.seconds} s each)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchOpenAiSurface()
    .then((b) => {
      printOpenAiSurfaceBench(b);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
