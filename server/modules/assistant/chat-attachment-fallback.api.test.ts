/**
 * Security probe D8: with an attachment only one connected provider can read, that provider's first
 * failure must fall back to the offline assistant (as it already did once the provider was cooling
 * down), not answer 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, httpError, startFakeOpenAI } from '../../ai/testing';
import { createTestApp, type TestApp } from '../../test/harness';
import { fixtures } from './uploads-fixtures';

describe('chat with an attachment when the only provider that reads it fails', () => {
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

  async function uploadImage() {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixtures.png)], { type: 'image/png' }), 'dot.png');
    const res = await t.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost' },
    });
    expect(res.status).toBe(201);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { file: await res.json(), cookie };
  }

  it('answers from the offline assistant on the first failure, and again while the provider cools down', async () => {
    const { file, cookie } = await uploadImage();
    const body = {
      messages: [
        {
          role: 'user',
          content: 'What is in this picture?',
          attachments: [{ url: file.url, mediaType: file.mediaType, name: file.name }],
        },
      ],
      options: {},
    };
    for (const attempt of [1, 2]) {
      fake.script(httpError(500));
      const res = await t.request('POST', '/api/ai/enhanced/chat', body, { cookie });
      expect(res.status, `attempt ${attempt}`).toBe(200);
      const answer = await res.json();
      expect(answer.provider).toBe('offline');
      expect(answer.content).toMatch(/cannot see images/i);
    }
  });

  it('streams the offline answer, not an error event, on the first failure', async () => {
    const fresh = await startFakeOpenAI();
    const app = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fresh.baseUrl } });
    try {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(fixtures.png)], { type: 'image/png' }), 'dot.png');
      const up = await app.app.request('/api/ai-assistant/upload', {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost' },
      });
      const file = await up.json();
      const cookie = up.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      fresh.script(httpError(500));
      const res = await app.request(
        'POST',
        '/api/ai/enhanced/chat/stream',
        {
          messages: [
            {
              role: 'user',
              content: 'Describe this',
              attachments: [{ url: file.url, mediaType: 'image/png' }],
            },
          ],
        },
        { cookie },
      );
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/event: meta\ndata: \{[^}]*"provider":"offline"/);
      expect(text).not.toContain('event: error');
      expect(text).toContain('event: done');
    } finally {
      await app.close();
      await fresh.close();
    }
  });
});
