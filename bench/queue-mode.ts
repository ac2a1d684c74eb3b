/**
 * Queue mode against the in-process queue: the same small workflow (manual trigger → edit fields → code)
 * queued `runs` times with at most `window` runs outstanding, then one at a time, on PostgreSQL:
 * - in process: this process is a web process without REDIS_URL; its bounded queue executes the runs;
 * - queue mode: this process is a web process with REDIS_URL, which only stores runs and puts their ids on
 *   BullMQ, and two `npm run worker` processes (server/worker.ts) execute them. A run Redis refuses would
 *   run here: that fails the benchmark rather than print the in-process queue's figures as queue mode's.
 * Runs are handed over with `queueRun`, what every queued entry point calls: `POST /api/workflows/{id}/runs`
 * executes inline in the web process (it answers with the finished run), so it never reaches a worker.
 * A run has finished when its row says so (`finished_at`, written by whoever executed it), found by polling
 * the database. Figures: runs/s from the first submit to the last finish; p50/p95 of submit → finish under
 * load (mostly the wait behind the other runs) and one at a time (what the hand-over adds). Each mode gets
 * a scratch database, dropped after; queue mode a scratch Redis database, whose BullMQ keys are deleted.
 * Run alone: `node --import tsx bench/queue-mode.ts` (BENCH_QUEUE_RUNS, BENCH_QUEUE_WINDOW;
 * BENCH_DATABASE_URL or TEST_DATABASE_URL; BENCH_REDIS_URL or TEST_REDIS_URL, default redis://127.0.0.1:6379/14).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { workflowDocumentSchema } from '@common/workflow/document';
import { workflowDocument } from '@common/workflow/versions';
import { eq, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { users } from '../server/db/schema/auth';
import { workflowRuns, workflows } from '../server/db/schema/workflows';
import { createLogger } from '../server/lib/logger';
import { queueRun, type RunQueues, runEnvOf, startRunQueues } from '../server/modules/workflows';
import { openProcessServices } from '../server/process-services';
import { defaultPostgresUrl, reachablePostgres, scratchDatabase } from './lib/postgres';
import { root } from './lib/servers';
import { p50p95 } from './lib/stats';

export interface QueueModeFigure {
  mode: 'in-process' | 'queue mode';
  /** Processes executing runs, and runs each executes at once (WORKFLOW_CONCURRENCY). */
  executors: number;
  concurrency: number;
  runs: number;
  failed: number;
  runsPerSecond: number;
  /** Submit → finish with `window` runs outstanding: mostly the wait behind the others. */
  loadedP50Ms: number;
  loadedP95Ms: number;
  /** Submit → finish of one run at a time: what the hand-over to an executor adds to a run. */
  aloneRuns: number;
  aloneP50Ms: number;
  aloneP95Ms: number;
}

export type QueueModeBench =
  | { skipped: string }
  | { window: number; inProcess: QueueModeFigure; queueMode: QueueModeFigure };

export interface QueueModeOptions {
  runs?: number;
  /** Runs submitted and not finished at most at once. */
  window?: number;
  warmUp?: number;
  databaseUrl?: string;
  redisUrl?: string;
}

const WORKERS = 2;
const POLL_MS = 20;
/** Give up when no run finished for this long (a worker died, Redis went away). */
const STALL_MS = 60_000;
const INPUT = { name: 'Ada', n: 21 };
const EXPECTED = { greeting: 'hello Ada', doubled: 42, length: 9 };

const node = (id: string, type: string, name: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0] as [number, number],
  parameters,
});

