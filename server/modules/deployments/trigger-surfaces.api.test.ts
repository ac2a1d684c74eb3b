/**
 * The trigger surfaces of a deployment: runs started by its webhook, form and schedule count as its runs
 * (`deployment_runs` with the surface and the outcome); a paused deployment's webhook answers 503
 * DEPLOYMENT_PAUSED and its schedule stops; a rollback changes what the webhook does, not its URL; the test
 * webhook URL still serves the builder.
 */
import { randomUUID } from 'node:crypto';
import { DEPLOYMENT_PAUSED } from '@common/schemas/deployments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import type { CronRule } from '../../engine/nodes/schedule-trigger/rules';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { scaled } from '../../test/time';
import { edge, node } from '../../test/workflow-documents';
import { createScheduler, runEnvOf, type Scheduler } from '../workflows';
import { TriggerRunWriter } from './trigger-runs';

/** Three triggers into one node that says which version answered. */
const triggered = (version: string) => ({
  nodes: [
    node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'orders/:id', responseMode: 'lastNode' }),
    node('form', 'form-trigger', { path: 'deployed-form', formFields: [{ label: 'Name', required: true }] }),
    node('tick', 'schedule-trigger', { rule: { interval: [{ field: 'minutes', minutesInterval: 15 }] } }),
    node('answer', 'code', { jsCode: `return [{ version: '${version}' }];` }),
  ],
  edges: [edge('hook', 'answer'), edge('form', 'answer'), edge('tick', 'answer')],
  settings: {},
});

/** Schedule timers that tick only when the test says so. */
function handTimers() {
  const running = new Map<number, (at: Date) => Promise<void>>();
  let next = 0;
  return {
    timers: {
      every(_rule: CronRule, tick: (at: Date) => Promise<void>) {
        const id = next++;
        running.set(id, tick);
        return () => running.delete(id);
      },
    },
    count: () => running.size,
    tickAll: (at: Date) => Promise.all([...running.values()].map((tick) => tick(at))),
  };
}

