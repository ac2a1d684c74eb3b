/**
 * /api/analytics/performance over real runs: deployed calls counted per version with success rate, latency
 * percentiles and top errors; the builder's test runs left out of the production scope; two versions
 * compared; chat ratings; the CSV.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { node } from '../../test/workflow-documents';
import { csvCell } from './performance';

const document = (code: string) => ({
  nodes: [node('start', 'manual-trigger'), node('work', 'code', { jsCode: code })],
  edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'work', targetInput: 0 }],
  settings: {},
});

describe('performance analytics', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let workflowId: string;
  let slug: string;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'analyst' });
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Checkout bot' })).json();
    workflowId = created.id;
    let revision = 1;
    for (const code of [
      "if ($input.first().json.fail) throw new Error('Card declined'); return [{ ok: 1 }];",
      'return [{ ok: 2 }];',
    ]) {
      const saved = await ada.request('PUT', `/api/workflows/${workflowId}/draft`, {
        document: document(code),
        revision,
      });
      revision = (await saved.json()).revision;
      await ada.request('POST', `/api/workflows/${workflowId}/versions`, { note: 'v' });
    }
    const deployment = await (
      await ada.request('POST', '/api/deployments', { workflowId, versionNumber: 1 })
    ).json();
    slug = deployment.slug;
    secret = (await (await ada.request('POST', '/api/api-keys', { name: 'k' })).json()).secret;
    const call = (input: Record<string, unknown>, version?: number) =>
      t.app.request(`/api/run/${slug}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ input, ...(version ? { version } : {}) }),
      });
    for (let i = 0; i < 3; i++) expect((await call({})).status).toBe(200);
    expect((await (await call({ fail: true })).json()).status).toBe('failed');
    for (let i = 0; i < 2; i++) expect((await call({}, 2)).status).toBe(200);
    // A builder's test run of the draft.
    expect((await ada.request('POST', `/api/workflows/${workflowId}/runs`, { input: {} })).status).toBe(201);
    // Two chat ratings on version 1's runs.
    const calls = await t.database.db
      .select()
      .from(deploymentRuns)
      .where(eq(deploymentRuns.versionNumber, 1));
    await t.database.db
      .update(deploymentRuns)
      .set({ rating: 1 })
      .where(eq(deploymentRuns.runId, calls[0]!.runId));
    await t.database.db
      .update(deploymentRuns)
      .set({ rating: -1 })
      .where(eq(deploymentRuns.runId, calls[1]!.runId));
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  it('counts production runs per version, with success rate, latency, errors and ratings', async () => {
    const res = await ada.request('GET', '/api/analytics/performance?range=1h');
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.totals).toMatchObject({ runs: 6, succeeded: 5, failed: 1, ratingsUp: 1, ratingsDown: 1 });
    expect(data.totals.successRate).toBeCloseTo(5 / 6);
    expect(data.totals.p50Ms).toBeGreaterThanOrEqual(0);
    expect(data.versions).toHaveLength(2);
    expect(data.versions[0]).toMatchObject({
      workflowName: 'Checkout bot',
      versionNumber: 1,
      runs: 4,
      failed: 1,
    });
    expect(data.versions[1]).toMatchObject({ versionNumber: 2, runs: 2, successRate: 1 });
    expect(data.topErrors[0]).toMatchObject({ count: 1, nodeId: 'work' });
    expect(data.topErrors[0].message).toContain('Card declined');
    expect(data.series).toHaveLength(60);
    expect(data.series.reduce((n: number, b: { runs: number }) => n + b.runs, 0)).toBe(6);
  });

  it('adds the builder test runs in the "all" scope', async () => {
    const data = await (await ada.request('GET', '/api/analytics/performance?range=1h&scope=all')).json();
    expect(data.totals.runs).toBe(7);
    expect(data.versions.some((v: { versionNumber: number | null }) => v.versionNumber === null)).toBe(true);
  });

  it('compares two versions side by side', async () => {
    const data = await (
      await ada.request(
        'GET',
        `/api/analytics/performance?range=24h&workflowId=${workflowId}&compareA=1&compareB=2`,
      )
    ).json();
    expect(data.comparison[0]).toMatchObject({ versionNumber: 1, totals: { runs: 4, failed: 1 } });
    expect(data.comparison[1]).toMatchObject({ versionNumber: 2, totals: { runs: 2, failed: 0 } });
    expect(data.comparison[0].series).toHaveLength(48);
  });

  it("exports the table as CSV, and keeps other people's workflows out", async () => {
    const res = await ada.request('GET', '/api/analytics/performance.csv?range=7d');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^workflow,kind,version,runs,/);
    expect(lines[1]).toMatch(/^Checkout bot,workflow,1,4,3,1,0,0\.7500,/);

    const eve = await createSignedInUser(t, { username: 'eve' });
    expect((await (await eve.request('GET', '/api/analytics/performance')).json()).totals.runs).toBe(0);
    expect((await eve.request('GET', `/api/analytics/performance?workflowId=${workflowId}`)).status).toBe(
      404,
    );
    expect((await eve.request('GET', '/api/analytics/performance?range=2y')).status).toBe(400);
    expect((await t.app.request('/api/analytics/performance')).status).toBe(401);
  });

  it('writes CSV cells safely', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
