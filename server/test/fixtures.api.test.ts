/** The test kit itself: signed-in users without the sign-up flow, and rate limits off unless asked for. */
import { SIGNUP_BONUS_AIZ } from '@common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createSessionFor, createSignedInUser } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { aFeedbackSubmission } from './payloads';

describe('createSignedInUser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'chief@aiz.test' } });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.request('GET', '/api/auth/user', undefined, headers);

  it('signs a new user in by cookie and by bearer token, with the signup bonus, and mails nothing', async () => {
    const ada = await createSignedInUser(t, { username: 'ada', email: 'Ada@Example.com' });
    expect(ada.user).toMatchObject({ username: 'ada', email: 'ada@example.com', role: 'user' });
    expect(ada.bonusGranted).toBe(true);
    for (const headers of [{ cookie: ada.cookie }, ada.bearer]) {
      const res = await me(headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: ada.user.id, aizBalance: String(SIGNUP_BONUS_AIZ) });
    }
    expect((await ada.request('GET', '/api/auth/user')).status).toBe(200);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('makes up a unique name when none is given', async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    expect(a.user.username).not.toBe(b.user.username);
    expect((await b.request('GET', '/api/ledger/history')).status).toBe(200);
  });

  it('makes an administrator only of an address in ADMIN_EMAILS', async () => {
    const chief = await createSignedInUser(t, { email: 'chief@aiz.test', role: 'admin' });
    expect((await chief.request('GET', '/api/admin/overview')).status).toBe(200);
    await expect(createSignedInUser(t, { email: 'mallory@aiz.test', role: 'admin' })).rejects.toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('opens a second session for someone who has an account', async () => {
    const bob = await createSignedInUser(t, { username: 'bob' });
    const again = await createSessionFor(t, bob.user.email);
    expect(again.token).not.toBe(bob.token);
    expect((await (await me({ cookie: again.cookie })).json()).id).toBe(bob.user.id);
  });
});

describe('createTestApp({ rateLimits })', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
  });
  afterAll(() => t.close());

  const rule = { limit: 2, windowMs: 60_000 };
  const hits = async (n: number) => {
    const allowed: boolean[] = [];
    for (let i = 0; i < n; i++) allowed.push((await t.deps.rateLimits.hit('fixture-test', rule)).allowed);
    return allowed;
  };

  it("'unlimited' lets every hit through", async () => {
    expect(await hits(5)).toEqual([true, true, true, true, true]);
  });

  it('enforceRateLimits() brings real limits back, fresh, for one test', async () => {
    t.enforceRateLimits();
    expect(await hits(3)).toEqual([true, true, false]);
  });

  it('and only for that test', async () => {
    expect(await hits(3)).toEqual([true, true, true]);
  });

  it('lets one client past a route limit without a fake address', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      statuses.add((await t.request('POST', '/api/feedback/submit', aFeedbackSubmission())).status);
    }
    expect([...statuses]).toEqual([201]);
  });
});