describe('trigger surfaces of a deployment', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let scheduler: Scheduler;
  const hand = handTimers();
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'hooker' });
    scheduler = createScheduler(runEnvOf(t.deps), hand.timers);
    await scheduler.start();
  });
  afterAll(async () => {
    scheduler.stop();
    await closeSharedCodePool();
    await t.close();
  });

  const post = (url: string, body: unknown) =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rowsOf = (deploymentId: string) =>
    t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, deploymentId));

  let deploymentId: string;
  let webhookUrl: string;

  it('counts webhook, form and schedule runs as the deployment runs, with their outcome', async () => {
    const wf = await (await ada.request('POST', '/api/workflows', { name: 'Hooked' })).json();
    let revision = 1;
    for (const version of ['v1', 'v2']) {
      const saved = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
        document: triggered(version),
        revision,
      });
      revision = (await saved.json()).revision;
      expect((await ada.request('POST', `/api/workflows/${wf.id}/versions`, { note: version })).status).toBe(
        201,
      );
    }
    const deployed = await ada.request('POST', '/api/deployments', { workflowId: wf.id, slug: 'hooked' });
    expect(deployed.status).toBe(201);
    const deployment = await deployed.json();
    deploymentId = deployment.id;
    webhookUrl = deployment.urls.webhook;
    expect(deployment.surfaces).toEqual(expect.arrayContaining(['webhook', 'schedule', 'form']));
    expect(webhookUrl).toBe('http://localhost/webhook/orders/:id');

    const hooked = await post('/webhook/orders/42', { n: 1 });
    expect(hooked.status).toBe(200);
    expect(await hooked.json()).toEqual({ version: 'v2' });
    const [row] = await rowsOf(deploymentId);
    expect(row).toMatchObject({
      surface: 'webhook',
      versionNumber: 2,
      status: 'succeeded',
      error: null,
      apiKeyId: null,
    });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
    expect(row!.finishedAt).not.toBeNull();

    expect((await post('/api/forms/deployed-form', { Name: 'Ada' })).status).toBe(200);
    expect(hand.count()).toBe(1);
    await hand.tickAll(new Date('2026-01-01T00:15:00Z'));
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(deploymentId);
        expect(rows.map((r) => [r.surface, r.status]).sort()).toEqual([
          ['form', 'succeeded'],
          ['schedule', 'succeeded'],
          ['webhook', 'succeeded'],
        ]);
      },
      { timeout: scaled(30_000), interval: 50 },
    );
  });

  it('writes the rows of runs that stop together in one statement, and a workflow with no deployment writes none', async () => {
    const writer = new TriggerRunWriter(t.database.db);
    const deployment = await (await ada.request('GET', `/api/deployments/${deploymentId}`)).json();
    const stopped = (workflowId: string) => ({
      workflow_id: workflowId,
      run_id: randomUUID(),
      version_number: 2,
      surface: 'schedule' as const,
      status: 'succeeded' as const,
      duration_ms: 5,
      usage: null,
      error: null,
      started_at: new Date(t.clock.now).toISOString(),
      finished_at: new Date(t.clock.now + 5).toISOString(),
    });
    const before = (await rowsOf(deploymentId)).length;
    // The first goes at once; the four that arrive while it is in flight go together in the next statement.
    await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => writer.write(stopped(deployment.workflowId))),
      writer.write(stopped(randomUUID())),
    ]);
    expect(writer.stats).toEqual({ statements: 2, rows: 6 });
    expect((await rowsOf(deploymentId)).length).toBe(before + 5);
  });

  it('a failed trigger run is recorded with its error', async () => {
    const wf = await (await ada.request('POST', '/api/workflows', { name: 'Breaks' })).json();
    const saved = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: {
        nodes: [
          node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'breaks', responseMode: 'lastNode' }),
          node('boom', 'code', { jsCode: `throw new Error('Out of stock.');` }),
        ],
        edges: [edge('hook', 'boom')],
        settings: {},
      },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    await ada.request('POST', `/api/workflows/${wf.id}/versions`, {});
    const deployment = await (await ada.request('POST', '/api/deployments', { workflowId: wf.id })).json();
    await post('/webhook/breaks', {});
    const [row] = await rowsOf(deployment.id);
    expect(row).toMatchObject({ surface: 'webhook', status: 'failed' });
    expect(row!.error).toContain('Out of stock.');
  });

  it('a rollback changes what the webhook does, not its URL', async () => {
    const rolled = await ada.request('PATCH', `/api/deployments/${deploymentId}`, { versionNumber: 1 });
    expect(rolled.status).toBe(200);
    expect((await rolled.json()).urls.webhook).toBe(webhookUrl);
    const res = await post('/webhook/orders/7', {});
    expect(await res.json()).toEqual({ version: 'v1' });
    const rows = await rowsOf(deploymentId);
    expect(
      rows
        .filter((r) => r.surface === 'webhook')
        .map((r) => r.versionNumber)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('paused: the webhook answers 503 DEPLOYMENT_PAUSED, the schedule stops; resumed, both are back', async () => {
    const paused = await ada.request('PATCH', `/api/deployments/${deploymentId}`, { status: 'paused' });
    expect(paused.status).toBe(200);
    const before = (await rowsOf(deploymentId)).length;

    const res = await post('/webhook/orders/7', {});
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'deployment_paused', message: DEPLOYMENT_PAUSED });
    // Paths of no paused deployment still answer n8n's 404.
    expect((await post('/webhook/nothing-here', {})).status).toBe(404);
    expect(hand.count()).toBe(0);
    await hand.tickAll(new Date('2026-01-01T00:30:00Z'));
    expect((await post('/api/forms/deployed-form', { Name: 'Ada' })).status).toBe(404);
    expect((await rowsOf(deploymentId)).length).toBe(before);

    const resumed = await ada.request('PATCH', `/api/deployments/${deploymentId}`, { status: 'active' });
    expect(resumed.status).toBe(200);
    expect(hand.count()).toBe(1);
    const again = await post('/webhook/orders/7', {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ version: 'v1' });
  });

  it('the test webhook URL still runs the draft for the builder, and is not counted', async () => {
    const deployment = await (await ada.request('GET', `/api/deployments/${deploymentId}`)).json();
    const before = (await rowsOf(deploymentId)).length;
    const listen = await ada.request('POST', `/api/workflows/${deployment.workflowId}/webhook-test/listen`);
    expect(listen.status).toBe(200);
    const res = await post('/webhook-test/orders/9', {});
    expect(res.status).toBe(200);
    // The draft is the last version saved (v2), whatever version the deployment serves.
    expect(await res.json()).toEqual({ version: 'v2' });
    expect((await rowsOf(deploymentId)).length).toBe(before);
  });
});
