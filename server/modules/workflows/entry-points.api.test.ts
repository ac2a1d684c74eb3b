/**
 * Every entry point nobody waits on goes through the run queue (here the in-process one): a webhook that
 * answers at once, a sub-workflow not waited for, a wait whose time came, a schedule's tick (claimed once
 * however many processes tick). A run executed by the queue was claimed (its lease token is 1 or more);
 * an inline run never is (token 0). And fencing: a worker whose lease another took over writes nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowRunSteps, workflowRuns, workflows } from '../../db/schema/workflows';
import { workflowScheduleTicks } from '../../db/schema/workflows-schedules';
import type { RunRecord } from '../../engine/core';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import type { Logger } from '../../lib/logger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { scaled } from '../../test/time';
import { queuedRunProcessor, queueRun } from './execution/queued-runs';
import { createWorkflowTimers } from './execution/timers';
import { pruneScheduleTicks } from './retention';
import { type RunQueues, startRunQueues } from './run-queues';
import { runEnvOf } from './runs/run-env';
import { claimRun, LeaseLost } from './runs/run-lease';
import type { RunQueue } from './runs/run-queue';
import { createDatabaseRunStore } from './runs/run-store';
import { edge, line, node, workflowWith } from './testing/documents';
import { createScheduler, type ScheduleTimers } from './triggers/schedules';
import { ownWorkflow } from './workflow-rows';

/** Timers that tick only when the test says so. */
function handTimers() {
  const running = new Map<number, (at: Date) => Promise<void>>();
  let next = 0;
  const timers: ScheduleTimers = {
    every(_rule, tick) {
      const id = next++;
      running.set(id, tick);
      return () => running.delete(id);
    },
  };
  return { timers, tickAll: (at: Date) => Promise.all([...running.values()].map((tick) => tick(at))) };
}

/** A logger that keeps what was warned, to see what a worker reported. */
function keptLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const logger: Logger & { warnings: string[] } = {
    warnings,
    debug() {},
    info() {},
    warn: (msg) => void warnings.push(msg),
    error() {},
    child: () => logger,
  };
  return logger;
}

