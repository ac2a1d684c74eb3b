/**
 * Requests for a code from other addresses cannot keep the owner from getting one (issue 18, defect 7):
 * each requester has its own limit per e-mail; past the e-mail's limit of new codes the current code is
 * mailed again, a sign-up request never replaces the sign-in code, and the guesses per e-mail stay
 * bounded however many codes and addresses there are (IP from X-Forwarded-For, TRUST_PROXY=true).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { latestCodeFor, latestMailTo, signUp } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { worstCaseGuesses } from './guess-delay';
import {
  MAX_ATTEMPTS_PER_CODE,
  NEW_CODE_LIMIT_PER_EMAIL,
  RESEND_LIMIT_PER_EMAIL,
  SEND_LIMIT_PER_EMAIL,
} from './limits';
import { CODE_LOCKED } from './verify-code';

const WINDOW_MS = SEND_LIMIT_PER_EMAIL.windowMs;
const HOUR_MS = 60 * 60 * 1000;

describe('code requests from other addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const send = (email: string, ip: string, type: 'signin' | 'signup' = 'signin', username?: string) =>
    t.request('POST', '/api/auth/send-verification', { email, type, username }, from(ip));
  const verify = (email: string, code: string, ip: string) =>
    t.request('POST', '/api/auth/verify-code', { email, code, type: 'signin' }, from(ip));
  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email))).length;
  const stranger = (i: number) => `203.0.113.${i}`;
  const owner = '198.51.100.7';

  it('still mails the owner a usable code after four requests from four other addresses (and many more)', async () => {
    await signUp(t, 'lena', 'lena@example.com', from(owner));
    t.clock.advance(WINDOW_MS);
    for (let i = 0; i < 4; i++) expect((await send('lena@example.com', stranger(i))).status).toBe(200);
    expect((await send('lena@example.com', owner)).status).toBe(200);
    const code = await latestCodeFor(t, 'lena@example.com');
    expect((await verify('lena@example.com', code, owner)).status).toBe(200);

    // Twenty addresses: the owner still gets a code, and the mails stay bounded.
    t.clock.advance(WINDOW_MS);
    const before = await mailsTo('lena@example.com');
    for (let i = 0; i < 20; i++) expect((await send('lena@example.com', stranger(10 + i))).status).toBe(200);
    const mailed = (await mailsTo('lena@example.com')) - before;
    expect(mailed).toBe(NEW_CODE_LIMIT_PER_EMAIL.limit + RESEND_LIMIT_PER_EMAIL.limit);
    const answer = await send('lena@example.com', owner);
    expect(answer.status).toBe(200);
    const fresh = await latestCodeFor(t, 'lena@example.com');
    expect((await verify('lena@example.com', fresh, owner)).status).toBe(200);
  });

  it('mails the current code again past the new-code limit, with its own expiry, instead of replacing it', async () => {
    await signUp(t, 'mona', 'mona@example.com', from(owner));
    t.clock.advance(WINDOW_MS);
    const codes: string[] = [];
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) {
      expect((await send('mona@example.com', stranger(40 + i))).status).toBe(200);
      codes.push(await latestCodeFor(t, 'mona@example.com'));
    }
    const current = codes.at(-1)!;
    const [row] = await t.database.db
      .select()
      .from(schema.verificationCodes)
      .where(
        and(
          eq(schema.verificationCodes.email, 'mona@example.com'),
          eq(schema.verificationCodes.type, 'signin'),
        ),
      );
    t.clock.advance(60 * 1000);
    const again = await send('mona@example.com', owner);
    expect(again.status).toBe(200);
    expect((await again.json()).expiresAt).toBe(row!.expiresAt.toISOString());
    const mail = await latestMailTo(t, 'mona@example.com');
    expect(mail?.text).toContain(current);
    expect(mail?.text).toContain('valid for 4 minutes');
    expect((await verify('mona@example.com', current, owner)).status).toBe(200);
  });

  it("never lets a sign-up request replace the owner's sign-in code", async () => {
    await signUp(t, 'nina', 'nina@example.com', from(owner));
    t.clock.advance(WINDOW_MS);
    expect((await send('nina@example.com', owner)).status).toBe(200);
    const code = await latestCodeFor(t, 'nina@example.com');
    for (let i = 0; i < 8; i++) {
      const res = await send('nina@example.com', stranger(60 + i), 'signup', `nina${i}`);
      expect([200, 429]).toContain(res.status);
    }
    expect((await verify('nina@example.com', code, owner)).status).toBe(200);
  });

  it('gives a new code past the limit once the current one is used up by wrong guesses', async () => {
    await signUp(t, 'olga', 'olga@example.com', from(owner));
    t.clock.advance(WINDOW_MS);
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) await send('olga@example.com', stranger(80 + i));
    const burnt = await latestCodeFor(t, 'olga@example.com');
    const wrong = String((Number(burnt) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i++) await verify('olga@example.com', wrong, stranger(90 + i));
    expect((await verify('olga@example.com', burnt, owner)).status).toBe(429);
    expect((await send('olga@example.com', owner)).status).toBe(200);
    const fresh = await latestCodeFor(t, 'olga@example.com');
    expect(fresh).not.toBe(burnt);
    expect((await verify('olga@example.com', fresh, owner)).status).toBe(200);
  });

  it('still refuses one address past its own limit for the e-mail', async () => {
    t.clock.advance(WINDOW_MS);
    for (let i = 0; i < SEND_LIMIT_PER_EMAIL.limit; i++) {
      expect((await send('pia@example.com', stranger(100))).status).toBe(200);
    }
    const refused = await send('pia@example.com', stranger(100));
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(
      /^Too many codes requested\. Please wait \d+ minutes? before asking again\.$/,
    );
    expect((await send('pia@example.com', owner)).status).toBe(200);
  });

  it('keeps guesses per e-mail bounded across many codes and addresses', async () => {
    await signUp(t, 'quin', 'quin@example.com', from(owner));
    t.clock.advance(WINDOW_MS);
    const start = t.clock.now;
    let compared = 0;
    let ip = 0;
    // A stranger with a fresh address for every request, asking for codes and guessing wrong as fast as allowed.
    while (t.clock.now < start + HOUR_MS && compared <= worstCaseGuesses(HOUR_MS)) {
      ip += 1;
      const sent = await send('quin@example.com', `192.0.2.${ip % 250}`);
      if (sent.status !== 200) {
        t.clock.advance(Number(sent.headers.get('retry-after')) * 1000);
        continue;
      }
      const code = await latestCodeFor(t, 'quin@example.com');
      const res = await verify(
        'quin@example.com',
        String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
        `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
      );
      const { message } = (await res.json()) as { message: string };
      if (res.status === 400 && message.startsWith('Incorrect code.')) compared++;
      else if (res.status === 429 && message === CODE_LOCKED) compared++;
      else if (res.status === 429) t.clock.advance(Number(res.headers.get('retry-after')) * 1000);
    }
    // The per-e-mail waits bind, not the addresses: as many guesses as one guesser gets in an hour.
    expect(compared).toBeLessThanOrEqual(worstCaseGuesses(HOUR_MS));
    expect(compared).toBeGreaterThanOrEqual(10);
  });
});
