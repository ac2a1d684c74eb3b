/**
 * A write-behind run store's held checkpoint written by its timer or by a graceful stop, not by the engine:
 * what that write throws (here a record the database refuses; before, one JSON.stringify could not write, the F1 crash) is logged and the run
 * stored as failed with the reason, and the process goes on. A graceful stop writes every held checkpoint
 * at once and holds no more.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import { type RunRecord, startRun } from '../../../engine/core';
import { fakeDeps, flow, n } from '../../../engine/core/testing';
import { createLogger } from '../../../lib/logger';
import { createSignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { resumeHoldingCheckpoints, writeHeldRuns } from './held-runs';
import { createDatabaseRunStore } from './run-store';

/**
 * A value the database refuses (jsonb holds no NUL): what a Code node can make, since only input from
 * outside is refused at the door. (A value nested too deep no longer fails a write: item-caps.ts
 * summarises it.)
 */
function unstorable(): unknown {
  return `a${String.fromCharCode(0)}b`;
}

describe('run store: held checkpoints written in the background', () => {
  let t: TestApp;
  let workflowId: string;
  let finished: RunRecord;
  const logged: Array<{ level: string; line: Record<string, unknown> }> = [];
  const log = createLogger('error', {}, (line, level) => logged.push({ level, line: JSON.parse(line) }));
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    const ada = await createSignedInUser(t, { username: 'heldfailures' });
    workflowId = (await (await ada.request('POST', '/api/workflows', { name: 'Held' })).json()).id;
    finished = await startRun(
      flow([n('a', 'set', { parameters: { items: [{ json: { a: 1 } }] } }), n('b')], ['a>b']),
      fakeDeps(),
      { runId: randomUUID() },
    );
    expect(finished.status).toBe('succeeded');
  });
  // API files share their worker's modules: the graceful stop below must not leave holding off for them.
  afterAll(async () => {
    resumeHoldingCheckpoints();
    await t.close();
  });

  const store = (holdMs: number) =>
    createDatabaseRunStore(
      t.database.db,
      { workflowId, versionNumber: 1, trigger: 'webhook' },
      { holdMs, maxHeldSteps: 50 },
      undefined,
      log,
    );
  const running = (id: string): RunRecord => ({ ...finished, id, status: 'running', finishedAt: undefined });
  const runRow = async (id: string) =>
    (await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, id)))[0];

  let s: ReturnType<typeof store>;
  it("stores the run as failed with the reason when its timer cannot write the record, and the engine's next checkpoint fails", async () => {
    const id = randomUUID();
    // The store's clock and timer on the test's hand, so the checkpoint is held and then its timer fires.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      s = store(1000);
      await s.saveStep(id, finished.steps[0]!);
      // The record as the engine holds it: its result is what the timer's write cannot serialise.
      await s.saveRun({ ...running(id), result: [[{ json: { text: unstorable() } }]] } as RunRecord);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => expect((await runRow(id))?.status).toBe('failed'), { timeout: 30_000 });
    const row = (await runRow(id))!;
    expect(row.error).toMatchObject({
      message: expect.stringMatching(/^The run's record could not be stored: .*[Uu]nicode/),
      code: 'not_stored',
    });
    expect(row.finishedAt).not.toBeNull();
    expect(logged).toContainEqual({
      level: 'error',
      line: expect.objectContaining({ msg: 'a run record could not be stored', runId: id, workflowId }),
    });
    await expect(
      s.saveRun({ ...finished, id, result: [[{ json: { text: unstorable() } }]] } as RunRecord),
    ).rejects.toThrow();
  });

  it("stores the run as failed with the reason when the engine's own checkpoint cannot be written", async () => {
    const id = randomUUID();
    const s = createDatabaseRunStore(
      t.database.db,
      { workflowId, versionNumber: null, trigger: 'manual' },
      undefined,
      undefined,
      log,
    );
    await s.saveStep(id, finished.steps[0]!);
    await s.saveRun(running(id));
    expect(await runRow(id)).toMatchObject({ status: 'running' });
    await expect(
      s.saveRun({ ...finished, id, result: [[{ json: { text: unstorable() } }]] } as RunRecord),
    ).rejects.toThrow();
    expect(await runRow(id)).toMatchObject({
      status: 'failed',
      error: { code: 'not_stored', message: expect.stringMatching(/^The run's record could not be stored/) },
    });
  });

  it('writes every held checkpoint on a graceful stop, and holds none after it', async () => {
    const id = randomUUID();
    const s = store(60_000);
    await s.saveStep(id, finished.steps[0]!);
    await s.saveRun(running(id));
    expect(await runRow(id)).toBeUndefined();

    expect((await writeHeldRuns()).written).toBeGreaterThanOrEqual(1);
    expect(await runRow(id)).toMatchObject({ status: 'running' });
    const steps = () => t.database.db.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, id));
    expect(await steps()).toHaveLength(1);

    // A run still going while the process stops writes each checkpoint as it comes.
    await s.saveStep(id, finished.steps[1]!);
    await s.saveRun(running(id));
    expect(await steps()).toHaveLength(2);
  });
});
