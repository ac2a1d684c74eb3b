/** Running a draft over the API with the real nodes: manual runs, pin data, approvals decided in-app, cancel. */
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
const edge = (id: string, source: string, target: string, sourceOutput = 0) => ({
  id,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

describe('running workflows over the API', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'apirunner' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  const workflowWith = async (nodes: unknown[], edges: unknown[]) => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Run me' })).json();
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: { nodes, edges, settings: {} },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    return created.id as string;
  };

  it('lists the node catalogue with parameter schemas', async () => {
    const body = await (await ada.request('GET', '/api/workflows/node-types')).json();
    const types = body.nodeTypes.map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(['manual-trigger', 'if', 'code', 'approval']));
    expect(body.nodeTypes[0].parameters).toHaveProperty('type', 'object');
  });

  it('runs the draft with the trigger item and stores every step', async () => {
    const id = await workflowWith(
      [
        node('start', 'manual-trigger', 'Start'),
        node('code', 'code', 'Greet', {
          jsCode: "return [{ greeting: 'Hello ' + $input.first().json.who }];",
        }),
      ],
      [edge('e1', 'start', 'code')],
    );
    const res = await ada.request('POST', `/api/workflows/${id}/runs`, { input: { who: 'Ada' } });
    expect(res.status).toBe(201);
    const run = await res.json();
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: { greeting: 'Hello Ada' } }]]);
    expect(run.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['start', 'code']);
  });

  it("stores the Code node's console output on its step, also when the code fails", async () => {
    const id = await workflowWith(
      [
        node('start', 'manual-trigger', 'Start'),
        node('code', 'code', 'Talk', {
          jsCode: 'console.log("working on", $input.all().length); return [];',
        }),
        node('fail', 'code', 'Fail', { jsCode: 'console.error("giving up"); throw new Error("no");' }),
      ],
      [edge('e1', 'start', 'code'), edge('e2', 'start', 'fail')],
    );
    const run = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    expect(run.status).toBe('failed');
    expect(run.steps.map((s: { nodeId: string; logs: string[] }) => [s.nodeId, s.logs])).toEqual([
      ['start', []],
      ['code', ['working on 1']],
      ['fail', ['error: giving up']],
    ]);
  });

  it('uses pinned items instead of running a node', async () => {
    const id = await workflowWith(
      [
        node('start', 'manual-trigger', 'Start'),
        node('code', 'code', 'Never', { jsCode: 'throw new Error("ran")' }),
      ],
      [edge('e1', 'start', 'code')],
    );
    const run = await (
      await ada.request('POST', `/api/workflows/${id}/runs`, {
        pinData: { code: [{ json: { pinned: true } }] },
      })
    ).json();
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: { pinned: true } }]]);
  });

  it('waits at an approval until a person decides, once; a second decision is refused', async () => {
    const id = await workflowWith(
      [
        node('start', 'manual-trigger', 'Start'),
        node('ok', 'approval', 'Approve'),
        node('yes', 'no-op', 'Approved'),
        node('no', 'no-op', 'Rejected'),
      ],
      [edge('e1', 'start', 'ok'), edge('e2', 'ok', 'yes', 0), edge('e3', 'ok', 'no', 1)],
    );
    const waiting = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    expect(waiting.status).toBe('waiting');
    expect(waiting.waitingFor).toMatchObject({ kind: 'decision' });
    const decided = await ada.request('POST', `/api/workflows/${id}/runs/${waiting.id}/decision`, {
      decision: 'rejected',
    });
    expect(decided.status).toBe(200);
    const run = await decided.json();
    expect(run.status).toBe('succeeded');
    expect(run.steps.map((s: { nodeId: string }) => s.nodeId)).toContain('no');
    expect(run.steps.map((s: { nodeId: string }) => s.nodeId)).not.toContain('yes');
    const again = await ada.request('POST', `/api/workflows/${id}/runs/${waiting.id}/decision`, {
      decision: 'approved',
    });
    expect(again.status).toBe(409);
  });

  it('cancels a waiting run, and refuses to cancel one that has ended', async () => {
    const id = await workflowWith(
      [node('start', 'manual-trigger', 'Start'), node('ok', 'approval', 'Approve')],
      [edge('e1', 'start', 'ok')],
    );
    const waiting = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    const cancelled = await (
      await ada.request('POST', `/api/workflows/${id}/runs/${waiting.id}/cancel`)
    ).json();
    expect(cancelled.status).toBe('cancelled');
    expect((await ada.request('POST', `/api/workflows/${id}/runs/${waiting.id}/cancel`)).status).toBe(409);
    expect(
      (
        await ada.request('POST', `/api/workflows/${id}/runs/${waiting.id}/decision`, {
          decision: 'approved',
        })
      ).status,
    ).toBe(409);
  });
});
