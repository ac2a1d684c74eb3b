/**
 * POST /api/workflows/copilot against the real app: offline (the rule-based interpreter, whose operations
 * apply to the document and save with a normal draft save), and with the local fake OpenAI server
 * answering tool calls: one refused call repaired in the next turn, one dropped after its repair failed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, httpError, reply, startFakeOpenAI, toolCall } from '../../../ai/testing';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { COPILOT_LIMIT } from './routes';
import { copilotTestDocument } from './testing';

const document = copilotTestDocument();

describe('copilot offline', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await createSignedInUser(t, { username: 'copilotoffline' });
  });
  afterAll(() => t.close());

  it('answers checked operations for a request in words', async () => {
    const res = await ada.request('POST', '/api/workflows/copilot', {
      message: 'Add an HTTP request to https://api.acme.com/x after Webhook and remove Send E-mail',
      document,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe('offline');
    expect(body.operations).toEqual([
      {
        op: 'addNode',
        type: 'http-request',
        typeVersion: 1,
        name: 'HTTP Request 2',
        parameters: { url: 'https://api.acme.com/x', method: 'GET' },
        position: [300, 110],
      },
      { op: 'connect', from: 'Webhook', to: 'HTTP Request 2', output: 0, input: 0 },
      { op: 'removeNode', node: 'Send E-mail' },
    ]);
    expect(body.explanation).toContain('3 changes');
  });

  it('validates the request and needs a signed-in caller', async () => {
    const bad = await ada.request('POST', '/api/workflows/copilot', { message: 'x', document });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('validation_failed');
    const badDoc = await ada.request('POST', '/api/workflows/copilot', {
      message: 'remove If',
      document: { nodes: 3 },
    });
    expect(badDoc.status).toBe(400);
    const out = await t.request('POST', '/api/workflows/copilot', { message: 'remove If', document });
    expect(out.status).toBe(401);
  });

  it('is rate-limited per person', async () => {
    const bob = await createSignedInUser(t, { username: 'copilotlimited' });
    let last = 0;
    for (let i = 0; i <= COPILOT_LIMIT.limit; i++)
      last = (await bob.request('POST', '/api/workflows/copilot', { message: 'remove If', document })).status;
    expect(last).toBe(429);
  });
});

describe('copilot with a provider (the local fake OpenAI server)', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'copilotmodel' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('turns tool calls into checked operations, feeding refusals back for one repair', async () => {
    fake.script(
      toolCall('add_node', {
        type: 'http-request',
        name: 'Fetch',
        parameters: { url: 'https://a.example.com' },
      }),
      // Refused (no such node), then repaired in the next turn.
      toolCall('connect_nodes', { from: 'Hook', to: 'Fetch' }),
      toolCall('connect_nodes', { from: 'Webhook', to: 'Fetch' }),
      // Refused, then refused again: dropped with a warning.
      toolCall('set_parameter', { node: 'Fetch', path: 'adress', value: 'x' }),
      toolCall('set_parameter', { node: 'Fetch', path: 'adres', value: 'x' }),
      reply('I added Fetch after Webhook.'),
    );
    const res = await ada.request('POST', '/api/workflows/copilot', {
      message: 'Fetch https://a.example.com when the webhook fires',
      document,
      selection: ['hook'],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ source: 'model', explanation: 'I added Fetch after Webhook.' });
    expect(body.operations).toEqual([
      expect.objectContaining({ op: 'addNode', type: 'http-request', name: 'Fetch', position: [300, 110] }),
      { op: 'connect', from: 'Webhook', to: 'Fetch', output: 0, input: 0 },
    ]);
    expect(body.warnings).toEqual([expect.stringContaining('has no parameter "adres"')]);
    expect(fake.requests).toHaveLength(6);
    const first = JSON.stringify(fake.requests[0]?.body);
    expect(first).toContain('add_node');
    expect(first).toContain('\\"Send E-mail\\" (send-email)');
    expect(first).toContain('Selected: \\"Webhook\\"');
    expect(JSON.stringify(fake.requests[2]?.body)).toContain('there is no node \\"Hook\\"');
    expect(JSON.stringify(fake.requests[5]?.body)).toContain('Refused again and dropped');
  });

  it('falls back to the offline interpreter when the provider fails', async () => {
    fake.script(httpError(500));
    const res = await ada.request('POST', '/api/workflows/copilot', { message: 'remove If', document });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ source: 'offline', operations: [{ op: 'removeNode', node: 'If' }] });
    expect(body.warnings[0]).toContain('No AI provider answered');
  });
});
