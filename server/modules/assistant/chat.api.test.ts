import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { aChatRequest } from '../../test/payloads';
import { CHAT_RATE_LIMIT } from './chat-routes';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

const ask = aChatRequest;

describe('assistant chat API (no provider configured: the offline assistant answers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'root@aiz.test' } });
  });
  afterAll(() => t.close());

  it('answers from the help articles, labelled offline, with suggestions and a response time', async () => {
    const res = await t.request('POST', '/api/ai/enhanced/chat', ask('How do I stake AIZ?'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      provider: 'offline',
      providerName: 'Offline assistant',
      offline: true,
      recommendedAgents: [],
    });
    expect(body.content).toMatch(/stak/i);
    expect(body.content).toMatch(/Offline assistant/);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.metrics.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('streams server-sent events: meta, deltas, done', async () => {
    const res = await t.request('POST', '/api/ai/enhanced/chat/stream', ask('Which chains are supported?'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    expect(events[0]).toMatchObject({ event: 'meta', data: { provider: 'offline', offline: true } });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((d) => d.data.text).join('');
    expect(text).toMatch(/Polygon/);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { recommendedAgents: [] } });
  });

  it('ends a stream that cannot be answered with an error event that says why', async () => {
    const res = await t.request('POST', '/api/ai/enhanced/chat/stream', {
      messages: [
        {
          role: 'user',
          content: 'What is this?',
          attachments: [
            { url: '/api/ai-assistant/files/00000000-0000-4000-8000-000000000000', mediaType: 'image/png' },
          ],
        },
      ],
      options: {},
    });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    expect(events.at(-1)?.event).toBe('error');
    expect(String(events.at(-1)?.data.message)).toMatch(/was not found/);
  });

  it("answers a signed-in user's balance from the ledger and keeps the conversation", async () => {
    const ada = await createSignedInUser(t, { username: 'ada', email: 'ada@aiz.test' });
    const res = await t.request('POST', '/api/ai/enhanced/chat', ask('What is my AIZ balance?'), {
      cookie: ada.cookie,
    });
    const body = await res.json();
    expect(body.content).toContain('1000');
    // The balance skill's own follow-ups, not the help articles' ones for the words of the question.
    expect(body.suggestions).toEqual([
      'How do I stake AIZ?',
      'What is the AIZ token?',
      'How much is the signup bonus?',
    ]);
    const history = await (
      await t.request('GET', '/api/ai-assistant/history', undefined, { cookie: ada.cookie })
    ).json();
    expect(history.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(history.messages[0].content).toBe('What is my AIZ balance?');
    expect(history.messages[1]).toMatchObject({ id: body.messageId, provider: 'offline', userRating: null });
    // A rating given in one chat session comes back with the history, in any later one.
    const rate = (rating: string | null, sessionId: string) =>
      t.request(
        'POST',
        '/api/ai-assistant/rate',
        { messageId: body.messageId, rating, sessionId },
        { cookie: ada.cookie },
      );
    expect((await rate('negative', 'tab-1')).status).toBe(200);
    t.clock.advance(1000);
    expect((await rate('positive', 'tab-2')).status).toBe(200);
    const rated = await (
      await t.request('GET', '/api/ai-assistant/history', undefined, { cookie: ada.cookie })
    ).json();
    expect(rated.messages.map((m: { userRating: string | null }) => m.userRating)).toEqual([
      null,
      'positive',
    ]);
    expect(
      (await t.request('DELETE', '/api/ai-assistant/history', undefined, { cookie: ada.cookie })).status,
    ).toBe(200);
    const after = await (
      await t.request('GET', '/api/ai-assistant/history', undefined, { cookie: ada.cookie })
    ).json();
    expect(after.messages).toEqual([]);
    expect((await t.request('GET', '/api/ai-assistant/history')).status).toBe(401);
  });

  it('validates messages: empty, too long, wrong last role', async () => {
    const empty = await t.request('POST', '/api/ai/enhanced/chat', ask('   '));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toMatch(/non-empty message from the user/);
    const long = await t.request('POST', '/api/ai/enhanced/chat', ask('x'.repeat(8001)));
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/at most 8000 characters/);
    const none = await t.request('POST', '/api/ai/enhanced/chat', { messages: [] });
    expect(none.status).toBe(400);
  });

  it('lists every provider with the SPEC fields; the offline assistant is healthy and free', async () => {
    const res = await t.request('GET', '/api/ai/enhanced/providers/stats');
    const body = await res.json();
    expect(body.success).toBe(true);
    const offline = body.providers.at(-1);
    expect(offline).toMatchObject({
      id: 'offline',
      type: 'offline',
      isHealthy: true,
      costPerToken: 0,
      capabilities: { streaming: true, functionCalling: false, codeGeneration: false, imageAnalysis: false },
    });
    expect(offline.calls).toBeGreaterThan(0);
    expect(offline.successRate).toBe(1);
  });

  it('lets only admins change provider settings', async () => {
    const settings = { order: ['offline'] };
    expect((await t.request('PUT', '/api/ai/enhanced/providers/settings', settings)).status).toBe(401);
    const user = await createSignedInUser(t, { username: 'bob', email: 'bob@aiz.test' });
    expect(
      (await t.request('PUT', '/api/ai/enhanced/providers/settings', settings, { cookie: user.cookie }))
        .status,
    ).toBe(403);
    const admin = await createSignedInUser(t, { username: 'root', email: 'root@aiz.test', role: 'admin' });
    const ok = await t.request('PUT', '/api/ai/enhanced/providers/settings', settings, {
      cookie: admin.cookie,
    });
    expect(ok.status).toBe(200);
  });

  it('answers 501 to voice when no provider can transcribe', async () => {
    const form = new FormData();
    form.set('audio', new File([new Uint8Array([26, 69, 223, 163])], 'voice.webm', { type: 'audio/webm' }));
    const res = await t.app.request('/api/ai-assistant/voice', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost' },
    });
    expect(res.status).toBe(501);
    expect((await res.json()).error).toBe('no_transcription_provider');
  });

  it('rate limits chat per caller', async () => {
    const limited = await createTestApp();
    try {
      let last: Response | undefined;
      for (let i = 0; i <= CHAT_RATE_LIMIT.limit; i++)
        last = await limited.request('POST', '/api/ai/enhanced/chat', ask('hi'));
      expect(last!.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
