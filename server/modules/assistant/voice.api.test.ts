/**
 * POST /api/ai-assistant/voice with OpenAI's speech-to-text at a local fake server: the text comes back,
 * and a failure is counted like any routed call (cooldown, misconfiguration, the providers page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, httpError, reply, startFakeOpenAI } from '../../ai/testing';
import { createTestApp, type TestApp } from '../../test/harness';

const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);

describe('voice messages', () => {
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const send = () => {
    const form = new FormData();
    form.set('audio', new File([webm], 'voice.webm', { type: 'audio/webm' }));
    return t.app.request('/api/ai-assistant/voice', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost' },
    });
  };
  const openai = async () => {
    const { providers } = await (await t.request('GET', '/api/ai/enhanced/providers/stats')).json();
    return providers.find((p: { id: string }) => p.id === 'openai');
  };

  it('answers the transcription and counts the call', async () => {
    fake.script(reply('what is my balance'));
    const res = await send();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ transcription: 'what is my balance', provider: 'openai' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/audio/transcriptions');
    expect((await openai()).calls).toBeGreaterThanOrEqual(1);
  });

  it('says 503 when the only transcriber fails, and cools its speech-to-text down, not its chat', async () => {
    fake.script(httpError(503));
    const res = await send();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe('transcription_failed');
    // Chat with the same provider still works at once.
    fake.script(reply('Chat still answers.'));
    const chat = await t.request('POST', '/api/ai/enhanced/chat', {
      messages: [{ role: 'user', content: 'hello' }],
    });
    expect((await chat.json()).provider).toBe('openai');
    // Speech-to-text is cooling down: no request reaches the provider.
    const before = fake.requests.length;
    expect((await send()).status).toBe(503);
    expect(fake.requests.length).toBe(before);
  });

  it('marks the provider misconfigured on 401, as a chat call would', async () => {
    t.clock.advance(10 * 60 * 1000);
    fake.script(httpError(401));
    expect((await send()).status).toBe(503);
    expect((await openai()).misconfigured).toMatch(/^HTTP 401/);
  });
});
