/**
 * A Dify chatflow with conversation variables, deployed: each surface keeps them per conversation (Dify's
 * conversation_id, the widget's session, /v1's `user`, MCP's `sessionId`) from one message to the next, and
 * counts its messages (sys.dialogue_count); another conversation starts from the declared values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../engine/importers/fixtures/read-fixture';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { parseSse } from '../../test/workflow-documents';

const SLUG = 'remember-chat';
const answer = (turn: number, before: string, now: string) =>
  `turn ${turn}; count ${turn}; before: ${before}; now: ${now}`;

describe('a Dify chatflow with conversation variables, deployed', () => {
  let t: TestApp;
  let secret: string;
  let publishableKey: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    const ada = await createSignedInUser(t, { username: 'difyremember' });
    const imported = await ada.request('POST', '/api/workflows/import', {
      content: readFixture('dify/remember-chat.yml'),
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

  const rest = async (query: string, conversation_id: string) => {
    const res = await post(`/api/run/${SLUG}`, { input: { query, conversation_id } });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.status, JSON.stringify(body)).toBe('succeeded');
    return body.output.answer as string;
  };

  it('REST: two messages in one conversation carry the variables; another conversation does not see them', async () => {
    expect(await rest('one', 'c-1')).toBe(answer(1, '(none)', 'one'));
    expect(await rest('two', 'c-1')).toBe(answer(2, 'one', 'two'));
    expect(await rest('other', 'c-2')).toBe(answer(1, '(none)', 'other'));
    expect(await rest('three', 'c-1')).toBe(answer(3, 'two', 'three'));
  });

  it('/v1/chat/completions, the conversation named by `user`', async () => {
    const send = async (content: string) => {
      const res = await post('/v1/chat/completions', {
        model: SLUG,
        user: 'v1-user',
        messages: [{ role: 'user', content }],
      });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.choices[0].message.content as string;
    };
    expect(await send('hello')).toContain(answer(1, '(none)', 'hello'));
    expect(await send('again')).toContain(answer(2, 'hello', 'again'));
  });

  it('MCP tools/call, the conversation named by `sessionId`', async () => {
    const call = async (message: string) => {
      const res = await post(
        `/mcp/${SLUG}`,
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: SLUG, arguments: { message, sessionId: 'mcp-1' } },
        },
        { accept: 'application/json, text/event-stream' },
      );
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.result.content[0].text as string;
    };
    expect(await call('first')).toContain(answer(1, '(none)', 'first'));
    expect(await call('second')).toContain(answer(2, 'first', 'second'));
  });

  it("the chat widget, the conversation being the visitor's session", async () => {
    const send = async (message: string, sessionId: string) => {
      const res = await t.app.request(`/embed/chat?key=${publishableKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
        body: JSON.stringify({ message, sessionId }),
      });
      expect(res.status).toBe(200);
      return JSON.stringify(parseSse(await res.text()));
    };
    expect(await send('hi', 'visitor-1')).toContain(answer(1, '(none)', 'hi'));
    expect(await send('hi again', 'visitor-1')).toContain(answer(2, 'hi', 'hi again'));
    expect(await send('hello', 'visitor-2')).toContain(answer(1, '(none)', 'hello'));
  });
});
