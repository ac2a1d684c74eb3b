/** Durable timers over a real database: wait nodes go on at their time, once, and cancelled runs never do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../../engine/nodes/code/shared-pool';
import { latestOutboxMail } from '../../../mail';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runEnvOf } from '../runs/run-env';
import { createWorkflowTimers, type WorkflowTimers } from './timers';

const node = (id: string, type: string, name: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters,
});
const edge = (id: string, source: string, target: string) => ({
  id,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});

describe('workflow timers', () => {
  let t: TestApp;
  let owner: SignedInUser;
  /** A timer service as one server process would run it (tests call tick() instead of starting it). */
  const timers = (): WorkflowTimers => createWorkflowTimers(runEnvOf(t.deps), { intervalMs: 1000 });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    owner = await createSignedInUser(t, { username: 'timerowner' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  /** Start → Wait 2 minutes → Done; answers the workflow and its run, waiting. */
  const waitingRun = async () => {
    const created = await (await owner.request('POST', '/api/workflows', { name: 'Wait a bit' })).json();
    await owner.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: {
        nodes: [
          node('start', 'manual-trigger', 'Start'),
          node('wait', 'wait', 'Wait', { resume: 'timeInterval', amount: 2, unit: 'minutes' }),
          node('done', 'no-op', 'Done'),
        ],
        edges: [edge('e1', 'start', 'wait'), edge('e2', 'wait', 'done')],
        settings: {},
      },
      revision: 1,
    });
    const run = await (
      await owner.request('POST', `/api/workflows/${created.id}/runs`, { input: { n: 1 } })
    ).json();
    expect(run.status).toBe('waiting');
    expect(run.waitingFor).toMatchObject({ kind: 'time', until: t.clock.now + 120_000, nodeId: 'wait' });
    return { workflowId: created.id as string, runId: run.id as string };
  };
  const runOf = async ({ workflowId, runId }: { workflowId: string; runId: string }) =>
    (await owner.request('GET', `/api/workflows/${workflowId}/runs/${runId}`)).json();

  it('continues a wait node at its time, not before', async () => {
    const run = await waitingRun();
    const service = timers();
    t.clock.advance(119_999);
    expect(await service.tick()).toBe(0);
    expect((await runOf(run)).status).toBe('waiting');
    t.clock.advance(1);
    expect(await service.tick()).toBe(1);
    const after = await runOf(run);
    expect(after.status).toBe('succeeded');
    expect(after.result).toEqual([[{ json: { n: 1 } }]]);
    expect(after.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['start', 'wait', 'wait', 'done']);
    expect(await service.tick()).toBe(0);
  });

  it('continues an overdue run once at the first tick, with two processes ticking at once', async () => {
    const run = await waitingRun();
    // The process that started the wait is gone; two fresh ones start after the time has passed.
    t.clock.advance(10 * 60_000);
    const [a, b] = await Promise.all([timers().tick(), timers().tick()]);
    expect(a + b).toBe(1);
    const after = await runOf(run);
    expect(after.status).toBe('succeeded');
    expect(after.steps.filter((s: { nodeId: string }) => s.nodeId === 'done')).toHaveLength(1);
  });

  it('never continues a run cancelled while it waited', async () => {
    const run = await waitingRun();
    await owner.request('POST', `/api/workflows/${run.workflowId}/runs/${run.runId}/cancel`);
    t.clock.advance(10 * 60_000);
    expect(await timers().tick()).toBe(0);
    const after = await runOf(run);
    expect(after.status).toBe('cancelled');
    expect(after.steps.map((s: { nodeId: string }) => s.nodeId)).not.toContain('done');
  });

  it('mails the approvers of an approval reached after a timer, with links to the configured origin', async () => {
    const created = await (await owner.request('POST', '/api/workflows', { name: 'Wait, then ask' })).json();
    await owner.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: {
        nodes: [
          node('start', 'manual-trigger', 'Start'),
          node('wait', 'wait', 'Wait', { resume: 'timeInterval', amount: 1, unit: 'hours' }),
          node('ask', 'approval', 'Ask', { approvers: ['={{ $json.manager }}'], message: 'Go on?' }),
        ],
        edges: [edge('e1', 'start', 'wait'), edge('e2', 'wait', 'ask')],
        settings: {},
      },
      revision: 1,
    });
    const manager = 'timed-manager@example.com';
    const run = await (
      await owner.request('POST', `/api/workflows/${created.id}/runs`, { input: { manager } })
    ).json();
    t.clock.advance(60 * 60_000);
    expect(await timers().tick()).toBe(1);
    expect((await runOf({ workflowId: created.id, runId: run.id })).waitingFor).toMatchObject({
      kind: 'decision',
      nodeId: 'ask',
    });
    const [mail] = await latestOutboxMail(t.database.db, manager, 1);
    // No request started this part of the run: the link uses PUBLIC_ORIGIN, else this server on localhost.
    expect(mail?.text).toMatch(/http:\/\/localhost:5000\/approve\/[\w-]+\.[\w-]+/);
  });

  it('stops cleanly after it was started', async () => {
    const service = timers();
    service.start();
    await service.stop();
  });
});
