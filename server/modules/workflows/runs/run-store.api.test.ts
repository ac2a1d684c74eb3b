/**
 * The database RunStore's write-behind (`holdMs`): a young run's checkpoints stay in memory and are written
 * with all their steps in one transaction when the run ends or waits, or once it is `holdMs` old even while a
 * node is still working. Without it, every checkpoint is written at once (runs.api.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import { type RunRecord, startRun } from '../../../engine/core';
import { fakeDeps, flow, n } from '../../../engine/core/testing';
import { createSignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { scaled } from '../../../test/time';
import { claimRun } from './run-lease';
import { batcherOf, createDatabaseRunStore } from './run-store';

describe('run store write-behind', () => {
  let t: TestApp;
  let workflowId: string;
  /** A finished three-node run, made in memory, whose steps and checkpoints the tests replay. */
  let finished: RunRecord;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    const ada = await createSignedInUser(t, { username: 'writebehind' });
    workflowId = (await (await ada.request('POST', '/api/workflows', { name: 'Held' })).json()).id;
    finished = await startRun(
      flow([n('a', 'set', { parameters: { items: [{ json: { a: 1 } }] } }), n('b'), n('c')], ['a>b', 'b>c']),
      fakeDeps(),
      { runId: randomUUID() },
    );
    expect(finished.status).toBe('succeeded');
  });
  afterAll(() => t.close());

  const store = (holdMs: number) =>
    createDatabaseRunStore(
      t.database.db,
      { workflowId, versionNumber: 1, trigger: 'webhook' },
      { holdMs, maxHeldSteps: 50 },
    );
  const running = (id: string): RunRecord => ({ ...finished, id, status: 'running', finishedAt: undefined });
  const runRow = async (id: string) =>
    (await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, id)))[0];
  const stepsOf = async (id: string) =>
    (await t.database.db.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, id)))
      .map((s) => [s.seq, s.nodeId])
      .sort((x, y) => Number(x[0]) - Number(y[0]));

  it('holds a young run and writes it with all its steps when it ends', async () => {
    const id = randomUUID();
    const s = store(60_000);
    for (const step of finished.steps) {
      await s.saveStep(id, step);
      await s.saveRun(running(id));
    }
    expect(await runRow(id)).toBeUndefined();
    await s.saveRun({ ...finished, id });
    expect(await runRow(id)).toMatchObject({ status: 'succeeded', versionNumber: 1, trigger: 'webhook' });
    expect(await stepsOf(id)).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
  });

  it('writes a run that waits before saveRun returns', async () => {
    const id = randomUUID();
    const s = store(60_000);
    await s.saveStep(id, finished.steps[0]!);
    await s.saveRun({ ...running(id), status: 'waiting' });
    expect(await runRow(id)).toMatchObject({ status: 'waiting' });
    expect(await stepsOf(id)).toEqual([[1, 'a']]);
  });

  it('writes held checkpoints once the run is holdMs old, while the next node is still working', async () => {
    const id = randomUUID();
    const s = store(20);
    await s.saveStep(id, finished.steps[0]!);
    await s.saveRun(running(id));
    // No further saveRun: the node after it has not finished, yet its predecessor's checkpoint is written.
    await vi.waitFor(async () => expect(await runRow(id)).toMatchObject({ status: 'running' }), {
      timeout: scaled(10_000),
      interval: 20,
    });
    expect(await stepsOf(id)).toEqual([[1, 'a']]);
    // Checkpoints after that age are written at once, numbered after the ones before.
    await s.saveStep(id, finished.steps[1]!);
    await s.saveRun(running(id));
    expect(await stepsOf(id)).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it("writes a held checkpoint as it was, though the running node has since changed its state and the run's usage", async () => {
    const id = randomUUID();
    const s = store(20);
    const record = running(id);
    record.state = { ...record.state, nodeState: { a: { batch: 1 } } };
    record.usage = { inputTokens: 1, outputTokens: 1, costUsd: 0.01, calls: 1 };
    await s.saveStep(id, finished.steps[0]!);
    await s.saveRun(record);
    // The next node runs: it keeps state and makes an AI call before the timer writes the checkpoint.
    record.state.nodeState.b = { seen: true };
    (record.state.nodeState.a as { batch: number }).batch = 2;
    record.usage!.costUsd = 5;
    await vi.waitFor(async () => expect(await runRow(id)).toMatchObject({ status: 'running' }), {
      timeout: scaled(10_000),
      interval: 20,
    });
    const row = await runRow(id);
    expect((row!.state as RunRecord['state']).nodeState).toEqual({ a: { batch: 1 } });
    expect(row!.usage).toMatchObject({ costUsd: 0.01 });
    expect((row!.state as RunRecord['state']).lastOutputs).toEqual(
      JSON.parse(JSON.stringify(finished.state.lastOutputs)),
    );
  });

  it("lets go of a queued run's lease in the write that ends it, and not before", async () => {
    const id = randomUUID();
    await store(0).saveRun(running(id));
    await t.database.db.update(workflowRuns).set({ status: 'queued' }).where(eq(workflowRuns.id, id));
    const claimed = await claimRun(t.database.db, id, 'worker-a', new Date(), 30_000);
    const lease = { owner: 'worker-a', token: claimed!.leaseToken };
    const leased = createDatabaseRunStore(
      t.database.db,
      { workflowId, versionNumber: 1, trigger: 'webhook' },
      undefined,
      lease,
    );
    await leased.saveStep(id, finished.steps[0]!);
    await leased.saveRun(running(id));
    expect(await runRow(id)).toMatchObject({ status: 'running', leaseOwner: 'worker-a' });
    await leased.saveRun({ ...finished, id });
    expect(await runRow(id)).toMatchObject({ status: 'succeeded', leaseOwner: null, leaseUntil: null });
  });

  it('writes at once past maxHeldSteps, and a new store continues the numbering of a stored run', async () => {
    const id = randomUUID();
    const first = createDatabaseRunStore(
      t.database.db,
      { workflowId, versionNumber: 1, trigger: 'webhook' },
      { holdMs: 60_000, maxHeldSteps: 1 },
    );
    await first.saveStep(id, finished.steps[0]!);
    await first.saveRun(running(id));
    expect(await stepsOf(id)).toEqual([[1, 'a']]);
    const resumed = store(60_000);
    await resumed.saveStep(id, finished.steps[1]!);
    await resumed.saveRun({ ...finished, id });
    expect(await stepsOf(id)).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  const batched = () =>
    createDatabaseRunStore(
      t.database.db,
      { workflowId, versionNumber: 1, trigger: 'webhook' },
      { holdMs: 60_000, maxHeldSteps: 50, batch: true },
    );
  const replay = async (s: ReturnType<typeof batched>, id: string) => {
    for (const step of finished.steps) await s.saveStep(id, step);
    await s.saveRun({ ...finished, id });
  };

  it('writes the first checkpoints of runs ending together in shared statements, each run whole', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const before = { ...batcherOf(t.database.db).stats };
    await Promise.all(ids.map((id) => replay(batched(), id)));
    const after = batcherOf(t.database.db).stats;
    expect(after.grouped - before.grouped).toBe(12);
    expect(after.alone - before.alone).toBe(0);
    // The first run goes at once; the others wait for it and then share fewer statements.
    expect(after.groups - before.groups).toBeLessThan(12);
    for (const id of ids) {
      expect(await runRow(id)).toMatchObject({ status: 'succeeded', versionNumber: 1 });
      expect(await stepsOf(id)).toEqual([
        [1, 'a'],
        [2, 'b'],
        [3, 'c'],
      ]);
    }
  });

  it('writes a run alone when its group fails, and the others still land', async () => {
    // A run that already has steps (as a resumed one would): a group insert from seq 1 conflicts with them.
    const resumed = randomUUID();
    const first = store(0);
    await first.saveStep(resumed, finished.steps[0] as (typeof finished.steps)[0]);
    await first.saveRun(running(resumed));
    const others = [randomUUID(), randomUUID()];
    const before = { ...batcherOf(t.database.db).stats };
    await Promise.all([replay(batched(), resumed), ...others.map((id) => replay(batched(), id))]);
    expect(batcherOf(t.database.db).stats.alone - before.alone).toBeGreaterThan(0);
    expect(await stepsOf(resumed)).toEqual([
      [1, 'a'],
      [2, 'a'],
      [3, 'b'],
      [4, 'c'],
    ]);
    for (const id of others) expect(await stepsOf(id)).toHaveLength(3);
  });
});
