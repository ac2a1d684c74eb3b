/**
 * Issue 18, defect 4: a node returning many items (the probe: 100,000, 23 MB; here 20,000). The run goes on with every item; its stored
 * record keeps the first items that fit each step's cap, with a message, and a checkpoint too large to keep
 * is refused (with the reason) by whatever would continue from it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const node = (id: string, type: string, name: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters,
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});

/** The security probe's reproduction (F4), and a node after it saying how many items reached it. */
const bigThen = (next: ReturnType<typeof node>, items = 100_000) => ({
  nodes: [
    node('start', 'manual-trigger', 'Start'),
    node('big', 'code', 'Big', {
      jsCode: `const a=[];for(let i=0;i<${items};i++)a.push({json:{i,pad:'y'.repeat(200)}});return a;`,
    }),
    next,
  ],
  edges: [edge('start', 'big'), edge('big', next.id)],
  settings: {},
});
const count = node('count', 'code', 'Count', {
  jsCode: 'return [{ json: { count: $input.all().length } }];',
});

describe('large node outputs', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    // The probe's 100,000 items take the Code node seconds of CPU, past its 10 s limit when CI's stages
    // share two cores: 20,000 (4.6 MB) are as far past a node's 512 KB, and a 2 MB run cap keeps the
    // checkpoint out as the default 8 MB does for the probe's 23 MB (bench/large-output.ts runs 100,000).
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { WORKFLOW_STORED_RUN_BYTES: String(2 * 1024 * 1024) },
    });
    ada = await createSignedInUser(t, { username: 'largeada' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  const create = async (who: SignedInUser, document: unknown) =>
    (await (await who.request('POST', '/api/workflows', { name: 'Large', document })).json()).id as string;

  it('runs 20,000 items through, and stores the first ones that fit with a message saying so', async () => {
    const id = await create(ada, bigThen(count, 20_000));
    const res = await ada.request('POST', `/api/workflows/${id}/runs`, {});
    const text = await res.text();
    expect(res.status).toBe(201);
    const run = JSON.parse(text);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const [, big, counted] = run.steps;
    // The next node saw every item: only what is stored is capped.
    expect(counted.output).toEqual([[{ json: { count: 20_000 } }]]);
    for (const stored of [big.output, counted.input]) {
      expect(stored).toMatchObject({ truncated: true, items: [20_000], totalItems: 20_000 });
      expect(stored.keptItems).toBeGreaterThan(1000);
      expect(stored.kept[0]).toHaveLength(stored.keptItems);
      expect(stored.kept[0][0]).toEqual({ json: { i: 0, pad: 'y'.repeat(200) } });
      expect(stored.kept[0].at(-1).json.i).toBe(stored.keptItems - 1);
      expect(stored.message).toMatch(
        /^Showing the first [\d,]+ of 20,000 items \(\d+ KB of about 4\.4 MB: a node keeps at most 512 KB\)\. The run used all of them\.$/,
      );
      expect(stored.message).toContain(`first ${stored.keptItems.toLocaleString('en-US')} of`);
    }
    // The whole record (two capped lists and small ones) is about 1 MB, not the 4.6 MB of items twice over.
    expect(text.length).toBeLessThan(1.5 * 1024 * 1024);
    const result = await t.database.db.execute(sql`
      select length(r.result::text) + length(r.state::text) as run,
             (select sum(length(s.input::text) + length(s.output::text)) from workflow_run_steps s where s.run_id = r.id) as steps
        from workflow_runs r where r.id = ${run.id}`);
    const [row] = (result as unknown as { rows: { run: number | string; steps: number | string }[] }).rows;
    expect(Number(row?.run)).toBeLessThan(10_000);
    expect(Number(row?.steps)).toBeLessThan(1.25 * 1024 * 1024);

    // Its checkpoint (the 4.6 MB handed from Big to Count) was too large to keep: no partial run from it.
    const partial = await ada.request('POST', `/api/workflows/${id}/runs`, {
      fromNodeId: 'count',
      previousRunId: run.id,
    });
    expect(partial.status).toBe(409);
    expect((await partial.json()).message).toMatch(/too large to keep what it needs to continue/);
  });

  it("caps the whole run's record too, and fails a run that would wait with a state too large to keep", async () => {
    const small = await createTestApp({
      rateLimits: 'unlimited',
      env: { WORKFLOW_STORED_NODE_BYTES: '8192', WORKFLOW_STORED_RUN_BYTES: '12000' },
    });
    try {
      const bob = await createSignedInUser(small, { username: 'largebob' });
      const wait = node('wait', 'wait', 'Wait', { resume: 'timeInterval', amount: 1, unit: 'hours' });
      const id = await create(bob, bigThen(wait, 200));
      const res = await bob.request('POST', `/api/workflows/${id}/runs`, {});
      expect(res.status).toBe(201);
      const run = await res.json();
      expect(run.status).toBe('failed');
      expect(run.error).toMatchObject({ code: 'too_large', nodeId: 'wait' });
      expect(run.error.message).toMatch(/a run stores at most 12 KB\): it cannot be resumed/);
      expect(run.waitingFor).toBeNull();
      const [, big, waited] = run.steps;
      expect(big.output.message).toMatch(/a node keeps at most 8 KB/);
      // What the first steps left of the run's 12 KB capped the wait's input below its own 8 KB.
      expect(waited.input.message).toMatch(/this run's stored items reached their 12 KB cap/);
      // The steps within the run's 12 KB (markers aside); the result, the run's answer, within its node's 8 KB.
      expect(JSON.stringify(run.steps).length).toBeLessThan(12_000 + 4096);
      expect(JSON.stringify(run.result).length).toBeLessThanOrEqual(8192);
    } finally {
      await small.close();
    }
  });
});
