/**
 * Guessing a sign-in code stays bounded per account without letting a stranger lock the owner out
 * (guess-delay.ts has the arithmetic): code-free requests count for nothing, and wrong guesses earn
 * waits of at most 30 minutes instead of a day-long lock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { latestCodeFor, signUp } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { MAX_DELAY_MS } from './guess-delay';
import { MAX_ATTEMPTS_PER_CODE } from './limits';
import { CODE_LOCKED, NO_ACTIVE_CODE } from './verify-code';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('guess limits per e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A stranger may use many addresses; the per-account bound must hold without the per-IP limits.
    t = await createTestApp({ env: { AUTH_SEND_LIMIT_PER_IP: '100000' } });
  });
  afterAll(() => t.close());

  const send = (email: string) => t.request('POST', '/api/auth/send-verification', { email, type: 'signin' });
  const verify = (email: string, code: string) =>
    t.request('POST', '/api/auth/verify-code', { email, code, type: 'signin' });
  const waitOut = (res: Response) => t.clock.advance(Number(res.headers.get('retry-after')) * 1000);

  /**
   * A stranger guessing wrong as soon as the server allows, requesting codes as needed (the stranger
   * never sees them; the test reads them only to be sure each guess is wrong). Answers how many guesses
   * the server compared.
   */
  async function strangerGuesses(email: string, goOn: (compared: number) => boolean): Promise<number> {
    let compared = 0;
    let code: string | null = null;
    let spent = 0;
    while (goOn(compared)) {
      if (code === null) {
        const sent = await send(email);
        if (sent.status === 429) {
          waitOut(sent);
          continue;
        }
        expect(sent.status).toBe(200);
        code = await latestCodeFor(t, email);
        spent = 0;
      }
      const guess = String((Number(code) + 1 + spent) % 1_000_000).padStart(6, '0');
      const res = await verify(email, guess);
      const { message } = (await res.json()) as { message: string };
      if (res.status === 400 && message.startsWith('Incorrect code.')) {
        compared++;
        spent++;
      } else if (res.status === 429 && message === CODE_LOCKED) {
        // The code's last attempt: compared, and the code is used up.
        compared++;
        spent = MAX_ATTEMPTS_PER_CODE;
      } else if (res.status === 429) {
        waitOut(res);
      } else {
        expect(res.status, message).toBe(400); // expired or replaced: ask for another
        code = null;
      }
      if (spent >= MAX_ATTEMPTS_PER_CODE) code = null;
    }
    return compared;
  }

  it('counts no request for an e-mail without an active code, however many', async () => {
    await signUp(t, 'olive', 'olive@example.com');
    for (let i = 0; i < 40; i++) {
      const res = await verify('olive@example.com', '000000');
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(NO_ACTIVE_CODE);
    }
    expect(
      await t.database.db
        .select()
        .from(schema.verificationFailures)
        .where(eq(schema.verificationFailures.email, 'olive@example.com')),
    ).toEqual([]);
    expect((await send('olive@example.com')).status).toBe(200);
    const code = await latestCodeFor(t, 'olive@example.com');
    expect((await verify('olive@example.com', code)).status).toBe(200);
  });

  it("lets the owner in after a stranger's wrong guesses once the short wait is over", async () => {
    await signUp(t, 'otto', 'otto@example.com');
    // Twenty wrong guesses used to lock the account for 24 hours.
    expect(await strangerGuesses('otto@example.com', (n) => n < 20)).toBe(20);

    t.clock.advance(15 * 60 * 1000); // past the per-e-mail send limit the stranger used
    expect((await send('otto@example.com')).status).toBe(200);
    const refused = await verify('otto@example.com', await latestCodeFor(t, 'otto@example.com'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter * 1000).toBeLessThanOrEqual(MAX_DELAY_MS);
    const minutes = Math.ceil(retryAfter / 60);
    expect((await refused.json()).message).toBe(
      `Too many incorrect codes for this e-mail. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );

    waitOut(refused);
    expect((await send('otto@example.com')).status).toBe(200);
    const code = await latestCodeFor(t, 'otto@example.com');
    expect((await verify('otto@example.com', code)).status).toBe(200);
  });

  it('compares at most 100 guesses per account in a day of guessing as fast as allowed (< 1e-4)', async () => {
    await signUp(t, 'vera', 'vera@example.com');
    const end = t.clock.now + DAY_MS;
    const compared = await strangerGuesses('vera@example.com', () => t.clock.now < end);
    expect(compared).toBeLessThanOrEqual(100);
    expect(compared).toBeGreaterThan(50); // the stranger really kept guessing all day
    expect(compared / 1_000_000).toBeLessThan(1e-4);
  });
});
