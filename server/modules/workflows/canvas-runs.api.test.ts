/** What the canvas needs beyond the CRUD: converting pasted n8n JSON unsaved, testing up to a node, pinned output. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const code = (id: string, jsCode: string) => ({
  id,
  type: 'code',
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters: { jsCode },
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});
const start = { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] };

const n8nFile = JSON.stringify({
  name: 'Pasted',
  nodes: [
    {
      id: 'a1',
      name: 'When clicking',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    },
    {
      id: 'b2',
      name: 'Edit Fields',
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [200, 0],
      parameters: {},
    },
  ],
  connections: { 'When clicking': { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] } },
});

describe('canvas support routes', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'canvasada' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  it('converts n8n JSON to a document without saving a workflow, and refuses what is no workflow', async () => {
    const res = await ada.request('POST', '/api/workflows/convert', { content: n8nFile });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.report.format).toBe('n8n');
    expect(body.document.nodes.map((n: { name: string }) => n.name)).toEqual([
      'When clicking',
      'Edit Fields',
    ]);
    expect(body.document.edges).toHaveLength(1);
    expect((await (await ada.request('GET', '/api/workflows')).json()).workflows).toHaveLength(0);

    const bad = await ada.request('POST', '/api/workflows/convert', { content: 'hello' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBeTruthy();
  });

  it('runs up to a node, and pinned output in the document replaces a run of that node', async () => {
    const document = {
      nodes: [
        start,
        code('one', 'return [{ n: 1 }];'),
        code('two', 'return [{ n: 2 }];'),
        code('three', 'return [{ n: 3 }];'),
      ],
      edges: [edge('start', 'one'), edge('one', 'two'), edge('two', 'three')],
      settings: {},
      pinData: { one: [{ json: { n: 41 } }] },
    };
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Up to', document })).json();

    const upTo = await (
      await ada.request('POST', `/api/workflows/${created.id}/runs`, { untilNodeId: 'two' })
    ).json();
    expect(upTo.status).toBe('succeeded');
    expect(upTo.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['start', 'one', 'two']);
    expect(upTo.steps[1].source).toBe('pinned');
    expect(upTo.steps[2].input).toEqual([[{ json: { n: 41 } }]]);

    const missing = await ada.request('POST', `/api/workflows/${created.id}/runs`, { untilNodeId: 'nope' });
    expect(missing.status).toBe(400);
  });
});
