/**
 * Queue mode on PostgreSQL and Redis with real worker processes (`server/worker.ts`): a worker killed with
 * SIGKILL mid-run leaves its run to the next worker, which resumes it from the checkpoint, and the e-mail
 * and the AIZ transfer done before the kill are not done again; two workers never execute the same run;
 * with three workers, a per-second schedule (BullMQ job schedulers) fires once per tick.
 * Needs AIZ_TEST_DB=postgres with TEST_DATABASE_URL, and TEST_REDIS_URL; skipped otherwise. A TEST_REDIS_URL
 * without a database number gets one of 11-14 at random, so other runs sharing the server take none of its jobs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail';
import { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import { workflowScheduleTicks } from '../../../db/schema/workflows-schedules';
import { aiz, getUserBalance, transfer, userAccountId } from '../../../ledger';
import { testDatabaseKind } from '../../../test/database';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { scaled } from '../../../test/time';
import { createBullRunQueue, RUN_QUEUE_NAME } from '../runs/bullmq-run-queue';
import { runEnvOf } from '../runs/run-env';
import type { RunQueue } from '../runs/run-queue';
import { line, node, workflowWith } from '../testing/documents';
import { createBullJobSchedules, SCHEDULE_QUEUE_NAME } from '../triggers/bullmq-schedules';
import { createScheduler } from '../triggers/schedules';
import { ownWorkflow } from '../workflow-rows';
import { queueRun } from './queued-runs';

/** TEST_REDIS_URL, on a Redis database of this file's own unless it names one. */
function ownRedisDatabase(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const own = new URL(url);
  if (own.pathname.length > 1) return url;
  own.pathname = `/${11 + Math.floor(Math.random() * 4)}`;
  return own.toString();
}
const redisUrl = ownRedisDatabase(process.env.TEST_REDIS_URL);
const ready = testDatabaseKind === 'postgres' && redisUrl !== undefined;
if (!ready) {
  console.info(
    'queue durability: skipped (needs AIZ_TEST_DB=postgres, TEST_DATABASE_URL and TEST_REDIS_URL)',
  );
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const LEASE_MS = 1500;

/** Resolves once `check` holds; polls, since the workers are other processes. */
async function until<T>(
  check: () => Promise<T | undefined>,
  what: string,
  limitMs = scaled(60_000),
): Promise<T> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.runIf(ready)('queue mode: worker processes on PostgreSQL and Redis', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let databaseUrl: string;
  let queue: RunQueue;
  const workers = new Set<ChildProcess>();

  const startWorker = (logLevel = 'warn') => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aiz-worker-')),
        WORKFLOW_LEASE_MS: String(LEASE_MS),
        WORKFLOW_CONCURRENCY: '4',
        LOG_LEVEL: logLevel,
      },
      stdio: ['ignore', logLevel === 'warn' ? 'inherit' : 'pipe', 'inherit'],
    });
    workers.add(child);
    child.once('exit', () => workers.delete(child));
    return child;
  };
  const stopWorker = (child: ChildProcess, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name;
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // A queue left from an earlier run of this file holds ids of runs in a database that is gone.
    const redis = new Redis(redisUrl as string);
    const stale = [
      ...(await redis.keys(`bull:${RUN_QUEUE_NAME}:*`)),
      ...(await redis.keys(`bull:${SCHEDULE_QUEUE_NAME}:*`)),
    ];
    if (stale.length > 0) await redis.del(...stale);
    redis.disconnect();
    const failing: RunQueue = {
      enqueue: async () => {
        throw new Error('Redis should have taken the run');
      },
      drain: async () => {},
    };
    queue = createBullRunQueue(redisUrl as string, failing, t.deps.logger);
    ada = await createSignedInUser(t, { username: 'queuepayer' });
    bob = await createSignedInUser(t, { username: 'queuepaid' });
    await transfer(t.database.db, {
      idempotencyKey: 'queue-test-fund',
      from: 'system:issuance',
      to: userAccountId(ada.user.id),
      amount: aiz(100),
      kind: 'genesis',
      at: t.deps.now(),
    });
  }, scaled(120_000));
  afterAll(async () => {
    await Promise.all([...workers].map((w) => stopWorker(w, 'SIGKILL')));
    await queue?.drain();
    await t?.close();
  });

  const enqueue = async (workflowId: string) => {
    const workflow = await ownWorkflow(t.database.db, ada.user.id, workflowId);
    return queueRun(runEnvOf(t.deps), queue, { workflow, versionNumber: null, trigger: 'manual' });
  };
  const runRow = async (runId: string) =>
    (await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId)))[0];
  const stepsOf = (runIds: string[]) =>
    t.database.db
      .select()
      .from(workflowRunSteps)
      .where(inArray(workflowRunSteps.runId, runIds))
      .orderBy(asc(workflowRunSteps.seq));

  it(
    'resumes a run whose worker was killed mid-run, and neither e-mails nor pays twice',
    async () => {
      const id = await workflowWith(ada, {
        ...line([
          node('start', 'manual-trigger'),
          node('mail', 'send-email', { to: 'queued@example.test', subject: 'Once', text: 'Only once.' }),
          node('pay', 'aiz-transfer', { to: 'queuepaid', amount: '5', memo: 'once' }),
          node('slow', 'code', {
            jsCode: 'const end = Date.now() + 2000; while (Date.now() < end) {} return $input.all();',
          }),
        ]),
        settings: { budgetAiz: '10' },
      });
      const before = await getUserBalance(t.database.db, bob.user.id);
      const first = startWorker();
      const runId = await enqueue(id);
      // The payment's checkpoint is stored: the worker is in the slow node now.
      await until(async () => {
        const steps = await stepsOf([runId]);
        return steps.some((s) => s.nodeId === 'pay') ? true : undefined;
      }, 'the payment step');
      await stopWorker(first, 'SIGKILL');
      const cut = await runRow(runId);
      expect(cut?.error ?? null).toBeNull();
      expect(cut?.status).toBe('running');

      startWorker();
      const done = await until(async () => {
        const row = await runRow(runId);
        return row && row.status !== 'running' && row.status !== 'queued' ? row : undefined;
      }, 'the resumed run to end');
      expect(done.status).toBe('succeeded');
      expect(done.error).toBeNull();
      const steps = await stepsOf([runId]);
      expect(steps.filter((s) => s.nodeId === 'mail')).toHaveLength(1);
      expect(steps.filter((s) => s.nodeId === 'pay')).toHaveLength(1);
      expect(
        await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'queued@example.test')),
      ).toHaveLength(1);
      expect(await getUserBalance(t.database.db, bob.user.id)).toBe(before + aiz(5));
    },
    scaled(120_000),
  );

  it(
    'never lets two workers execute the same run',
    async () => {
      const id = await workflowWith(ada, {
        ...line([
          node('start', 'manual-trigger'),
          node('work', 'code', { jsCode: 'return [{ json: { done: true } }];' }),
        ]),
      });
      startWorker();
      startWorker();
      const runIds: string[] = [];
      for (let i = 0; i < 20; i += 1) runIds.push(await enqueue(id));
      await until(async () => {
        const rows = await t.database.db.select().from(workflowRuns).where(inArray(workflowRuns.id, runIds));
        return rows.every((r) => r.status === 'succeeded') ? true : undefined;
      }, 'the 20 runs to succeed');
      const steps = await stepsOf(runIds);
      // Each run's trigger and code node ran once: no run was executed by both workers.
      expect(steps).toHaveLength(runIds.length * 2);
      for (const runId of runIds) {
        expect(steps.filter((s) => s.runId === runId).map((s) => s.nodeId)).toEqual(['start', 'work']);
      }
    },
    scaled(120_000),
  );

  it(
    'fires a per-second schedule once per tick with three workers; a worker shuts down cleanly on SIGTERM',
    async () => {
      // As the web process with REDIS_URL: activation upserts the job schedulers, workers take the ticks.
      const jobs = createBullJobSchedules(redisUrl as string, t.deps.logger);
      const scheduler = createScheduler(runEnvOf(t.deps), jobs);
      await scheduler.start();
      try {
        const id = await workflowWith(ada, {
          ...line([
            node('tick', 'schedule-trigger', {
              rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] },
            }),
            node('work', 'code', { jsCode: 'return [{ json: { done: true } }];' }),
          ]),
        });
        // One of them logs at info level: its shutdown is checked at the end.
        const watched = startWorker('info');
        let output = '';
        watched.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        startWorker();
        startWorker();
        expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
        expect((await ada.request('POST', `/api/workflows/${id}/activate`, {})).status).toBe(200);
        const ticksOf = () =>
          t.database.db
            .select()
            .from(workflowScheduleTicks)
            .where(eq(workflowScheduleTicks.workflowId, id))
            .orderBy(asc(workflowScheduleTicks.tickAt));
        // A short window: from the first tick a worker took, four more seconds.
        await until(async () => ((await ticksOf()).length > 0 ? true : undefined), 'the first tick');
        await new Promise((resolve) => setTimeout(resolve, 4000));
        expect((await ada.request('POST', `/api/workflows/${id}/deactivate`)).status).toBe(200);
        const runsOf = () => t.database.db.select().from(workflowRuns).where(eq(workflowRuns.workflowId, id));
        await until(async () => {
          const runs = await runsOf();
          return runs.every((r) => r.status === 'succeeded') ? true : undefined;
        }, 'the scheduled runs to end');

        const ticks = await ticksOf();
        const runs = await runsOf();
        expect(ticks.length).toBeGreaterThanOrEqual(3);
        // Each tick is a whole second of its own, and started exactly one run, which ran once.
        const seconds = ticks.map((tick) => tick.tickAt.getTime());
        expect(seconds.every((ms) => ms % 1000 === 0)).toBe(true);
        expect(new Set(seconds).size).toBe(ticks.length);
        expect(runs.map((r) => r.id).sort()).toEqual(ticks.map((tick) => tick.runId).sort());
        // Every run's two steps: waited for, then counted exactly (a run that ran twice would have more). A
        // failure names the runs and their step counts.
        const expected = runs.length * 2;
        const steps = await until(
          async () => {
            const found = await stepsOf(runs.map((r) => r.id));
            return found.length >= expected ? found : undefined;
          },
          'every run to have its two steps',
          scaled(15_000),
        ).catch(async (error: Error) => {
          const found = await stepsOf(runs.map((r) => r.id));
          const perRun = runs.map((r) => `${r.id}: ${found.filter((x) => x.runId === r.id).length}`);
          throw new Error(`${error.message} (${perRun.join(', ')})`);
        });
        expect(steps).toHaveLength(expected);
        // Deactivation removed the schedulers: no tick after it.
        expect(await jobs.ids(id)).toEqual([]);

        await until(
          async () => (output.includes('"msg":"worker ready"') ? true : undefined),
          'the worker to start',
        );
        const exited = new Promise<number | null>((resolve) => watched.once('exit', (code) => resolve(code)));
        watched.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(output).toContain('"msg":"shutting down","service":"aiz-worker","signal":"SIGTERM"');
        expect(output).toContain('"msg":"stopped"');
      } finally {
        scheduler.stop();
        await jobs.close();
      }
    },
    scaled(120_000),
  );
});
