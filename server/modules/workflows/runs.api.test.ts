/**
 * Runs stored through the engine's RunStore port: the engine (with the core test kit's fake node types)
 * runs against the real database store, and the API reads what it wrote.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeRun, startRun } from '../../engine/core';
import { fakeDeps, flow, n } from '../../engine/core/testing';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDatabaseRunStore } from './runs/run-store';

describe('workflow runs', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let workflowId: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'runner' });
    workflowId = (await (await ada.request('POST', '/api/workflows', { name: 'Runs' })).json()).id;
  });
  afterAll(() => t.close());

  const depsFor = (trigger: string) => ({
    ...fakeDeps(),
    store: createDatabaseRunStore(t.database.db, { workflowId, versionNumber: null, trigger }),
  });
  const detail = async (runId: string) =>
    (await ada.request('GET', `/api/workflows/${workflowId}/runs/${runId}`)).json();

  it("stores every step's input, output and timings in order, and the run's result", async () => {
    const runId = randomUUID();
    const items = [{ json: { a: 1 } }, { json: { a: 2 } }];
    const run = await startRun(
      flow([n('s', 'set', { parameters: { items } }), n('p')], ['s>p']),
      depsFor('manual'),
      { runId },
    );
    expect(run.status).toBe('succeeded');
    const stored = await detail(runId);
    expect(stored).toMatchObject({ id: runId, status: 'succeeded', trigger: 'manual', versionNumber: null });
    expect(stored.steps.map((s: { seq: number; nodeId: string }) => [s.seq, s.nodeId])).toEqual([
      [1, 's'],
      [2, 'p'],
    ]);
    expect(stored.steps[1].input).toEqual([items]);
    expect(stored.steps[1].output).toEqual([items]);
    expect(stored.result).toEqual([items]);
    const list = await (await ada.request('GET', `/api/workflows/${workflowId}/runs`)).json();
    expect(list.runs.map((r: { id: string }) => r.id)).toContain(runId);
  });

  it('records a failed run with the node and message, and caps oversized items', async () => {
    const runId = randomUUID();
    const big = [{ json: { text: 'x'.repeat(600 * 1024) } }];
    await startRun(
      flow(
        [n('s', 'set', { parameters: { items: big } }), n('x', 'stop', { parameters: { message: 'No.' } })],
        ['s>x'],
      ),
      depsFor('manual'),
      { runId },
    );
    const stored = await detail(runId);
    expect(stored.status).toBe('failed');
    expect(stored.error).toMatchObject({ message: 'No.', nodeId: 'x' });
    expect(stored.steps[0].output).toMatchObject({ truncated: true, items: [1], kept: [[]], keptItems: 0 });
    expect(stored.steps[0].output.message).toMatch(/^The only item is not shown \(more than 512 KB/);
  });

  it('keeps a waiting run, and numbers the steps of its resumption after the first ones', async () => {
    const runId = randomUUID();
    const workflow = flow([n('a', 'approval'), n('p')], ['a>p']);
    const waiting = await startRun(workflow, depsFor('manual'), { runId });
    expect((await detail(runId)).status).toBe('waiting');
    await resumeRun(workflow, depsFor('manual'), waiting, { decision: 'approved' });
    const stored = await detail(runId);
    expect(stored.status).toBe('succeeded');
    expect(stored.steps.map((s: { seq: number }) => s.seq)).toEqual([1, 2, 3]);
    expect(stored.result[0][0].json).toEqual({ decision: 'approved' });
  });

  it("keeps runs to the workflow's owner", async () => {
    const bob = await createSignedInUser(t, { username: 'notrunner' });
    expect((await bob.request('GET', `/api/workflows/${workflowId}/runs`)).status).toBe(404);
    expect((await ada.request('GET', `/api/workflows/${workflowId}/runs/${randomUUID()}`)).status).toBe(404);
  });
});
