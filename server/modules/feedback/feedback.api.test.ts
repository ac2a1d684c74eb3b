import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { aFeedbackSubmission } from '../../test/payloads';
import { FEEDBACK_LIMIT_PER_IP, FEEDBACK_LIMIT_PER_USER } from './routes';
import { countFeedback, listRecentFeedback } from './service';

const valid = () =>
  aFeedbackSubmission({
    message: '  The save button is hidden on small screens.  ',
    metadata: { ...aFeedbackSubmission().metadata, email: 'Someone@Example.com' },
  });

describe('POST /api/feedback/submit', () => {
  let t: TestApp;
  /** A client address of its own, for the tests about the per-IP limit. */
  let ipCount = 0;
  const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCount}` });
  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', '/api/feedback/submit', body, headers);
  const stored = async (id: string) =>
    (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, rateLimits: 'unlimited' });
  });
  afterAll(() => t.close());

  it('stores a signed-out submission with its session id, trimmed message and metadata', async () => {
    const res = await submit(valid(), { 'x-session-id': 'sess-123' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, feedbackId: expect.any(String) });
    expect(await stored(body.feedbackId)).toMatchObject({
      type: 'bug',
      category: 'ui/ux',
      rating: 4,
      message: 'The save button is hidden on small screens.',
      page: 'http://localhost/workflow-builder',
      userAgent: 'Chromium',
      clientTimestamp: '2026-01-01T00:00:00.000Z',
      email: 'someone@example.com',
      userId: null,
      sessionId: 'sess-123',
    });
  });

  it('stores the user of a signed-in submission (cookie or bearer token)', async () => {
    const u = await createSignedInUser(t, { username: 'critic', email: 'critic@example.com' });
    const { email: _omit, ...metadata } = valid().metadata;
    const viaCookie = await submit({ ...valid(), metadata }, { cookie: u.cookie });
    expect(viaCookie.status).toBe(201);
    const row = await stored((await viaCookie.json()).feedbackId);
    expect(row).toMatchObject({ userId: u.user.id, email: null, sessionId: null });

    const viaBearer = await submit(valid(), { authorization: `Bearer ${u.token}` });
    expect((await stored((await viaBearer.json()).feedbackId))?.userId).toBe(u.user.id);
  });

  it('accepts every type and category of the spec, and no rating', async () => {
    for (const type of ['bug', 'feature', 'improvement', 'general', 'usability']) {
      const res = await submit({ ...valid(), type, rating: undefined });
      expect(res.status, type).toBe(201);
    }
    for (const category of [
      'ui/ux',
      'performance',
      'functionality',
      'documentation',
      'navigation',
      'forms',
      'search',
      'mobile',
      'accessibility',
      'integration',
      'other',
    ]) {
      expect((await submit({ ...valid(), category, rating: null })).status, category).toBe(201);
    }
  });

  it.each([
    ['type missing', { type: undefined }, /type/],
    ['type unknown', { type: 'praise' }, /type/],
    ['category missing', { category: undefined }, /category/],
    ['category in capitals', { category: 'UI/UX' }, /category/],
    ['message missing', { message: undefined }, /message/],
    ['message blank', { message: '   ' }, /Please enter a message/],
    ['message too long', { message: 'x'.repeat(5001) }, /at most 5000/],
    ['rating 0', { rating: 0 }, /rating/],
    ['rating 6', { rating: 6 }, /rating/],
    ['rating 3.5', { rating: 3.5 }, /rating/],
    ['metadata missing', { metadata: undefined }, /metadata/],
    ['page missing', { metadata: { ...valid().metadata, page: undefined } }, /page/],
    ['bad timestamp', { metadata: { ...valid().metadata, timestamp: 'yesterday' } }, /timestamp/],
    ['bad e-mail', { metadata: { ...valid().metadata, email: 'nope' } }, /valid e-mail/],
  ])('refuses %s', async (_name, change, message) => {
    const res = await submit({ ...valid(), ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toMatch(message);
  });

  it('refuses an over-long session id', async () => {
    const res = await submit(valid(), { 'x-session-id': 'x'.repeat(201) });
    expect(res.status).toBe(400);
  });

  it('rate limits per client IP', async () => {
    t.enforceRateLimits();
    const ip = fromNewIp();
    let last: Response | undefined;
    for (let i = 0; i <= FEEDBACK_LIMIT_PER_IP.limit; i++) {
      last = await submit(valid(), ip);
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submit(valid(), fromNewIp())).status).toBe(201);
    t.clock.advance(FEEDBACK_LIMIT_PER_IP.windowMs);
    expect((await submit(valid(), ip)).status).toBe(201);
  });

  it('rate limits per user, across IPs', async () => {
    t.enforceRateLimits();
    const u = await createSignedInUser(t, { username: 'chatty', email: 'chatty@example.com' });
    let last: Response | undefined;
    for (let i = 0; i <= FEEDBACK_LIMIT_PER_USER.limit; i++) {
      last = await submit(valid(), { ...fromNewIp(), cookie: u.cookie });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect((await last!.json()).message).toMatch(/Too many feedback messages/);
  });

  it('is described in the OpenAPI document, with the onboarding calls', async () => {
    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/feedback/submit',
        '/api/onboarding/status',
        '/api/onboarding/initialize',
        '/api/onboarding/progress',
        '/api/onboarding/skip',
        '/api/onboarding/restart',
        '/api/onboarding/preferences',
        '/api/onboarding/complete',
      ]),
    );
  });

  it('counts and lists recent feedback, newest first', async () => {
    const before = await countFeedback(t.database);
    t.clock.advance(1000);
    const res = await submit({ ...valid(), message: 'newest' });
    const { feedbackId } = await res.json();
    expect(await countFeedback(t.database)).toBe(before + 1);
    const recent = await listRecentFeedback(t.database, { limit: 3 });
    expect(recent).toHaveLength(3);
    expect(recent[0]).toMatchObject({ id: feedbackId, message: 'newest', type: 'bug', category: 'ui/ux' });
    expect(Date.parse(recent[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(recent[1]!.createdAt));
    expect(await listRecentFeedback(t.database, { limit: 0 })).toHaveLength(1);
  });
});
