/**
 * A chatflow imported from Dify, deployed, answers with the user's message on every surface: REST (with
 * Dify's own input names), `/v1/chat/completions`, MCP `tools/call` and the chat widget. The answer quotes
 * `{{#sys.query#}}` between a prefix and a suffix, so a lost message shows as "prefix  suffix".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../engine/importers/fixtures/read-fixture';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { parseSse } from '../../test/workflow-documents';

const SLUG = 'echo-chat';

describe('a Dify chatflow, deployed', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let secret: string;
  let publishableKey: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'difyowner' });
    const imported = await ada.request('POST', '/api/workflows/import', {
      content: readFixture('dify/echo-chat.yml'),
    });
    expect(imported.status).toBe(201);
    const { workflow } = await imported.json();
    expect((await ada.request('POST', `/api/workflows/${workflow.id}/versions`, {})).status).toBe(201);
    const deployed = await ada.request('POST', '/api/deployments', { workflowId: workflow.id, slug: SLUG });
    expect(deployed.status).toBe(201);
    ({ publishableKey } = await deployed.json());
    const key = await ada.request('POST', '/api/api-keys', { name: 'dify' });
    expect(key.status).toBe(201);
    ({ secret } = await key.json());
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it("REST, called with Dify's names (query, inputs, conversation_id, user)", async () => {
    const res = await post(`/api/run/${SLUG}`, {
      input: { query: 'hi there', inputs: { name: 'Ann' }, conversation_id: 'c-1', user: 'u-9' },
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body)).toContain(
      'prefix hi there suffix; Hello Ann; last=hi there; conversation=c-1; user=u-9',
    );
  });

  it('/v1/chat/completions', async () => {
    const res = await post('/v1/chat/completions', {
      model: SLUG,
      messages: [{ role: 'user', content: 'from openai' }],
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.choices[0].message.content).toMatch(/^prefix from openai suffix; Hello ; last=from openai;/);
  });

  it('MCP tools/call', async () => {
    const res = await post(
      `/mcp/${SLUG}`,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: SLUG, arguments: { message: 'from mcp' } },
      },
      { accept: 'application/json, text/event-stream' },
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.result.isError ?? false).toBe(false);
    expect(body.result.content[0].text).toContain('prefix from mcp suffix;');
  });

  it('the chat widget', async () => {
    const res = await t.app.request(`/embed/chat?key=${publishableKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
      body: JSON.stringify({ message: 'from the widget', sessionId: 'visitor-1' }),
    });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    expect(JSON.stringify(events)).toContain(
      'prefix from the widget suffix; Hello ; last=from the widget; conversation=visitor-1',
    );
  });
});
