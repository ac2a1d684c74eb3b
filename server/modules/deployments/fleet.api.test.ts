/**
 * The fleet over the API: figures computed from real calls through POST /api/run/{slug} (runs per minute
 * over the last hour, runs/min, error rate with a workflow that fails on demand, latency percentiles, cost
 * and earnings today), and the live logs over SSE (the last calls, then a new call's events, and not the
 * builder's own runs of the workflow).
 */
import { randomUUID } from 'node:crypto';
import type { DeploymentLogEvent, Fleet } from '@common/schemas/fleet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { workflowRuns } from '../../db/schema/workflows';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { aiz } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { node, readSseEvents } from '../../test/workflow-documents';

const readEvents = (res: Response, until?: (event: DeploymentLogEvent) => boolean) =>
  readSseEvents<DeploymentLogEvent>(res, until);

const MINUTE = 60_000;

describe('the fleet', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let secret: string;
  const ids: Record<string, { workflowId: string; deploymentId: string; slug: string }> = {};

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'fleetada' });
    bob = await createSignedInUser(t, { username: 'fleetbob' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  async function deploy(name: string, jsCode: string) {
    const workflowId = (await (await ada.request('POST', '/api/workflows', { name })).json()).id as string;
    const document = {
      nodes: [node('start', 'manual-trigger'), node('work', 'code', { jsCode })],
      edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'work', targetInput: 0 }],
      settings: {},
    };
    const saved = await ada.request('PUT', `/api/workflows/${workflowId}/draft`, { document, revision: 1 });
    expect(saved.status).toBe(200);
    expect((await ada.request('POST', `/api/workflows/${workflowId}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const res = await ada.request('POST', '/api/deployments', { workflowId });
    expect(res.status).toBe(201);
    const deployment = await res.json();
    ids[name] = { workflowId, deploymentId: deployment.id, slug: deployment.slug };
    return deployment.slug as string;
  }

  const call = (slug: string, input: Record<string, unknown>) =>
    t.app.request(`/api/run/${slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
    });

  it('answers an empty fleet, and only to a signed-in person', async () => {
    const res = await bob.request('GET', '/api/deployments/fleet');
    expect(res.status).toBe(200);
    expect((await res.json()).deployments).toEqual([]);
    expect((await t.app.request('/api/deployments/fleet')).status).toBe(401);
  });

  it('counts calls per minute, runs/min, error rate, latency percentiles, cost and earnings today', async () => {
    const greeter = await deploy('Fleet greeter', "return [{ text: 'Hi ' + $input.first().json.name }];");
    const breaker = await deploy(
      'Fleet breaker',
      "if ($input.first().json.fail) throw new Error('boom'); return [{ ok: true }];",
    );
    secret = (await (await ada.request('POST', '/api/api-keys', { name: 'fleet' })).json()).secret;

    const t0 = t.clock.now;
    for (const name of ['a', 'b', 'c']) expect((await call(greeter, { name })).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await call(greeter, { name: 'd' })).status).toBe(200);
    for (const fail of [true, false, false]) {
      const res = await call(breaker, { fail });
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe(fail ? 'failed' : 'succeeded');
    }
    // Calls with known latencies, costs and prices (the test clock does not move during a run): each a
    // call and its run, as a deployment records them.
    const runIds = Array.from({ length: 16 }, () => randomUUID());
    const startedAt = new Date(t0 + 5 * MINUTE);
    await t.database.db.insert(workflowRuns).values(
      runIds.map((id, i) => ({
        id,
        workflowId: ids['Fleet greeter']!.workflowId,
        versionNumber: 1,
        trigger: 'deployment:rest',
        status: 'succeeded' as const,
        result: [],
        state: {},
        startedAt,
        finishedAt: new Date(startedAt.getTime() + (i + 1) * 10),
        deadline: new Date(t0 + 60 * MINUTE),
      })),
    );
    await t.database.db.insert(deploymentRuns).values(
      Array.from({ length: 16 }, (_, i) => ({
        runId: runIds[i]!,
        deploymentId: ids['Fleet greeter']!.deploymentId,
        versionNumber: 1,
        surface: 'rest' as const,
        chargedBaseUnits: aiz(1).toString(),
        status: 'succeeded' as const,
        durationMs: (i + 1) * 10,
        usage: { inputTokens: 10, outputTokens: 5, costUsd: 0.01 },
        startedAt,
        finishedAt: new Date(startedAt.getTime() + (i + 1) * 10),
      })),
    );
    t.clock.advance(MINUTE / 2);

    const res = await ada.request('GET', '/api/deployments/fleet');
    expect(res.status).toBe(200);
    const fleet = (await res.json()) as Fleet;
    const bySlug = Object.fromEntries(fleet.deployments.map((d) => [d.slug, d]));
    const g = bySlug[greeter]!;
    const b = bySlug[breaker]!;
    expect(g).toMatchObject({ workflowName: 'Fleet greeter', status: 'active', versionNumber: 1 });

    // The series: 60 minutes, the current one last; calls at t0 (10 minutes ago), t0+5 and now.
    expect(g.stats.runsSeries).toHaveLength(60);
    expect(g.stats.runsSeries[59]).toBe(1);
    expect(g.stats.runsSeries[54]).toBe(16);
    expect(g.stats.runsSeries[49]).toBe(3);
    expect(g.stats.runsSeries.reduce((a, n) => a + n, 0)).toBe(20);
    expect(g.stats.runsLastHour).toBe(20);
    expect(g.stats.runsToday).toBe(20);
    // One call in the last five minutes.
    expect(g.stats.runsPerMinute).toBeCloseTo(0.2);
    expect(g.stats.errorRate).toBe(0);
    // Durations 0 ×4 (real calls on the test clock) and 10…160: continuous percentiles over the 20,
    // in whole milliseconds (150.5 → 151), as the run figures give them everywhere.
    expect(g.stats.p50Ms).toBe(65);
    expect(g.stats.p95Ms).toBe(151);
    expect(g.stats.costTodayUsd).toBeCloseTo(0.16);
    expect(g.stats.earnedToday).toBe('16');
    expect(g.stats.lastRunAt).toBe(new Date(t0 + 10 * MINUTE).toISOString());

    expect(b.stats.runsPerMinute).toBeCloseTo(0.6);
    expect(b.stats.errorRate).toBeCloseTo(1 / 3);
    expect(b.stats.runsSeries[59]).toBe(3);
    expect(b.stats.costTodayUsd).toBe(0);
    expect(b.stats.earnedToday).toBe('0');

    // /analytics and /dashboard (the performance answer, per workflow and version) show the same figures.
    const performance = await (await ada.request('GET', '/api/analytics/performance?range=24h')).json();
    for (const [name, d] of [
      ['Fleet greeter', g],
      ['Fleet breaker', b],
    ] as const) {
      const row = performance.versions.find(
        (v: { workflowId: string; versionNumber: number }) =>
          v.workflowId === ids[name]!.workflowId && v.versionNumber === 1,
      );
      expect(row, name).toMatchObject({
        runs: d.stats.runsLastHour,
        p50Ms: d.stats.p50Ms,
        p95Ms: d.stats.p95Ms,
      });
      expect(row.successRate, name).toBeCloseTo(1 - d.stats.errorRate!);
    }

    // An hour and a day later, the hour's figures are empty; the last call is still told.
    t.clock.advance(25 * 60 * MINUTE);
    const later = (await (await ada.request('GET', '/api/deployments/fleet')).json()) as Fleet;
    const gl = later.deployments.find((d) => d.slug === greeter)!;
    expect(gl.stats).toMatchObject({
      runsLastHour: 0,
      runsPerMinute: 0,
      errorRate: null,
      p95Ms: null,
      runsToday: 0,
      costTodayUsd: 0,
      lastRunAt: new Date(t0 + 10 * MINUTE).toISOString(),
    });
    expect(gl.stats.runsSeries.every((n) => n === 0)).toBe(true);

    // Someone else sees none of it.
    expect((await (await bob.request('GET', '/api/deployments/fleet')).json()).deployments).toEqual([]);
  });

  it("tails a deployment's logs: the last calls, then a new call and its run, not the builder's runs", async () => {
    const { workflowId, deploymentId, slug } = ids['Fleet greeter']!;
    expect((await bob.request('GET', `/api/deployments/${deploymentId}/logs`)).status).toBe(404);
    expect((await ada.request('GET', '/api/deployments/not-an-id/logs')).status).toBe(400);

    const stream = await ada.request('GET', `/api/deployments/${deploymentId}/logs`);
    const reading = readEvents(stream, (e) => e.type === 'run-finished');
    // A run from the builder first: the same workflow, not a call of the deployment.
    const manual = await (await ada.request('POST', `/api/workflows/${workflowId}/runs`, {})).json();
    const res = await call(slug, { name: 'live' });
    expect(res.status).toBe(200);
    const live = await res.json();
    const events = await reading;

    const history = events.filter((e) => e.type === 'call' && e.history);
    expect(history).toHaveLength(20);
    const starts = history.map((e) => (e.type === 'call' ? e.call.startedAt : ''));
    expect([...starts].sort()).toEqual(starts);

    const rest = events.slice(history.length).filter((e) => e.type !== 'heartbeat');
    expect(rest.some((e) => 'runId' in e && e.runId === manual.id)).toBe(false);
    expect(rest[0]).toMatchObject({
      type: 'call',
      history: false,
      call: { runId: live.runId, surface: 'rest', version: 1, status: 'running' },
    });
    expect(rest.map((e) => e.type)).toEqual([
      'call',
      'run-started',
      'node-started',
      'node-finished',
      'node-started',
      'node-finished',
      'run-finished',
    ]);
    expect(rest.at(-1)).toMatchObject({ runId: live.runId, run: { status: 'succeeded' } });
  });
});
