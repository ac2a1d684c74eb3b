import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('POST /api/analytics/track', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a general event with its value and metadata', async () => {
    const res = await t.request(
      'POST',
      '/api/analytics/track',
      {
        eventType: 'performance',
        eventCategory: 'page_load',
        eventAction: 'load',
        eventValue: 812,
        pageUrl: 'http://localhost/marketplace',
        metadata: { domContentLoaded: 300, firstByte: 40, domInteractive: 280 },
      },
      { 'user-agent': 'test-agent' },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const rows = await t.database.db.select().from(analyticsEvents);
    const row = rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      kind: 'event',
      eventType: 'performance',
      category: 'page_load',
      action: 'load',
      value: 812,
      userAgent: 'test-agent',
      metadata: { domContentLoaded: 300, firstByte: 40, domInteractive: 280 },
    });
    // Dated by the injected clock, not the database's.
    expect(row?.createdAt).toEqual(new Date(t.clock.now));
  });

  it('stores the chat-usage variant', async () => {
    const res = await t.request('POST', '/api/analytics/track', {
      sessionId: 'chat-1',
      userId: null,
      action: 'message_sent',
      data: { interactions: 2, conversionStage: 'visitor' },
      timestamp: '2026-01-01T00:00:00.000Z',
      page: '/',
      userAgent: 'Chromium',
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = (await t.database.db.select().from(analyticsEvents)).find((r) => r.id === id);
    expect(row).toMatchObject({
      kind: 'chat_usage',
      sessionId: 'chat-1',
      action: 'message_sent',
      pageUrl: '/',
    });
  });

  it('links events to the signed-in user from the session, never from the payload', async () => {
    const me = await createSignedInUser(t, { username: 'ana', email: 'ana@example.com' });
    const general = {
      eventType: 'error',
      eventCategory: 'javascript',
      eventAction: 'unhandled_error',
      pageUrl: 'http://localhost/',
    };
    const chat = {
      sessionId: 'chat-2',
      userId: 'someone-else',
      action: 'message_sent',
      timestamp: 1,
      page: '/',
      userAgent: 'Chromium',
    };
    const rows = async () => t.database.db.select().from(analyticsEvents);
    const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;
    const signedIn = await idOf(
      await t.request('POST', '/api/analytics/track', general, { cookie: me.cookie }),
    );
    const claimed = await idOf(await t.request('POST', '/api/analytics/track', chat));
    const chatSignedIn = await idOf(
      await t.request('POST', '/api/analytics/track', chat, { cookie: me.cookie }),
    );
    const all = await rows();
    expect(all.find((r) => r.id === signedIn)?.userId).toBe(me.user.id);
    expect(all.find((r) => r.id === claimed)?.userId).toBeNull();
    expect(all.find((r) => r.id === chatSignedIn)?.userId).toBe(me.user.id);
  });

  it('names the missing field of an invalid event', async () => {
    const res = await t.request('POST', '/api/analytics/track', {
      eventType: 'x',
      eventCategory: 'y',
      pageUrl: '/',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toMatch(/eventAction/);
  });

  it('refuses oversized metadata', async () => {
    const res = await t.request('POST', '/api/analytics/track', {
      eventType: 'x',
      eventCategory: 'y',
      eventAction: 'z',
      pageUrl: '/',
      metadata: { blob: 'x'.repeat(9000) },
    });
    expect(res.status).toBe(400);
  });

  it('rate limits per client at ANALYTICS_LIMIT_PER_IP a minute and tells when to retry', async () => {
    const limited = await createTestApp({ env: { ANALYTICS_LIMIT_PER_IP: '5' } });
    try {
      const event = { eventType: 'flood', eventCategory: 'test', eventAction: 'hit', pageUrl: '/' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await limited.request('POST', '/api/analytics/track', event)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const last = await limited.request('POST', '/api/analytics/track', event);
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await last.json()).error).toBe('rate_limited');
      limited.clock.advance(60_000);
      expect((await limited.request('POST', '/api/analytics/track', event)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('allows 120 events a minute from one IP by default', () => {
    expect(t.deps.config.analyticsLimitPerIp).toBe(120);
  });
});