const document = {
  nodes: [
    node('start', 'manual-trigger', 'Start'),
    node('edit', 'set', 'Edit Fields', {
      assignments: [
        { name: 'greeting', type: 'string', value: "={{ 'hello ' + $json.name }}" },
        { name: 'doubled', type: 'number', value: '={{ $json.n * 2 }}' },
      ],
    }),
    node('code', 'code', 'Code', {
      jsCode:
        'return $input.all().map((item) => ({ json: { ...item.json, length: item.json.greeting.length } }));',
    }),
  ],
  edges: [
    { id: 'start-edit', source: 'start', sourceOutput: 0, target: 'edit', targetInput: 0 },
    { id: 'edit-code', source: 'edit', sourceOutput: 0, target: 'code', targetInput: 0 },
  ],
  settings: {},
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Redis URL to use and why not, when it cannot be used. */
async function checkRedis(url: string): Promise<string | undefined> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let refused: string | undefined;
  redis.on('error', (err: Error) => {
    refused ??= err.message;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    const reason = refused ?? (err instanceof Error ? err.message : String(err));
    return `no Redis answered at ${url} (${reason}; set BENCH_REDIS_URL)`;
  }
  try {
    // BullMQ names its connections `bull:...`: another server or test using this database's run queue.
    const db = Number(new URL(url).pathname.slice(1) || 0);
    const clients = String(await redis.call('client', 'list')).split('\n');
    const busy = clients.some((line) => line.includes(` db=${db} `) && / name=bull:/.test(line));
    if (busy) {
      return `Redis database ${db} at ${url} holds a run queue someone else uses: point BENCH_REDIS_URL at a free database`;
    }
    await deleteQueueKeys(redis); // left by an earlier run that was killed
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/** Every BullMQ key of the scratch Redis database (the run queue's, and any other queue's). */
async function deleteQueueKeys(redis: Redis) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'bull:*', 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** A migrated scratch database holding one user's workflow; the workflow's id. */
async function prepare(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    const now = new Date();
    const [user] = await database.db
      .insert(users)
      .values({ username: 'bench', email: 'bench@example.com', createdAt: now })
      .returning({ id: users.id });
    const [workflow] = await database.db
      .insert(workflows)
      .values({
        ownerId: user!.id,
        name: 'queue bench',
        kind: 'workflow',
        draft: workflowDocument.save(workflowDocumentSchema.parse(document)),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: workflows.id });
    return workflow!.id;
  } finally {
    await database.close();
  }
}

interface Submitter {
  db: Database;
  queues: RunQueues;
  workflowId: string;
}

/**
 * Queues `runs` runs, keeping at most `window` of them unfinished; the submit → finish latency of each, and
 * the time from the first submit to the last finish.
 */
async function drive({ db, queues, workflowId }: Submitter, runs: number, window: number) {
  const [workflow] = await db
    .select({ id: workflows.id, name: workflows.name, ownerId: workflows.ownerId })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  if (!workflow) throw new Error('the bench workflow is gone');
  const env = { db, now: () => new Date() };
  const target = { workflow, versionNumber: null, trigger: 'manual' };
  const outstanding = new Map<string, number>();
  const latencies: number[] = [];
  let submitted = 0;
  let failed = 0;
  let lastFinish = 0;
  let lastProgress = Date.now();
  let sample: string | undefined;
  const first = Date.now();
  while (latencies.length < runs) {
    const batch = Math.min(window - outstanding.size, runs - submitted);
    submitted += batch;
    await Promise.all(
      Array.from({ length: batch }, async () => {
        const at = Date.now();
        const runId = await queueRun(env, queues.queue, target, { triggerItems: [{ json: INPUT }] });
        outstanding.set(runId, at);
        sample ??= runId;
      }),
    );
    await sleep(POLL_MS);
    const rows = await db
      .select({ id: workflowRuns.id, status: workflowRuns.status, finishedAt: workflowRuns.finishedAt })
      .from(workflowRuns)
      .where(inArray(workflowRuns.id, [...outstanding.keys()]));
    for (const row of rows) {
      if (row.status === 'queued' || row.status === 'running' || !row.finishedAt) continue;
      const finished = row.finishedAt.getTime();
      latencies.push(finished - outstanding.get(row.id)!);
      outstanding.delete(row.id);
      if (row.status !== 'succeeded') failed++;
      lastFinish = Math.max(lastFinish, finished);
      lastProgress = Date.now();
    }
    if (Date.now() - lastProgress > STALL_MS) {
      throw new Error(`no run finished for ${STALL_MS / 1000} s (${outstanding.size} outstanding)`);
    }
  }
  return { latencies, failed, seconds: (lastFinish - first) / 1000, sample };
}

/** Checks one run's result, so the figures are of runs that did the work. */
async function checkSample(db: Database, runId: string | undefined) {
  if (!runId) return;
  const [row] = await db
    .select({ status: workflowRuns.status, result: workflowRuns.result, error: workflowRuns.error })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, runId));
  // The last node's output: one list of items per output.
  const json = (row?.result as { json: unknown }[][] | undefined)?.[0]?.[0]?.json;
  if (row?.status !== 'succeeded' || !isDeepStrictEqual(json, EXPECTED)) {
    throw new Error(
      `a bench run ended ${row?.status} with ${JSON.stringify(row?.error ?? json)}, not ${JSON.stringify(EXPECTED)}`,
    );
  }
}

