/**
 * A client that goes away cancels its run: the chat of an agent (SSE) and a chat run over HTTP. Against a
 * real HTTP server (so the request's connection really closes) and the local fake OpenAI server scripted
 * to hang: the run ends `cancelled`, the provider's request is aborted, and no tool is called after it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeOpenAI } from '../../../ai/testing';
import { keepConnectionsAlive } from '../../../http/keep-alive';
import { type LocalServer, startLocalServer } from '../../../lib/safe-http/testing';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';

/** Waits for `check` to hold, polling; fails naming `what` if it never does. */
async function until(what: string, check: () => boolean | Promise<boolean>, tries = 400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});

describe('a client that goes away cancels its run', () => {
  let fake: FakeProvider;
  let slow: LocalServer;
  /** Requests to the slow tool, and those whose connection closed unanswered. */
  const slowCalls = { started: 0, closed: 0 };
  let t: TestApp;
  let ada: SignedInUser;
  let server: ReturnType<typeof serve>;
  let origin: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    slow = await startLocalServer((_req, res) => {
      slowCalls.started++;
      res.once('close', () => {
        if (!res.writableFinished) slowCalls.closed++;
      });
    });
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseUrl,
        HTTP_ALLOWLIST: `127.0.0.1:${slow.port}`,
      },
    });
    ada = await createSignedInUser(t, { username: 'leaver' });
    server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await fake.close();
    await slow.close();
  });
  beforeEach(() => fake.reset());

  /** A request over the real server that the test aborts. */
  function post(path: string, body: unknown, abort: AbortController) {
    return fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { cookie: ada.cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
  }

  /** The SSE stream of `res`, read event by event: `next(type)` answers the data of the next such event. */
  function events(res: Response) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    return async function next(type: string): Promise<Record<string, unknown>> {
      while (true) {
        const blocks = text.split('\n\n');
        const at = blocks.findIndex((b) => b.includes(`event: ${type}\n`));
        if (at >= 0 && at < blocks.length - 1) {
          text = blocks.slice(at + 1).join('\n\n');
          return JSON.parse(/^data: (.*)$/m.exec(blocks[at]!)![1]!);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${type}"`);
        text += decoder.decode(value, { stream: true });
      }
    };
  }

  /** Whether the model was asked about `words` (a request of this test, not a late one of another). */
  const asked = (words: string) => fake.requests.some((r) => JSON.stringify(r.body.messages).includes(words));

  const runStatus = async (workflowId: string, runId: string) =>
    (await (await ada.request('GET', `/api/workflows/${workflowId}/runs/${runId}`)).json()).status;
  /** A chat's run is written when it ends (or once it is a second old: run-store.ts's write-behind). */
  const ended = (status: unknown) => status !== undefined && status !== 'running';

  it('an agent chat: the model’s request is aborted and the run is cancelled', async () => {
    const agent = await (await ada.request('POST', '/api/agents', { name: 'Slow', model: 'openai' })).json();
    fake.script({ type: 'hang' });
    const abort = new AbortController();
    const res = await post(`/api/agents/${agent.id}/chat`, { message: 'Hello?' }, abort);
    expect(res.status).toBe(200);
    const start = await events(res)('start');
    await until('the model is asked', () => asked('Hello?'));
    abort.abort();
    await until('the run ends', async () => ended(await runStatus(agent.id, String(start.runId))));
    expect(await runStatus(agent.id, String(start.runId))).toBe('cancelled');
    await until('the provider request is closed', () => fake.abandoned.length === 1);
    expect(fake.requests).toHaveLength(1);
  });

  it('an agent chat in the middle of a tool call: the call is aborted, and no model call or tool call follows', async () => {
    const agent = await (
      await ada.request('POST', '/api/agents', {
        name: 'Tools',
        model: 'openai',
        tools: [{ kind: 'http', name: 'slow', description: 'Takes its time.', url: `${slow.origin}/slow` }],
      })
    ).json();
    fake.script({ type: 'tool-call', id: 'call_1', name: 'slow', input: {} });
    slowCalls.started = 0;
    slowCalls.closed = 0;
    const abort = new AbortController();
    const res = await post(`/api/agents/${agent.id}/chat`, { message: 'Go slowly.' }, abort);
    const next = events(res);
    const start = await next('start');
    await next('tool-call');
    await until('the tool is called', () => slowCalls.started === 1);
    abort.abort();
    await until('the run ends', async () => ended(await runStatus(agent.id, String(start.runId))));
    expect(await runStatus(agent.id, String(start.runId))).toBe('cancelled');
    await until('the tool’s request is closed', () => slowCalls.closed === 1);
    expect(slowCalls.started).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('a chat run over HTTP (POST …/runs at a chat trigger) is cancelled when its client goes away', async () => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Chat run' })).json();
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: {
        nodes: [node('chat', 'chat-trigger'), node('agent', 'ai-agent', { model: 'openai' })],
        edges: [{ id: 'e', source: 'chat', sourceOutput: 0, target: 'agent', targetInput: 0 }],
        settings: {},
      },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    fake.script({ type: 'hang' });
    const abort = new AbortController();
    const pending = post(
      `/api/workflows/${created.id}/runs`,
      { input: { chatInput: 'Hi from a chat run' } },
      abort,
    );
    pending.catch(() => {});
    await until('the model is asked', () => asked('Hi from a chat run'));
    abort.abort();
    await expect(pending).rejects.toThrow();
    const runs = async () =>
      (await (await ada.request('GET', `/api/workflows/${created.id}/runs`)).json()).runs as {
        status: string;
      }[];
    await until('the run ends', async () => ended((await runs())[0]?.status));
    expect((await runs()).map((r) => r.status)).toEqual(['cancelled']);
    await until('the provider request is closed', () => fake.abandoned.length === 1);
  });
});
