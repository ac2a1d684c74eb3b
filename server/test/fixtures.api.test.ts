/** The test kit itself: signed-in users without the sign-up flow, and rate limits off unless asked for. */
import { SIGNUP_BONUS_AIZ } from '@common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { FEEDBACK_LIMIT_PER_IP } from '../modules/feedback/routes';
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

  it('makes up a unique name when none is given, and can leave the bonus out', async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t, { bonus: false })];
    expect(a.user.username).not.toBe(b.user.username);
    expect(b.bonusGranted).toBeUndefined();
    expect(b.user.aizBalance).toBe('0');
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

  const submitMany = async (n: number) => {
    const statuses = new Set<number>();
    for (let i = 0; i < n; i++) {
      statuses.add((await t.request('POST', '/api/feedback/submit', aFeedbackSubmission())).status);
    }
    return [...statuses];
  };

  it("'unlimited' lets one client past every limit", async () => {
    expect(await submitMany(FEEDBACK_LIMIT_PER_IP.limit + 5)).toEqual([201]);
  });

  it('enforceRateLimits() brings the real limits back, fresh, for one test', async () => {
    t.enforceRateLimits();
    expect(await submitMany(FEEDBACK_LIMIT_PER_IP.limit + 1)).toEqual([201, 429]);
  });

  it('and only for that test', async () => {
    expect(await submitMany(FEEDBACK_LIMIT_PER_IP.limit + 1)).toEqual([201]);
  });
});
