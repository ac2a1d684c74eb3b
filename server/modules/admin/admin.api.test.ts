import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createSessionFor, createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { aFeedbackSubmission } from '../../test/payloads';

const DAY = 24 * 60 * 60 * 1000;

const feedbackBody = (message: string) =>
  aFeedbackSubmission({ type: 'feature', category: 'navigation', rating: 5, message });

describe('admin API', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let user: SignedInUser;
  const get = (url: string, who?: SignedInUser) =>
    t.request('GET', url, undefined, who ? { cookie: who.cookie } : {});

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@aiz.test' } });
    admin = await createSignedInUser(t, { username: 'boss', email: 'boss@aiz.test', role: 'admin' });
    t.clock.advance(1000);
    user = await createSignedInUser(t, { username: 'ada', email: 'ada@example.com' });
    t.clock.advance(1000);
    await createSignedInUser(t, { username: 'bob', email: 'bob@example.com' });
    await t.request('POST', '/api/feedback/submit', feedbackBody('Please add dark charts.'), {
      cookie: user.cookie,
    });
    await t.request('POST', '/api/feedback/submit', feedbackBody('Love the builder.'));
    const now = t.clock.now;
    await t.database.db.insert(analyticsEvents).values([
      { kind: 'event', eventType: 'page_load', action: 'load', createdAt: new Date(now - DAY) },
      { kind: 'event', eventType: 'page_load', action: 'load', createdAt: new Date(now - 2 * DAY) },
      { kind: 'event', eventType: 'error', action: 'unhandled', createdAt: new Date(now - 3 * DAY) },
      // Outside the 7-day window:
      { kind: 'event', eventType: 'error', action: 'unhandled', createdAt: new Date(now - 8 * DAY) },
    ]);
  });
  afterAll(() => t.close());

  const routes = ['/api/admin/overview', '/api/admin/users', '/api/admin/feedback'];

  it('answers 401 when signed out', async () => {
    for (const url of routes) {
      const res = await get(url);
      expect(res.status, url).toBe(401);
      expect((await res.json()).error).toBe('unauthorized');
    }
    // Even with a bad query: visitors learn nothing of the routes.
    expect((await get('/api/admin/users?limit=9999')).status).toBe(401);
  });

  it('answers 403 for a signed-in user who is not an administrator', async () => {
    for (const url of routes) {
      const res = await get(url, user);
      expect(res.status, url).toBe(403);
      expect(await res.json()).toEqual({ error: 'forbidden', message: 'This area is for administrators.' });
    }
  });

  it('gives an administrator the overview counts', async () => {
    const res = await get('/api/admin/overview', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      users: 3,
      admins: 1,
      sessionsActive: 3,
      feedback: 2,
      signupBonus: { bonusAmount: 1000, limit: 100, granted: 3, remaining: 97 },
      generatedAt: new Date(t.clock.now).toISOString(),
    });
    expect(body.analyticsEvents).toEqual({
      days: 7,
      since: new Date(t.clock.now - 7 * DAY).toISOString(),
      total: 3,
      byType: [
        { eventType: 'page_load', count: 2 },
        { eventType: 'error', count: 1 },
      ],
    });
  });

  it('counts only sessions that are neither revoked nor expired', async () => {
    const again = await createSessionFor(t, 'bob@example.com');
    expect((await (await get('/api/admin/overview', admin)).json()).sessionsActive).toBe(4);
    await t.request('POST', '/api/auth/signout', undefined, { cookie: again.cookie });
    expect((await (await get('/api/admin/overview', admin)).json()).sessionsActive).toBe(3);
  });

  it('lists users newest first with role, last sign-in and balance, in pages', async () => {
    const first = await (await get('/api/admin/users?limit=2', admin)).json();
    expect(first.users.map((u: { username: string }) => u.username)).toEqual(['bob', 'ada']);
    expect(first.users[1]).toEqual({
      id: user.user.id,
      username: 'ada',
      email: 'ada@example.com',
      role: 'user',
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      aizBalance: '1000',
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await get(`/api/admin/users?limit=2&before=${first.nextCursor}`, admin)).json();
    expect(second.users.map((u: { username: string; role: string }) => [u.username, u.role])).toEqual([
      ['boss', 'admin'],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad cursor or limit with 400', async () => {
    expect((await get('/api/admin/users?before=nope', admin)).status).toBe(400);
    expect((await get('/api/admin/users?limit=0', admin)).status).toBe(400);
  });

  it('lists recent feedback, newest first', async () => {
    const res = await get('/api/admin/feedback?limit=10', admin);
    expect(res.status).toBe(200);
    const { feedback } = await res.json();
    expect(feedback).toHaveLength(2);
    expect(feedback.map((f: { message: string }) => f.message).sort()).toEqual([
      'Love the builder.',
      'Please add dark charts.',
    ]);
    expect(feedback.find((f: { message: string }) => f.message === 'Please add dark charts.')).toMatchObject({
      userId: user.user.id,
      type: 'feature',
      category: 'navigation',
      rating: 5,
    });
  });
});
