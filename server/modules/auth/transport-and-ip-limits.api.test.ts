/**
 * The session cookie over https, and the per-IP limits on sending and verifying codes (IP from
 * X-Forwarded-For, as behind a proxy with TRUST_PROXY=true).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { GUESS_LIMIT_PER_IP, MAX_ATTEMPTS_PER_CODE, VERIFY_LIMIT_PER_IP } from './limits';
import { CODE_LOCKED } from './verify-code';

describe('session cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://aiz.example' } });
  });
  afterAll(() => t.close());

  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const https = { origin: 'https://aiz.example' };
    const person = { email: 'sec@example.com', type: 'signup', username: 'sec' };
    const sent = await t.request('POST', 'https://aiz.example/api/auth/send-verification', person, https);
    expect(sent.status).toBe(200);
    const code = await latestCodeFor(t, person.email);
    const res = await t.request(
      'POST',
      'https://aiz.example/api/auth/verify-code',
      { ...person, code },
      https,
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aiz_session='));
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});

describe('per-IP limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', AUTH_SEND_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  const sendFrom = (ip: string, email: string) =>
    t.request('POST', '/api/auth/send-verification', { email, type: 'signin' }, from(ip));

  it('refuses a fourth code to one IP within the hour (AUTH_SEND_LIMIT_PER_IP=3), not to another', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await sendFrom('203.0.113.7', `ip${i}@example.com`);
      expect(res.status).toBe(200);
    }
    const fourth = await sendFrom('203.0.113.7', 'ip3@example.com');
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toMatch(/^Too many codes requested\./);
    const elsewhere = await sendFrom('203.0.113.8', 'ip3@example.com');
    expect(elsewhere.status).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    const later = await sendFrom('203.0.113.7', 'ip4@example.com');
    expect(later.status).toBe(200);
  });

  it(`refuses verification from one IP after ${VERIFY_LIMIT_PER_IP.limit} tries in 15 minutes`, async () => {
    const attempt = (ip: string, i: number) =>
      t.request(
        'POST',
        '/api/auth/verify-code',
        { email: `spray${i}@example.com`, code: '123456', type: 'signin' },
        from(ip),
      );
    for (let i = 0; i < VERIFY_LIMIT_PER_IP.limit; i++) {
      expect((await attempt('198.51.100.9', i)).status).toBe(400);
    }
    const refused = await attempt('198.51.100.9', 999);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Too many verification attempts. Please wait a few minutes.');
    expect((await attempt('198.51.100.10', 999)).status).toBe(400);
  });

  it(`compares at most ${GUESS_LIMIT_PER_IP.limit} guesses a day from one IP, across e-mails`, async () => {
    const guesser = '198.51.100.77';
    const guess = (email: string, code: string, ip = guesser) =>
      t.request('POST', '/api/auth/verify-code', { email, code, type: 'signin' }, from(ip));
    let compared = 0;
    for (let i = 0; compared < GUESS_LIMIT_PER_IP.limit; i++) {
      if (i % 10 === 9) t.clock.advance(VERIFY_LIMIT_PER_IP.windowMs); // stay under the request limit
      // Codes requested from elsewhere (no account: the code is stored, never mailed); guessed from one IP.
      expect((await sendFrom(`203.0.113.${i}`, `budget${i}@example.com`)).status).toBe(200);
      for (let n = 0; n < MAX_ATTEMPTS_PER_CODE && compared < GUESS_LIMIT_PER_IP.limit; n++) {
        const res = await guess(`budget${i}@example.com`, String(100000 + n));
        const { message } = (await res.json()) as { message: string };
        expect(message.startsWith('Incorrect code.') || message === CODE_LOCKED, message).toBe(true);
        compared++;
      }
    }
    expect((await sendFrom('203.0.113.250', 'budget-last@example.com')).status).toBe(200);
    const refused = await guess('budget-last@example.com', '123456');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      /^Too many codes tried from this network today\. Please try again in \d+ hours?\.$/,
    );
    expect((await guess('budget-last@example.com', '123456', '198.51.100.78')).status).toBe(400);
  });
});

describe('per-IP verify limit from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', AUTH_VERIFY_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => t.close());

  it('refuses the fourth verification from one IP in 15 minutes (AUTH_VERIFY_LIMIT_PER_IP=3)', async () => {
    const attempt = (i: number) =>
      t.request(
        'POST',
        '/api/auth/verify-code',
        { email: `env${i}@example.com`, code: '123456', type: 'signin' },
        { 'x-forwarded-for': '192.0.2.44' },
      );
    for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(400);
    expect((await attempt(3)).status).toBe(429);
  });
});
