import { SIGNED_OUT_AS_NULL_HEADER } from '@common/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { latestCodeFor, latestMailTo, sessionCookieOf, signIn, signUp } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { MAX_ATTEMPTS_PER_CODE, SEND_LIMIT_PER_EMAIL } from './limits';

const send = (t: TestApp, body: unknown, headers?: Record<string, string>) =>
  t.request('POST', '/api/auth/send-verification', body, headers);
const verify = (t: TestApp, body: unknown, headers?: Record<string, string>) =>
  t.request('POST', '/api/auth/verify-code', body, headers);

describe('auth API', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      logger: createLogger('debug', {}, (line) => logLines.push(line)),
      env: { ADMIN_EMAILS: 'boss@aiz.test' },
    });
  });
  afterAll(() => t.close());

  describe('sign-up', () => {
    it('mails a 6-digit code valid 5 minutes and answers its expiry', async () => {
      const res = await send(t, { email: 'Ada@Example.com', type: 'signup', username: 'ada' });
      expect(res.status).toBe(200);
      const { expiresAt } = await res.json();
      expect(Date.parse(expiresAt) - t.clock.now).toBe(5 * 60 * 1000);
      const mail = await latestMailTo(t, 'ada@example.com');
      expect(mail?.subject).toMatch(/sign-up code/);
      const code = await latestCodeFor(t, 'ada@example.com');
      expect(mail?.html).toContain(code);
    });

    it('creates the account, grants the bonus, sets an HttpOnly session cookie and returns the token', async () => {
      const code = await latestCodeFor(t, 'ada@example.com');
      const res = await verify(t, { email: 'ada@example.com', code, type: 'signup', username: 'ada' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        isNewUser: true,
        bonusGranted: true,
        user: {
          username: 'ada',
          email: 'ada@example.com',
          aizBalance: '1000',
          subscription: 'free',
          role: 'user',
        },
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('aiz_session='))!;
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toContain('Secure'); // plain http in tests; https sets Secure
      expect(sessionCookieOf(res)).toBe(`aiz_session=${body.token}`);
    });

    it('refuses a taken username (any case) before sending a code: usernames are public', async () => {
      const name = await send(t, { email: 'other@example.com', type: 'signup', username: 'ADA' });
      expect(name.status).toBe(409);
      expect(await name.json()).toEqual({
        error: 'conflict',
        message: 'That username is taken. Please choose another.',
        details: { field: 'username' },
      });
    });

    it('checks the username: trimmed, length and characters', async () => {
      const cases: [string, RegExp][] = [
        ['   ', /Please enter a username/],
        ['ab', /at least 3/],
        ['x'.repeat(33), /at most 32/],
        ['bad name!', /letters, digits/],
      ];
      for (const [username, message] of cases) {
        const res = await send(t, { email: 'new@example.com', type: 'signup', username });
        expect(res.status, username).toBe(400);
        expect((await res.json()).message).toMatch(message);
      }
      const missing = await send(t, { email: 'new@example.com', type: 'signup' });
      expect((await missing.json()).message).toMatch(/username: Please enter a username/);
      const trimmed = await send(t, { email: 'trim@example.com', type: 'signup', username: '  grace  ' });
      expect(trimmed.status).toBe(200);
    });

    it('refuses a bad e-mail with a clear message', async () => {
      const res = await send(t, { email: 'not-an-email', type: 'signin' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/email: Enter a valid e-mail address/);
    });
  });

  describe('sessions', () => {
    let ada: Awaited<ReturnType<typeof signIn>>;
    beforeAll(async () => {
      ada = await signIn(t, 'ada@example.com');
    });

    it('finds the user by cookie and by bearer token alike', async () => {
      const byCookie = await t.request('GET', '/api/auth/user', undefined, { cookie: ada.cookie });
      const byBearer = await t.request('GET', '/api/auth/user', undefined, {
        authorization: `Bearer ${ada.token}`,
      });
      expect(byCookie.status).toBe(200);
      expect(await byCookie.json()).toEqual(await byBearer.json());
    });

    it('answers 401 when signed out or with a bad token', async () => {
      expect((await t.request('GET', '/api/auth/user')).status).toBe(401);
      const bad = await t.request('GET', '/api/auth/user', undefined, { cookie: 'aiz_session=forged' });
      expect(bad.status).toBe(401);
      expect(bad.headers.getSetCookie().join()).toMatch(/aiz_session=;/); // the stale cookie is cleared
    });

    it("answers null, not 401, when signed out and the request asks so (the app's current-user query)", async () => {
      const probe = { [SIGNED_OUT_AS_NULL_HEADER]: '1' };
      const out = await t.request('GET', '/api/auth/user', undefined, probe);
      expect(out.status).toBe(200);
      expect(await out.json()).toBeNull();
      const forged = await t.request('GET', '/api/auth/user', undefined, {
        ...probe,
        cookie: 'aiz_session=x',
      });
      expect(await forged.json()).toBeNull();
      const signedIn = await t.request('GET', '/api/auth/user', undefined, { ...probe, cookie: ada.cookie });
      expect(await signedIn.json()).toMatchObject({ email: 'ada@example.com' });
      expect(
        (await t.request('GET', '/api/auth/user', undefined, { [SIGNED_OUT_AS_NULL_HEADER]: 'yes' })).status,
      ).toBe(400);
    });

    it('rotates the session at sign-in: the old token stops working', async () => {
      const again = await signIn(t, 'ada@example.com', { cookie: ada.cookie });
      expect(again.token).not.toBe(ada.token);
      expect((await t.request('GET', '/api/auth/user', undefined, { cookie: ada.cookie })).status).toBe(401);
      ada = again;
    });

    it('revokes the session at sign-out, for cookie and bearer', async () => {
      const out = await t.request('POST', '/api/auth/signout', undefined, { cookie: ada.cookie });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().join()).toMatch(/aiz_session=;.*Max-Age=0/);
      expect((await t.request('GET', '/api/auth/user', undefined, { cookie: ada.cookie })).status).toBe(401);
      const bearer = await t.request('GET', '/api/auth/user', undefined, {
        authorization: `Bearer ${ada.token}`,
      });
      expect(bearer.status).toBe(401);
    });

    it('expires sessions after 30 days', async () => {
      const s = await signIn(t, 'ada@example.com');
      t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1);
      expect((await t.request('GET', '/api/auth/user', undefined, { cookie: s.cookie })).status).toBe(401);
    });

    it('refuses a cross-site verify (CSRF)', async () => {
      await send(t, { email: 'ada@example.com', type: 'signin' });
      const code = await latestCodeFor(t, 'ada@example.com');
      const res = await verify(
        t,
        { email: 'ada@example.com', code, type: 'signin' },
        { origin: 'https://evil.example' },
      );
      expect(res.status).toBe(403);
      const out = await t.request('POST', '/api/auth/signout', undefined, { origin: 'https://evil.example' });
      expect(out.status).toBe(403);
    });
  });

  describe('codes', () => {
    it('counts wrong guesses per code, then locks it until a new code is sent', async () => {
      await signUp(t, 'bob', 'bob@example.com');
      await send(t, { email: 'bob@example.com', type: 'signin' });
      const code = await latestCodeFor(t, 'bob@example.com');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let left = MAX_ATTEMPTS_PER_CODE - 1; left >= 1; left--) {
        const res = await verify(t, { email: 'bob@example.com', code: wrong, type: 'signin' });
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe(
          `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`,
        );
      }
      const last = await verify(t, { email: 'bob@example.com', code: wrong, type: 'signin' });
      expect(last.status).toBe(429);
      const locked = await verify(t, { email: 'bob@example.com', code, type: 'signin' });
      expect(locked.status).toBe(429);
      expect((await locked.json()).message).toBe(
        'Too many incorrect attempts for this code. Please request a new code.',
      );
      await send(t, { email: 'bob@example.com', type: 'signin' });
      const fresh = await latestCodeFor(t, 'bob@example.com');
      expect((await verify(t, { email: 'bob@example.com', code: fresh, type: 'signin' })).status).toBe(200);
    });

    it('counts parallel guesses one by one: no more than 5 are ever compared against a code', async () => {
      await signUp(t, 'dave', 'dave@example.com');
      await send(t, { email: 'dave@example.com', type: 'signin' });
      const code = await latestCodeFor(t, 'dave@example.com');
      const wrong = Array.from({ length: 12 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      const answers = await Promise.all(
        wrong.map(async (guess) => {
          const res = await verify(t, { email: 'dave@example.com', code: guess, type: 'signin' });
          return { status: res.status, message: (await res.json()).message as string };
        }),
      );
      const told = answers.filter((a) => a.status === 400).map((a) => a.message);
      expect(told.sort()).toEqual(
        [1, 2, 3, 4].map((n) => `Incorrect code. ${n} attempt${n === 1 ? '' : 's'} left.`),
      );
      expect(answers.filter((a) => a.status === 429)).toHaveLength(wrong.length - 4);
      // Each comparison spends an attempt first, so the count is the number of comparisons made.
      const [row] = await t.database.db
        .select({ attempts: schema.verificationCodes.attempts })
        .from(schema.verificationCodes)
        .where(eq(schema.verificationCodes.email, 'dave@example.com'));
      expect(row?.attempts).toBe(MAX_ATTEMPTS_PER_CODE);
      // The right code came too late: the five attempts are spent.
      const late = await verify(t, { email: 'dave@example.com', code, type: 'signin' });
      expect(late.status).toBe(429);
      await send(t, { email: 'dave@example.com', type: 'signin' });
      const fresh = await latestCodeFor(t, 'dave@example.com');
      expect((await verify(t, { email: 'dave@example.com', code: fresh, type: 'signin' })).status).toBe(200);
    });

    it('a new code replaces the old one, and a code works once', async () => {
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      await send(t, { email: 'bob@example.com', type: 'signin' });
      const first = await latestCodeFor(t, 'bob@example.com');
      await send(t, { email: 'bob@example.com', type: 'signin' });
      const second = await latestCodeFor(t, 'bob@example.com');
      if (first !== second) {
        const old = await verify(t, { email: 'bob@example.com', code: first, type: 'signin' });
        expect(old.status).toBe(400);
      }
      expect((await verify(t, { email: 'bob@example.com', code: second, type: 'signin' })).status).toBe(200);
      const replay = await verify(t, { email: 'bob@example.com', code: second, type: 'signin' });
      expect(replay.status).toBe(400);
      expect((await replay.json()).message).toBe(
        'There is no active code for this e-mail. Please request a new code.',
      );
    });

    it('expires a code after 5 minutes', async () => {
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      expect((await send(t, { email: 'bob@example.com', type: 'signin' })).status).toBe(200);
      const code = await latestCodeFor(t, 'bob@example.com');
      t.clock.advance(5 * 60 * 1000);
      const res = await verify(t, { email: 'bob@example.com', code, type: 'signin' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('This code has expired. Please request a new code.');
    });

    it('takes exactly six digits: 5 or 7 digits and letters answer 400 and spend nothing', async () => {
      await signUp(t, 'erin', 'erin@example.com');
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      await send(t, { email: 'erin@example.com', type: 'signin' });
      const code = await latestCodeFor(t, 'erin@example.com');
      for (const malformed of [code.slice(0, 5), `${code}0`, 'abcdef', `${code.slice(0, 5)}x`, ` ${code}`]) {
        const res = await verify(t, { email: 'erin@example.com', code: malformed, type: 'signin' });
        expect(res.status, malformed).toBe(400);
        expect(await res.json(), malformed).toMatchObject({
          error: 'validation_failed',
          message: expect.stringMatching(/Please enter the 6-digit verification code\./),
        });
      }
      const [row] = await t.database.db
        .select({ attempts: schema.verificationCodes.attempts })
        .from(schema.verificationCodes)
        .where(eq(schema.verificationCodes.email, 'erin@example.com'));
      expect(row?.attempts).toBe(0);
      expect(
        await t.database.db
          .select()
          .from(schema.verificationFailures)
          .where(eq(schema.verificationFailures.email, 'erin@example.com')),
      ).toEqual([]);
      expect((await verify(t, { email: 'erin@example.com', code, type: 'signin' })).status).toBe(200);
    });

    it('limits sends per e-mail', async () => {
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      for (let i = 0; i < SEND_LIMIT_PER_EMAIL.limit; i++) {
        expect((await send(t, { email: 'limit@example.com', type: 'signin' })).status).toBe(200);
      }
      const res = await send(t, { email: 'limit@example.com', type: 'signin' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await res.json()).message).toMatch(
        /^Too many codes requested. Please wait \d+ minutes? before asking again\.$/,
      );
    });
  });

  describe('no enumeration', () => {
    it('answers sign-in for an unknown e-mail exactly as for a known one, and mails how to sign up', async () => {
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      const known = await send(t, { email: 'bob@example.com', type: 'signin' });
      const unknown = await send(t, { email: 'nobody@example.com', type: 'signin' });
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
      const mail = await latestMailTo(t, 'nobody@example.com');
      expect(mail?.subject).toBe('No AIZ Platform account for this e-mail');
      expect(mail?.text).toContain('Sign Up');
      expect(mail?.text).not.toMatch(/\b\d{6}\b/);
      const guess = await verify(t, { email: 'nobody@example.com', code: '123456', type: 'signin' });
      const wrongKnown = await verify(t, { email: 'bob@example.com', code: '123456', type: 'signin' });
      expect(guess.status).toBe(wrongKnown.status);
      expect(await guess.json()).toEqual(await wrongKnown.json());
    });

    it('answers sign-up for a registered e-mail exactly as for a new one, and mails how to sign in', async () => {
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      const fresh = await send(t, { email: 'newcomer@example.com', type: 'signup', username: 'newcomer' });
      const taken = await send(t, { email: 'BOB@example.com', type: 'signup', username: 'notbob' });
      expect(taken.status).toBe(200);
      expect(taken.status).toBe(fresh.status);
      expect(await taken.json()).toEqual(await fresh.json());
      const headers = (res: Response) =>
        [...res.headers.entries()].filter(([name]) => name !== 'x-request-id').sort();
      expect(headers(taken)).toEqual(headers(fresh));

      const mail = await latestMailTo(t, 'bob@example.com');
      expect(mail?.subject).toBe('You already have an AIZ Platform account');
      expect(mail?.text).toContain('tried to create an AIZ Platform account with this e-mail address');
      expect(mail?.text).toContain('Sign In');
      expect(mail?.text).not.toMatch(/\b\d{6}\b/);
      // Guessing on goes the same way too, and no second account appears.
      const body = (email: string, username: string) => ({ email, code: '123456', type: 'signup', username });
      const guessTaken = await verify(t, body('bob@example.com', 'notbob'));
      const guessFresh = await verify(t, body('newcomer@example.com', 'newcomer'));
      expect(guessTaken.status).toBe(guessFresh.status);
      expect(await guessTaken.json()).toEqual(await guessFresh.json());
      const bobs = await t.database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'bob@example.com'));
      expect(bobs.map((u) => u.username)).toEqual(['bob']);
    });
  });

  describe('secrets at rest', () => {
    it('keeps no code or session token in clear in any table or log', async () => {
      const s = await signUp(t, 'dora', 'dora@example.com');
      await send(t, { email: 'dora@example.com', type: 'signin' });
      const pendingCode = await latestCodeFor(t, 'dora@example.com');
      const secrets = [s.token, pendingCode];
      // The outbox is the developer's mailbox (no SMTP configured): delivering the code is its job.
      const tables = Object.entries(schema).filter(
        ([name, table]) =>
          name !== 'mailOutbox' && typeof table === 'object' && table !== null && 'getSQL' in table,
      );
      expect(tables.length).toBeGreaterThan(4);
      for (const [name, table] of tables) {
        // biome-ignore lint/suspicious/noExplicitAny: every table of the schema, whatever its type
        const rows = await t.database.db.select().from(table as any);
        const dump = JSON.stringify(rows, (_key, value) =>
          typeof value === 'bigint' ? value.toString() : value,
        );
        for (const secret of secrets) expect(dump.includes(secret), `${name} holds a secret`).toBe(false);
      }
      const logs = logLines.join('\n');
      for (const secret of secrets) expect(logs.includes(secret)).toBe(false);
      expect(logs).toContain('mail written to the outbox');
      // Logs name the recipient by a reference, never by address (personal data stays out of logs).
      expect(logs).not.toContain('dora@example.com');
    });
  });

  describe('roles and failures', () => {
    it('makes e-mails listed in ADMIN_EMAILS admins', async () => {
      const boss = await signUp(t, 'boss', 'boss@aiz.test');
      expect(boss.user.role).toBe('admin');
    });

    it('takes the admin role from an address that is no longer listed, at once and at sign-in', async () => {
      // An admin of an earlier configuration: the role is stored, the address is not in ADMIN_EMAILS.
      const former = await signUp(t, 'former', 'former@aiz.test');
      await t.database.db
        .update(schema.users)
        .set({ role: 'admin' })
        .where(eq(schema.users.id, former.user.id));
      const me = await (
        await t.request('GET', '/api/auth/user', undefined, { cookie: former.cookie })
      ).json();
      expect(me.role).toBe('user');
      expect(
        (await t.request('GET', '/api/admin/overview', undefined, { cookie: former.cookie })).status,
      ).toBe(403);
      t.clock.advance(SEND_LIMIT_PER_EMAIL.windowMs);
      await signIn(t, 'former@aiz.test');
      const [row] = await t.database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, former.user.id));
      expect(row?.role).toBe('user');
    });

    it('answers 503 when the mail cannot be sent, and leaves no code behind', async () => {
      const failing = await createTestApp({
        mail: { kind: 'smtp', send: () => Promise.reject(new Error('ECONNREFUSED')), close: async () => {} },
      });
      try {
        const res = await failing.request('POST', '/api/auth/send-verification', {
          email: 'x@example.com',
          type: 'signup',
          username: 'xavier',
        });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          error: 'mail_failed',
          message:
            'We could not send the e-mail right now. Please check the address and try again in a moment.',
        });
        expect(await failing.database.db.select().from(schema.verificationCodes)).toEqual([]);
      } finally {
        await failing.close();
      }
    });

    it('keeps the code already mailed when a resend cannot be sent', async () => {
      const sent: string[] = [];
      let down = false;
      const flaky = await createTestApp({
        mail: {
          kind: 'smtp',
          send: async (m) => {
            if (down) throw new Error('ECONNREFUSED');
            sent.push(m.text);
          },
          close: async () => {},
        },
      });
      try {
        const body = { email: 'yara@example.com', type: 'signup', username: 'yara' };
        expect((await flaky.request('POST', '/api/auth/send-verification', body)).status).toBe(200);
        const code = sent.at(-1)?.match(/\b(\d{6})\b/)?.[1];
        down = true;
        expect((await flaky.request('POST', '/api/auth/send-verification', body)).status).toBe(503);
        const res = await flaky.request('POST', '/api/auth/verify-code', { ...body, code });
        expect(res.status).toBe(200);
      } finally {
        await flaky.close();
      }
    });
  });
});
