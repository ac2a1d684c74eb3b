/**
 * Queued runs in one process (no Redis): a queued run is claimed once and executed by the in-process
 * queue; a run whose worker's lease ran out is taken over at the next start and resumed from its
 * checkpoint, without running again the steps it had done.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startRunQueues } from '../run-queues';
import { runEnvOf } from '../runs/run-env';
import { claimRun, renewLease, runsToTakeOver } from '../runs/run-lease';
import type { RunQueue } from '../runs/run-queue';
import { line, node, workflowWith } from '../testing/documents';
import { ownWorkflow } from '../workflow-rows';
import { queueRun } from './queued-runs';

/** A queue that only keeps the ids, so a test decides who executes them. */
const held = (): RunQueue & { ids: string[] } => {
  const ids: string[] = [];
  return { ids, enqueue: async (runId) => void ids.push(runId), drain: async () => {} };
};

describe('queued runs', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'queuer' });
  });
  afterAll(() => t.close());

  const queued = async (queue: RunQueue) => {
    const id = await workflowWith(ada, {
      ...line([
        node('start', 'manual-trigger'),
        node('greet', 'code', { jsCode: 'return [{ json: { hello: $input.first().json.who } }];' }),
      ]),
    });
    const workflow = await ownWorkflow(t.database.db, ada.user.id, id);
    return queueRun(
      runEnvOf(t.deps),
      queue,
      { workflow, versionNumber: null, trigger: 'schedule' },
      {
        triggerItems: [{ json: { who: 'Ada' } }],
      },
    );
  };
  const row = async (runId: string) =>
    (await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId)))[0];
  const steps = (runId: string) =>
    t.database.db
      .select()
      .from(workflowRunSteps)
      .where(eq(workflowRunSteps.runId, runId))
      .orderBy(asc(workflowRunSteps.seq));
  const config = { redisUrl: undefined, workflowConcurrency: 2, workflowLeaseMs: 60_000 };

  it('claims a queued run once, and lets only its owner renew the lease', async () => {
    const queue = held();
    const runId = await queued(queue);
    expect(queue.ids).toEqual([runId]);
    expect((await row(runId))?.status).toBe('queued');
    const now = new Date();
    const one = await claimRun(t.database.db, runId, 'one', now, 60_000);
    expect(one).toMatchObject({ status: 'running', leaseToken: 1 });
    expect(await claimRun(t.database.db, runId, 'two', now, 60_000)).toBeNull();
    expect(await renewLease(t.database.db, runId, { owner: 'two', token: 1 }, now, 60_000)).toBe(false);
    expect(await renewLease(t.database.db, runId, { owner: 'one', token: 1 }, now, 60_000)).toBe(true);
    // Once the lease has run out, another worker may take the run over.
    const later = new Date(now.getTime() + 61_000);
    expect(await runsToTakeOver(t.database.db, later, 60_000)).toContain(runId);
    expect(await claimRun(t.database.db, runId, 'two', later, 60_000)).toMatchObject({
      leaseOwner: 'two',
      leaseToken: 2,
    });
    // The first owner's lease is gone: renewing it fails.
    expect(await renewLease(t.database.db, runId, { owner: 'one', token: 1 }, later, 60_000)).toBe(false);
  });

  it('executes a queued run in process with its trigger items', async () => {
    const queues = startRunQueues(runEnvOf(t.deps), config, 'web');
    const runId = await queued(queues.queue);
    await queues.stop();
    const done = await row(runId);
    expect(done).toMatchObject({ status: 'succeeded', leaseOwner: null, leaseUntil: null });
    expect(done?.result).toEqual([[{ json: { hello: 'Ada' } }]]);
    expect((await steps(runId)).map((s) => s.nodeId)).toEqual(['start', 'greet']);
  });

  it('resumes, at a start, a run whose worker died, from its checkpoint', async () => {
    const queues = startRunQueues(runEnvOf(t.deps), config, 'web');
    const runId = await queued(queues.queue);
    await queues.stop();
    // As a worker that died after the trigger leaves it: running, the greeting still to do, lease over.
    const [trigger] = await steps(runId);
    const finished = await row(runId);
    await t.database.db
      .delete(workflowRunSteps)
      .where(and(eq(workflowRunSteps.runId, runId), eq(workflowRunSteps.nodeId, 'greet')));
    await t.database.db
      .update(workflowRuns)
      .set({
        status: 'running',
        finishedAt: null,
        result: [],
        state: {
          ...(finished?.state as object),
          stack: [{ nodeId: 'greet', inputs: trigger?.output }],
          runCounts: { start: 1 },
        },
        leaseOwner: 'dead',
        leaseUntil: new Date(t.deps.now().getTime() - 1000),
      })
      .where(eq(workflowRuns.id, runId));

    const restarted = startRunQueues(runEnvOf(t.deps), config, 'web');
    // The sweep at start finds the run; stop() waits for it once it is on the queue.
    let resumed = await row(runId);
    for (let i = 0; i < 100 && resumed?.leaseOwner === 'dead'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      resumed = await row(runId);
    }
    await restarted.stop();
    expect(await row(runId)).toMatchObject({ status: 'succeeded', result: [[{ json: { hello: 'Ada' } }]] });
    expect((await steps(runId)).map((s) => s.nodeId)).toEqual(['start', 'greet']);
  });

  it('fails, saying why, a run whose worker died when its checkpoint was too large to keep', async () => {
    const queues = startRunQueues(runEnvOf(t.deps), config, 'web');
    const runId = await queued(queues.queue);
    await queues.stop();
    const message = "This run's items were too large to keep what it needs to continue.";
    // As a worker that died mid-run leaves a run whose checkpoint state was not kept (stored-run-budget.ts).
    await t.database.db
      .update(workflowRuns)
      .set({
        status: 'running',
        finishedAt: null,
        state: {
          stack: [],
          waiting: {},
          runCounts: { start: 1 },
          nodeState: {},
          lastOutputs: {},
          notKept: { message },
        },
        leaseOwner: 'dead',
        leaseUntil: new Date(t.deps.now().getTime() - 1000),
      })
      .where(eq(workflowRuns.id, runId));

    const restarted = startRunQueues(runEnvOf(t.deps), config, 'web');
    let ended = await row(runId);
    for (let i = 0; i < 100 && ended?.status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ended = await row(runId);
    }
    await restarted.stop();
    expect(await row(runId)).toMatchObject({
      status: 'failed',
      error: { message, code: 'too_large' },
      leaseOwner: null,
    });
  });
});
