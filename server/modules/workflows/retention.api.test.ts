/** Run retention: the newest N runs per workflow and D days, never a running or waiting run, effects too. */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRunSteps, workflowRuns } from '../../db/schema/workflows';
import { workflowEffects } from '../../db/schema/workflows-effects';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { pruneRuns } from './retention';
import { createWorkflow } from './testing/documents';

const DAY = 24 * 60 * 60 * 1000;
type Status = (typeof workflowRuns.$inferInsert)['status'];

describe('run retention', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'retention' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A stored run that started `daysAgo` days before the test clock (finished a minute later unless it goes on). */
  const storeRun = async (workflowId: string, status: Status, daysAgo: number) => {
    const id = randomUUID();
    const startedAt = new Date(t.clock.now - daysAgo * DAY);
    const ongoing = status === 'running' || status === 'waiting';
    await t.database.db.insert(workflowRuns).values({
      id,
      workflowId,
      trigger: 'manual',
      status,
      result: [],
      state: {},
      startedAt,
      finishedAt: ongoing ? null : new Date(startedAt.getTime() + 60_000),
      deadline: new Date(startedAt.getTime() + DAY),
    });
    await t.database.db.insert(workflowRunSteps).values({
      runId: id,
      seq: 1,
      nodeId: 'start',
      runIndex: 0,
      status: 'succeeded',
      input: [],
      output: [],
      tries: 1,
      startedAt,
      finishedAt: startedAt,
    });
    await t.database.db
      .insert(workflowEffects)
      .values({ key: `mail:${id}`, runId: id, kind: 'email', createdAt: startedAt });
    return id;
  };
  const remaining = async (ids: string[]) =>
    (
      await t.database.db
        .select({ id: workflowRuns.id })
        .from(workflowRuns)
        .where(inArray(workflowRuns.id, ids))
    )
      .map((row) => row.id)
      .sort();

  it('deletes finished runs older than the days kept, with their steps and effects, never an ongoing one', async () => {
    const wf = await createWorkflow(ada);
    const oldDone = await storeRun(wf, 'succeeded', 40);
    const oldFailed = await storeRun(wf, 'failed', 31);
    const oldWaiting = await storeRun(wf, 'waiting', 40);
    const oldRunning = await storeRun(wf, 'running', 40);
    const recent = await storeRun(wf, 'cancelled', 29);
    const all = [oldDone, oldFailed, oldWaiting, oldRunning, recent];

    expect(await pruneRuns(t.database.db, new Date(t.clock.now), { keep: 1000, keepDays: 30 })).toBe(2);
    expect(await remaining(all)).toEqual([oldWaiting, oldRunning, recent].sort());
    const steps = await t.database.db
      .select({ runId: workflowRunSteps.runId })
      .from(workflowRunSteps)
      .where(inArray(workflowRunSteps.runId, [oldDone, oldFailed]));
    expect(steps).toEqual([]);
    const effects = await t.database.db
      .select({ runId: workflowEffects.runId })
      .from(workflowEffects)
      .where(inArray(workflowEffects.runId, all));
    expect(effects.map((e) => e.runId).sort()).toEqual([oldWaiting, oldRunning, recent].sort());

    // A day later on the test clock, the cancelled run has passed the limit too.
    t.clock.advance(2 * DAY);
    expect(await pruneRuns(t.database.db, new Date(t.clock.now), { keep: 1000, keepDays: 30 })).toBe(1);
    expect(await remaining(all)).toEqual([oldWaiting, oldRunning].sort());
  });

  it("keeps each workflow's newest runs, counting ongoing ones but never deleting them", async () => {
    const first = await createWorkflow(ada);
    const second = await createWorkflow(ada);
    const oldest = await storeRun(first, 'succeeded', 5);
    const waiting = await storeRun(first, 'waiting', 4);
    const older = await storeRun(first, 'failed', 3);
    const newer = await storeRun(first, 'succeeded', 2);
    const newest = await storeRun(first, 'running', 1);
    const other = await storeRun(second, 'succeeded', 6);

    expect(await pruneRuns(t.database.db, new Date(t.clock.now), { keep: 2, keepDays: 30 })).toBe(2);
    expect(await remaining([oldest, waiting, older, newer, newest, other])).toEqual(
      [waiting, newer, newest, other].sort(),
    );
    const [kept] = await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, waiting));
    expect(kept?.status).toBe('waiting');
  });
});
