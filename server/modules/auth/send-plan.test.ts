import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../lib/errors';
import { createMemoryRateLimitStore } from '../../lib/rate-limit';
import { NEW_CODE_LIMIT_PER_EMAIL, RESEND_LIMIT_PER_EMAIL, SEND_LIMIT_PER_EMAIL } from './limits';
import { planSend, type SendRequest } from './send-plan';

const WINDOW = SEND_LIMIT_PER_EMAIL.windowMs;

function setup() {
  let now = 0;
  const limits = createMemoryRateLimitStore(() => now);
  const request = (ip: string, current: SendRequest['current'] = 'usable', email = 'owner@example.com') =>
    planSend(limits, { email, type: 'signin', ip, sendLimitPerIp: 1000, current });
  return { request, advance: (ms: number) => (now += ms) };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('planning a code request', () => {
  it('gives a new code for each request until the e-mail has had its new codes', async () => {
    const { request } = setup();
    const plans = [];
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) plans.push(await request(`10.0.0.${i}`));
    expect(plans).toEqual(Array(NEW_CODE_LIMIT_PER_EMAIL.limit).fill('new'));
  });

  it('lets requests from other addresses use up no one else’s: the owner still gets the current code, mailed again', async () => {
    const { request } = setup();
    for (let i = 0; i < 4; i++) expect(await request(`203.0.113.${i}`)).toBe('new');
    expect(await request('198.51.100.7')).toBe('new');
    // Past the e-mail's new codes, strangers and owner alike get the usable code mailed again.
    expect(await request('203.0.113.9')).toBe('resend');
    expect(await request('198.51.100.7')).toBe('resend');
  });

  it('mails the current code again at most RESEND_LIMIT times a window, then keeps it without mailing', async () => {
    const { request } = setup();
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) await request(`10.0.1.${i}`);
    const plans = [];
    for (let i = 0; i < RESEND_LIMIT_PER_EMAIL.limit + 2; i++) plans.push(await request(`10.0.2.${i}`));
    expect(plans).toEqual([...Array(RESEND_LIMIT_PER_EMAIL.limit).fill('resend'), 'keep', 'keep']);
  });

  it('gives a new code past the limit when the current one cannot be typed any more', async () => {
    const { request } = setup();
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) await request(`10.0.3.${i}`);
    expect(await request('10.0.4.1', 'none')).toBe('new');
    expect(await request('10.0.4.2', 'usable')).toBe('resend');
  });

  it('refuses past the limit a sign-up under another username while the current code is usable', async () => {
    const { request } = setup();
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) await request(`10.0.5.${i}`);
    const refused = await refusal(request('10.0.6.1', 'other'));
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).message).toMatch(
      /^Too many codes requested\. Please wait \d+ minutes? before asking again\.$/,
    );
  });

  it('refuses one requester past its limit for the e-mail, with the wait, and not another', async () => {
    const { request, advance } = setup();
    for (let i = 0; i < SEND_LIMIT_PER_EMAIL.limit; i++) await request('203.0.113.1');
    const refused = (await refusal(request('203.0.113.1'))) as TooManyRequests;
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect(refused.message).toBe('Too many codes requested. Please wait 15 minutes before asking again.');
    expect(refused.retryAfterSeconds).toBe(WINDOW / 1000);
    expect(await request('198.51.100.7')).toBe('resend');
    advance(WINDOW);
    expect(await request('203.0.113.1')).toBe('new');
  });

  it('counts e-mails apart: one e-mail’s limits do not touch another’s', async () => {
    const { request } = setup();
    for (let i = 0; i < NEW_CODE_LIMIT_PER_EMAIL.limit; i++) await request(`10.0.7.${i}`);
    expect(await request('10.0.7.9', 'usable', 'other@example.com')).toBe('new');
  });

  it('refuses an IP past AUTH_SEND_LIMIT_PER_IP whatever the e-mail', async () => {
    let now = 0;
    const limits = createMemoryRateLimitStore(() => now);
    const ask = (email: string) =>
      planSend(limits, { email, type: 'signin', ip: '203.0.113.5', sendLimitPerIp: 2, current: 'none' });
    expect(await ask('a@example.com')).toBe('new');
    expect(await ask('b@example.com')).toBe('new');
    expect(await refusal(ask('c@example.com'))).toBeInstanceOf(TooManyRequests);
    now += 60 * 60 * 1000;
    expect(await ask('c@example.com')).toBe('new');
  });
});