async function measure(
  submitter: Submitter,
  { runs, window, warmUp }: Required<Pick<QueueModeOptions, 'runs' | 'window' | 'warmUp'>>,
  figure: Pick<QueueModeFigure, 'mode' | 'executors' | 'concurrency'>,
): Promise<QueueModeFigure> {
  // Warm-up: JIT, pools, the code sandbox's threads, and proof the executors are up.
  const warm = await drive(submitter, warmUp, window);
  await checkSample(submitter.db, warm.sample);
  const loaded = await drive(submitter, runs, window);
  const aloneRuns = Math.max(10, Math.round(runs / 8));
  const alone = await drive(submitter, aloneRuns, 1);
  const l = p50p95(loaded.latencies);
  const a = p50p95(alone.latencies);
  return {
    ...figure,
    runs,
    failed: loaded.failed + alone.failed,
    runsPerSecond: runs / loaded.seconds,
    loadedP50Ms: l.p50,
    loadedP95Ms: l.p95,
    aloneRuns,
    aloneP50Ms: a.p50,
    aloneP95Ms: a.p95,
  };
}

/**
 * This process as a web process on `env` (server/main.ts's queue, no HTTP): with REDIS_URL it only stores
 * runs and puts their ids on BullMQ; without, its bounded queue executes them. Measures the workflow.
 */
async function asWebProcess(
  env: NodeJS.ProcessEnv,
  workflowId: string,
  options: Required<QueueModeOptions>,
  figure: Pick<QueueModeFigure, 'mode' | 'executors'>,
): Promise<QueueModeFigure> {
  const config = loadConfig(env);
  // When Redis refuses a run, it goes to the in-process queue with this warning: the figures would be
  // the in-process queue's, so it fails the benchmark. Other lines (no SMTP, ...) are not the benchmark's.
  let fellBack = 0;
  const logger = createLogger('warn', { service: 'bench' }, (line, level) => {
    if (line.includes('the run goes to the in-process queue')) fellBack++;
    else if (level === 'error') process.stderr.write(`${line}\n`);
  });
  const services = await openProcessServices(config, logger);
  const queues = startRunQueues(
    runEnvOf({ config, logger, now: () => new Date(), ...services }),
    config,
    'web',
  );
  try {
    const measured = await measure({ db: services.database.db, queues, workflowId }, options, {
      ...figure,
      concurrency: config.workflowConcurrency,
    });
    if (fellBack > 0) throw new Error(`Redis did not take ${fellBack} runs: this process executed them`);
    return measured;
  } finally {
    await queues.stop();
    await services.close();
  }
}

/** A scratch database with the workflow, and a DATA_DIR (the session secret, keys), for one set-up. */
async function scratchSetUp(adminUrl: string) {
  const scratch = await scratchDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-bench-queue-'));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const removeAll = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  };
  try {
    return { env, workflowId: await prepare(scratch.url), removeAll };
  } catch (err) {
    await removeAll();
    throw err;
  }
}

