/**
 * The "done when": with OPENAI_API_KEY and OPENAI_BASE_URL at a fake OpenAI-compatible server,
 * chat goes to OpenAI and its stats show; stop that server and the next chat fails over to the
 * offline assistant without an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, reply, startFakeOpenAI } from '../../ai/testing';
import { docxWithParagraphs, pdfWithPages } from '../../lib/document-text/testing/document-files';
import { createTestApp, type TestApp } from '../../test/harness';
import { scaled } from '../../test/time';
import { fixtures } from './uploads-fixtures';

const ask = (content: string) => ({
  messages: [{ role: 'user', content }],
  options: { currentPage: '/staking' },
});

describe('chat with a configured provider', () => {
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

  it('routes to OpenAI first, sends the key, the page context and the history, and records its stats', async () => {
    fake.script(
      reply('Staking locks AIZ to earn rewards.', {
        chunks: 4,
        usage: { input: 120, cached: 100, output: 9 },
      }),
    );
    const res = await t.request('POST', '/api/ai/enhanced/chat', ask('What is staking?'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      provider: 'openai',
      providerName: 'OpenAI',
      offline: false,
      content: 'Staking locks AIZ to earn rewards.',
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    const payload = sent.body as { model: string; messages: { role: string; content: string }[] };
    expect(payload.model).toBe('gpt-4.1-mini');
    expect(payload.messages[0]).toMatchObject({ role: 'system' });
    expect(payload.messages[0]!.content).toContain('/staking');
    expect(payload.messages.at(-1)).toMatchObject({ role: 'user', content: 'What is staking?' });

    const stats = (await (await t.request('GET', '/api/ai/enhanced/providers/stats')).json()).providers;
    expect(stats.map((p: { id: string }) => p.id)).toEqual(['openai', 'offline']);
    const openai = stats[0];
    expect(openai).toMatchObject({
      isHealthy: true,
      successRate: 1,
      calls: 1,
      priority: 1,
      model: 'gpt-4.1-mini',
    });
    // 20 fresh + 100 cached input tokens and 9 output tokens at the catalog's list prices
    expect(openai.costUsd).toBeCloseTo((20 * 0.4 + 100 * 0.1 + 9 * 1.6) / 1e6, 12);
  });

  it('fails over to the offline assistant without an error when the provider is gone', async () => {
    await fake.close();
    const res = await t.request('POST', '/api/ai/enhanced/chat/stream', ask('How do I stake AIZ?'));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/event: meta\ndata: \{[^}]*"provider":"offline"/);
    expect(text).not.toContain('event: error');
    expect(text).toContain('event: done');

    const stats = (await (await t.request('GET', '/api/ai/enhanced/providers/stats')).json()).providers;
    const openai = stats.find((p: { id: string }) => p.id === 'openai');
    expect(openai.isHealthy).toBe(false);
    expect(openai.cooldownMs).toBeGreaterThan(0);
    expect(openai.successRate).toBe(0.5);
    expect(openai.lastError).toBeTruthy();
  });
});

describe('chat with attachments', () => {
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

  async function upload(app: TestApp, name: string, bytes: Buffer, type: string, cookie?: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await app.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
    });
    expect(res.status).toBe(201);
    return {
      file: await res.json(),
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }

  it("sends an uploaded image to a provider that reads images, only for the file's owner", async () => {
    const { file, cookie } = await upload(t, 'dot.png', fixtures.png, 'image/png');
    fake.script(reply('A single dot.'));
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
    const res = await t.request('POST', '/api/ai/enhanced/chat', body, { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).content).toBe('A single dot.');
    const sent = fake.requests.at(-1)!.body as { messages: { role: string; content: unknown }[] };
    expect(JSON.stringify(sent.messages.at(-1)!.content)).toContain('data:image/png;base64,');

    const stranger = await t.request('POST', '/api/ai/enhanced/chat', body);
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).message).toMatch(/was not found/);
  });

  it('gives OpenAI a text and a Word (DOCX) file as their text, a .doc as a note, and cools nothing down', async () => {
    const txt = await upload(t, 'notes.txt', fixtures.txt, 'text/plain');
    const docx = await upload(
      t,
      'plan.docx',
      Buffer.from(docxWithParagraphs(['The plan: launch the widget shop in May.'])),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      txt.cookie,
    );
    const doc = await upload(t, 'old.doc', fixtures.doc, 'application/msword', txt.cookie);
    fake.script(reply('Your notes say hello.'));
    const res = await t.request(
      'POST',
      '/api/ai/enhanced/chat',
      {
        messages: [
          {
            role: 'user',
            content: 'Summarise these',
            attachments: [
              { url: txt.file.url, mediaType: txt.file.mediaType, name: 'notes.txt' },
              { url: docx.file.url, mediaType: docx.file.mediaType, name: 'plan.docx' },
              { url: doc.file.url, mediaType: doc.file.mediaType, name: 'old.doc' },
            ],
          },
        ],
      },
      { cookie: txt.cookie },
    );
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.provider).toBe('openai');
    const sent = JSON.stringify((fake.requests.at(-1)!.body as { messages: unknown[] }).messages.at(-1));
    expect(sent).toContain('Notes for the assistant: Grüße');
    expect(sent).toContain('Attached file plan.docx:\\n\\nThe plan: launch the widget shop in May.');
    expect(sent).toContain(
      '[old.doc (application/msword) is attached, but no connected AI provider can read',
    );
    expect(sent).not.toContain('base64');
    const stats = await (await t.request('GET', '/api/ai/enhanced/providers/stats')).json();
    const openai = stats.providers.find((p: { id: string }) => p.id === 'openai');
    expect(openai).toMatchObject({ isHealthy: true, cooldownMs: 0 });
  });

  it('lets the offline assistant answer honestly when no provider reads the attachment', async () => {
    const offlineOnly = await createTestApp();
    try {
      const { file, cookie } = await upload(offlineOnly, 'dot.png', fixtures.png, 'image/png');
      const res = await offlineOnly.request(
        'POST',
        '/api/ai/enhanced/chat',
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
      const answer = await res.json();
      expect(answer.provider).toBe('offline');
      expect(answer.content).toMatch(/cannot see images/i);
    } finally {
      await offlineOnly.close();
    }
  });
});

describe('the offline assistant with attached documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const POLICY = [
    '# Walker Widgets refund policy',
    'We sell widgets to shops across Europe.',
    'Refunds are paid within 14 days of the return reaching our warehouse in Leeds.',
    '# Shipping',
    'Orders ship on weekdays.',
  ].join('\n\n');

  async function askAbout(name: string, bytes: Uint8Array, type: string, question: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const up = await t.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost' },
    });
    expect(up.status).toBe(201);
    const file = await up.json();
    const cookie = up.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await t.request(
      'POST',
      '/api/ai/enhanced/chat',
      {
        messages: [
          {
            role: 'user',
            content: question,
            attachments: [{ url: file.url, mediaType: file.mediaType, name }],
          },
        ],
      },
      { cookie },
    );
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.provider).toBe('offline');
    expect(answer.content).not.toMatch(/can(no|')t read/i);
    return answer.content as string;
  }

  it('answers from a .txt and a .md', { timeout: scaled(60_000) }, async () => {
    const fromText = await askAbout(
      'policy.txt',
      new TextEncoder().encode(POLICY),
      'text/plain',
      'When are refunds paid?',
    );
    expect(fromText).toContain('> Refunds are paid within 14 days');
    const fromMarkdown = await askAbout(
      'policy.md',
      new TextEncoder().encode(POLICY),
      'text/markdown',
      'Summarise this',
    );
    expect(fromMarkdown).toContain('Its sections: Walker Widgets refund policy · Shipping.');
  });

  it('answers from a PDF and a DOCX', { timeout: scaled(60_000) }, async () => {
    const pdf = pdfWithPages(['Refunds are paid within 14 days.', 'Orders ship on weekdays.']);
    expect(await askAbout('policy.pdf', pdf, 'application/pdf', 'When are refunds paid?')).toContain(
      '> Refunds are paid within 14 days.',
    );
    const docx = docxWithParagraphs(['We sell widgets.', 'Refunds are paid within 14 days.']);
    expect(
      await askAbout(
        'policy.docx',
        docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'refunds?',
      ),
    ).toContain('> Refunds are paid within 14 days.');
  });
});