describe('entry points on the run queue', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let queues: RunQueues;
  const config = { redisUrl: undefined, workflowConcurrency: 2, workflowLeaseMs: 60_000 };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'entryada' });
    // As main.ts: the queue first, then everything that starts runs finds it in the deps.
    queues = startRunQueues(runEnvOf(t.deps), config, 'web');
    t.deps.runQueue = queues.queue;
  });
  afterAll(async () => {
    await queues.stop();
    await closeSharedCodePool();
    await t.close();
  });

  const row = async (runId: string) =>
    (await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId)))[0];
  const stepsOf = async (runId: string) =>
    (
      await t.database.db
        .select()
        .from(workflowRunSteps)
        .where(eq(workflowRunSteps.runId, runId))
        .orderBy(asc(workflowRunSteps.seq))
    ).map((s) => s.nodeId);
  // Ended and let go: a queued run's worker writes its last checkpoint, then releases the lease in a write of
  // its own, so a read between the two sees a finished run still leased.
  const ended = (runId: string) =>
    vi.waitFor(
      async () => {
        const found = await row(runId);
        if (!found || ['queued', 'running', 'waiting'].includes(found.status)) throw new Error('not yet');
        if (found.leaseOwner !== null) {
          throw new Error('not released yet');
        }
        return found;
      },
      { timeout: scaled(30_000), interval: 50 },
    );
  const runsOf = async (workflowId: string) =>
    t.database.db.select().from(workflowRuns).where(eq(workflowRuns.workflowId, workflowId));
  const activate = async (id: string) => {
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
    expect((await ada.request('POST', `/api/workflows/${id}/activate`, {})).status).toBe(200);
  };

  it('queues the run of a webhook that answers at once, stored before the answer', async () => {
    const id = await workflowWith(
      ada,
      line([
        node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'queued/hook' }),
        node('shape', 'code', { jsCode: 'return [{ json: { got: $input.first().json.body.n } }];' }),
      ]),
    );
    await activate(id);
    const res = await t.app.request('/webhook/queued/hook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 7 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Workflow was started' });
    const [run] = await runsOf(id);
    expect(run?.trigger).toBe('webhook');
    const done = await ended(run?.id as string);
    expect(done).toMatchObject({ status: 'succeeded', result: [[{ json: { got: 7 } }]], leaseOwner: null });
    expect(done.leaseToken).toBe(1);
    expect(await stepsOf(done.id)).toEqual(['hook', 'shape']);
  });

  it('queues a sub-workflow the caller does not wait for, linked to its parent', async () => {
    const child = await workflowWith(
      ada,
      line([
        node('start', 'manual-trigger'),
        node('twice', 'code', { jsCode: 'return [{ json: { twice: $input.first().json.n * 2 } }];' }),
      ]),
    );
    const parent = await workflowWith(
      ada,
      line([
        node('start', 'manual-trigger'),
        node('call', 'execute-workflow', { workflowId: child, source: 'draft', waitForCompletion: false }),
      ]),
    );
    const res = await ada.request('POST', `/api/workflows/${parent}/runs`, { input: { n: 21 } });
    const run = await res.json();
    expect(run.status).toBe('succeeded');
    // The manual run itself ran inline (no claim); its child was queued.
    expect((await row(run.id))?.leaseToken).toBe(0);
    const { runId, status } = run.result[0][0].json.subWorkflow;
    expect(status).toBe('queued');
    const done = await ended(runId);
    expect(done).toMatchObject({ status: 'succeeded', parentRunId: run.id, trigger: 'sub-workflow' });
    expect(done.result).toEqual([[{ json: { twice: 42 } }]]);
    expect(done.leaseToken).toBe(1);
  });

  it('queues a waiting run whose time came, and the worker continues it from the wait', async () => {
    const id = await workflowWith(ada, {
      nodes: [
        node('start', 'manual-trigger'),
        node('wait', 'wait', { resume: 'timeInterval', amount: 1, unit: 'minutes' }),
        node('done', 'no-op'),
      ],
      edges: [edge('start', 'wait'), edge('wait', 'done')],
    });
    const run = await (await ada.request('POST', `/api/workflows/${id}/runs`, { input: { n: 1 } })).json();
    expect(run.status).toBe('waiting');
    t.clock.advance(60_000);
    // Two processes' timers tick at once: the run is queued once.
    const timers = [1, 2].map(() => createWorkflowTimers(runEnvOf(t.deps), { intervalMs: 1000 }));
    expect((await Promise.all(timers.map((timer) => timer.tick()))).reduce((a, b) => a + b)).toBe(1);
    const done = await ended(run.id);
    expect(done).toMatchObject({ status: 'succeeded', result: [[{ json: { n: 1 } }]], waitingFor: null });
    expect(done.leaseToken).toBe(1);
    expect(await stepsOf(run.id)).toEqual(['start', 'wait', 'wait', 'done']);
  });

  it('fires a schedule tick once when two processes tick it, and queues its run', async () => {
    const id = await workflowWith(
      ada,
      line([
        node('every', 'schedule-trigger', { rule: { interval: [{ field: 'minutes', minutesInterval: 5 }] } }),
        node('after', 'no-op'),
      ]),
    );
    const hands = [handTimers(), handTimers()];
    const schedulers = hands.map((hand) => createScheduler(runEnvOf(t.deps), hand.timers));
    for (const scheduler of schedulers) await scheduler.start();
    try {
      await activate(id);
      const first = new Date('2026-01-01T00:05:00.000Z');
      const second = new Date('2026-01-01T00:10:00.000Z');
      await Promise.all(hands.map((hand) => hand.tickAll(first)));
      // The same tick again (a late timer, a restarted process): claimed already.
      await Promise.all(hands.map((hand) => hand.tickAll(new Date(first.getTime() + 400))));
      await Promise.all(hands.map((hand) => hand.tickAll(second)));
      const ticks = await t.database.db
        .select()
        .from(workflowScheduleTicks)
        .where(eq(workflowScheduleTicks.workflowId, id))
        .orderBy(asc(workflowScheduleTicks.tickAt));
      expect(ticks.map((tick) => [tick.nodeId, tick.tickAt.toISOString()])).toEqual([
        ['every', first.toISOString()],
        ['every', second.toISOString()],
      ]);
      const runs = await runsOf(id);
      expect(runs.map((r) => r.id).sort()).toEqual(ticks.map((tick) => tick.runId).sort());
      for (const run of runs) {
        const done = await ended(run.id);
        expect(done).toMatchObject({ status: 'succeeded', trigger: 'schedule', versionNumber: 1 });
        expect(await stepsOf(run.id)).toEqual(['every', 'after']);
      }
      // Deactivated: a timer that still ticks somewhere starts nothing.
      expect((await ada.request('POST', `/api/workflows/${id}/deactivate`)).status).toBe(200);
      const stale = handTimers();
      const late = createScheduler(runEnvOf(t.deps), stale.timers);
      expect(await late.fire(id, 'every')).toBeUndefined();
    } finally {
      for (const scheduler of schedulers) scheduler.stop();
    }
  });

  it('follows activations made through another process at a resync (timers in process)', async () => {
    const id = await workflowWith(
      ada,
      line([
        node('every', 'schedule-trigger', { rule: { interval: [{ field: 'minutes', minutesInterval: 5 }] } }),
      ]),
    );
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
    const scheduler = createScheduler(runEnvOf(t.deps), handTimers().timers);
    await scheduler.start();
    // Another process's activation: this one's hook never heard of it.
    scheduler.stop();
    await activate(id);
    await scheduler.start();
    const servedHere = () => scheduler.scheduled().filter((s) => s.workflowId === id);
    expect(servedHere()).toHaveLength(1);
    await t.database.db.update(workflows).set({ activeVersion: null }).where(eq(workflows.id, id));
    expect(servedHere()).toHaveLength(1);
    await scheduler.resync();
    expect(servedHere()).toEqual([]);
    await t.database.db.update(workflows).set({ activeVersion: 1 }).where(eq(workflows.id, id));
    await scheduler.resync();
    expect(servedHere().map((s) => s.nodeId)).toEqual(['every']);
    scheduler.stop();
    await ada.request('POST', `/api/workflows/${id}/deactivate`);
  });

  it('forgets tick claims after a day', async () => {
    const id = await workflowWith(ada, line([node('start', 'manual-trigger')]));
    const now = t.deps.now();
    const claim = (ms: number) => ({
      workflowId: id,
      nodeId: 'start',
      tickAt: new Date(now.getTime() - ms),
      runId: crypto.randomUUID(),
      createdAt: now,
    });
    await t.database.db.insert(workflowScheduleTicks).values([claim(25 * 3600_000), claim(3600_000)]);
    expect(await pruneScheduleTicks(t.database.db, now)).toBe(1);
    const left = await t.database.db
      .select()
      .from(workflowScheduleTicks)
      .where(eq(workflowScheduleTicks.workflowId, id));
    expect(left.map((tick) => tick.tickAt)).toEqual([new Date(now.getTime() - 3600_000)]);
  });

  /** A queued run of a workflow, held (not executed) so the test decides who claims it. */
  const heldRun = async (jsCode: string) => {
    const id = await workflowWith(
      ada,
      line([node('start', 'manual-trigger'), node('work', 'code', { jsCode })]),
    );
    const workflow = await ownWorkflow(t.database.db, ada.user.id, id);
    const held: RunQueue = { enqueue: async () => {}, drain: async () => {} };
    return queueRun(runEnvOf(t.deps), held, { workflow, versionNumber: null, trigger: 'manual' });
  };

  it('cancels a queued run before a worker claims it', async () => {
    const runId = await heldRun('return $input.all();');
    const { workflowId } = (await row(runId)) as { workflowId: string };
    const res = await ada.request('POST', `/api/workflows/${workflowId}/runs/${runId}/cancel`);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('cancelled');
    expect(await claimRun(t.database.db, runId, 'late', t.deps.now(), 60_000)).toBeNull();
  });

  it('refuses the checkpoint of a worker whose lease was taken over (fencing token)', async () => {
    const runId = await heldRun('return $input.all();');
    const now = t.deps.now();
    const first = await claimRun(t.database.db, runId, 'stalled', now, 1000);
    expect(first?.leaseToken).toBe(1);
    // The stalled worker's lease runs out; another worker claims the run.
    const later = new Date(now.getTime() + 2000);
    const second = await claimRun(t.database.db, runId, 'next', later, 60_000);
    expect(second?.leaseToken).toBe(2);

    const meta = { workflowId: second?.workflowId as string, versionNumber: null, trigger: 'manual' };
    const record: RunRecord = {
      id: runId,
      status: 'succeeded',
      steps: [],
      result: [[{ json: { stale: true } }]],
      startedAt: now.getTime(),
      finishedAt: now.getTime(),
      deadline: now.getTime() + 60_000,
      state: second?.state as RunRecord['state'],
    };
    const stale = createDatabaseRunStore(t.database.db, meta, undefined, { owner: 'stalled', token: 1 });
    await stale.saveStep(runId, {
      nodeId: 'start',
      runIndex: 0,
      status: 'succeeded',
      input: [],
      output: [[{ json: {} }]],
      tries: 1,
      startedAt: now.getTime(),
      finishedAt: now.getTime(),
    });
    await expect(stale.saveRun(record)).rejects.toBeInstanceOf(LeaseLost);
    // Nothing of the stale write: neither the finish nor its step.
    expect(await row(runId)).toMatchObject({
      status: 'running',
      leaseOwner: 'next',
      leaseToken: 2,
      result: [],
    });
    expect(await stepsOf(runId)).toEqual([]);
    // The owner's writes go through.
    const owner = createDatabaseRunStore(t.database.db, meta, undefined, { owner: 'next', token: 2 });
    await owner.saveRun({ ...record, result: [[{ json: { fresh: true } }]] });
    expect(await row(runId)).toMatchObject({ status: 'succeeded', result: [[{ json: { fresh: true } }]] });
  });

  it('stops a worker that lost its lease mid-run without writing, and logs it', async () => {
    const runId = await heldRun(
      'const end = Date.now() + 1500; while (Date.now() < end) {} return $input.all();',
    );
    const log = keptLogger();
    const process = queuedRunProcessor({ ...runEnvOf(t.deps), log }, 'slow-worker', {
      leaseMs: 60_000,
      renewMs: 200,
    });
    const working = process(runId);
    // The trigger's checkpoint is written: the worker is in the slow code node.
    await vi.waitFor(
      async () => {
        if (!(await stepsOf(runId)).includes('start')) throw new Error('not yet');
      },
      { timeout: scaled(30_000), interval: 20 },
    );
    // Another worker takes the run over (as after the lease ran out).
    await t.database.db
      .update(workflowRuns)
      .set({ leaseOwner: 'other-worker', leaseToken: 2 })
      .where(eq(workflowRuns.id, runId));
    await working;
    expect(await row(runId)).toMatchObject({ status: 'running', leaseOwner: 'other-worker', leaseToken: 2 });
    expect(await stepsOf(runId)).toEqual(['start']);
    expect(log.warnings).toContain(
      'lease lost: the run was stopped without writing, its new owner goes on with it',
    );
  });
});