async function benchInProcess(adminUrl: string, options: Required<QueueModeOptions>) {
  const { env, workflowId, removeAll } = await scratchSetUp(adminUrl);
  try {
    return await asWebProcess(env, workflowId, options, { mode: 'in-process', executors: 1 });
  } finally {
    await removeAll();
  }
}

function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/worker.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') {
      process.stderr.write(`a bench worker exited (code ${code}, signal ${signal})\n`);
    }
  });
  return child;
}

function stopWorker(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function benchQueueMode(adminUrl: string, options: Required<QueueModeOptions>) {
  const setUp = await scratchSetUp(adminUrl);
  const workers: ChildProcess[] = [];
  try {
    const env = { ...setUp.env, REDIS_URL: options.redisUrl };
    for (let i = 0; i < WORKERS; i++) workers.push(startWorker(env));
    return await asWebProcess(env, setUp.workflowId, options, { mode: 'queue mode', executors: WORKERS });
  } finally {
    await Promise.all(workers.map(stopWorker));
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    await deleteQueueKeys(redis).catch(() => {});
    redis.disconnect();
    await setUp.removeAll();
  }
}

export const defaultRedisUrl = () =>
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

export async function benchQueueModeVsInProcess(options: QueueModeOptions = {}): Promise<QueueModeBench> {
  const o: Required<QueueModeOptions> = {
    runs: 400,
    window: 32,
    warmUp: 40,
    databaseUrl: defaultPostgresUrl(),
    redisUrl: defaultRedisUrl(),
    ...options,
  };
  if (!(await reachablePostgres(o.databaseUrl))) {
    return { skipped: 'no PostgreSQL answered (set BENCH_DATABASE_URL)' };
  }
  const redisProblem = await checkRedis(o.redisUrl);
  if (redisProblem) return { skipped: redisProblem };
  const inProcess = await benchInProcess(o.databaseUrl, o);
  const queueMode = await benchQueueMode(o.databaseUrl, o);
  return { window: o.window, inProcess, queueMode };
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const ms = (n: number) => `${n.toFixed(1)} ms`;
const signed = (n: number) => `${n < 0 ? '−' : '+'}${ms(Math.abs(n))}`;

export function printQueueModeBench(r: QueueModeBench) {
  if ('skipped' in r) {
    console.log(`skipped: ${r.skipped}`);
    return;
  }
  for (const f of [r.inProcess, r.queueMode]) {
    const who = `${f.executors} process${f.executors > 1 ? 'es' : ''} × ${f.concurrency}`;
    console.log(
      `${f.mode.padEnd(10)} (${who})  ${fmt(f.runsPerSecond).padStart(4)} runs/s   submit→finish with ${r.window} outstanding p50 ${fmt(f.loadedP50Ms)} ms p95 ${fmt(f.loadedP95Ms)} ms   one at a time p50 ${ms(f.aloneP50Ms)} p95 ${ms(f.aloneP95Ms)}   ${f.runs}+${f.aloneRuns} runs, ${f.failed} failed`,
    );
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `ratio queue mode/in-process: runs/s ${ratio(r.queueMode.runsPerSecond, r.inProcess.runsPerSecond)}   one-at-a-time p50 ${ratio(r.queueMode.aloneP50Ms, r.inProcess.aloneP50Ms)} (${signed(r.queueMode.aloneP50Ms - r.inProcess.aloneP50Ms)})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.env.BENCH_QUEUE_RUNS ?? 400);
  const window = Number(process.env.BENCH_QUEUE_WINDOW ?? 32);
  console.log(
    `# Queue mode (2 workers, BullMQ) vs the in-process queue: ${runs} runs of manual → edit fields → code, ${window} outstanding, PostgreSQL`,
  );
  benchQueueModeVsInProcess({ runs, window, warmUp: Math.min(40, runs) })
    .then((r) => {
      printQueueModeBench(r);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
