import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../lib/rate-limit';
import type { AppEnv } from './context';
import { type LimitBy, limit, SIGNED_IN_PER_IP_FACTOR } from './rate-limit';

const RULE = { limit: 2, windowMs: 60_000 };

/** A bare app: the caller is whoever x-user names, from the x-forwarded-for address (one proxy hop). */
function appLimitedBy(by: LimitBy) {
  const store = createMemoryRateLimitStore(() => 0);
  const app = new Hono<AppEnv>();
  app.onError((err, c) => c.text(err.name, 429));
  app.use(async (c, next) => {
    c.set('trustProxy', { hops: 1 });
    c.set('rateLimits', store);
    const id = c.req.header('x-user');
    c.set('user', (id ? { id } : null) as AppEnv['Variables']['user']);
    return next();
  });
  app.use(limit({ name: 'test', by, rule: RULE }));
  app.get('/', (c) => c.text('ok'));
  return async (ip: string, headers: Record<string, string> = {}) => {
    const res = await app.request('/', { headers: { 'x-forwarded-for': ip, ...headers } });
    return res.status;
  };
}

const user = (id: string) => ({ 'x-user': id });

describe("limit({ by: 'ip' })", () => {
  it('counts per client address and answers 429 past the rule', async () => {
    const call = appLimitedBy('ip');
    expect([await call('10.0.0.1'), await call('10.0.0.1'), await call('10.0.0.1')]).toEqual([200, 200, 429]);
    expect(await call('10.0.0.2')).toBe(200);
  });

  it('counts a signed-in user by address too', async () => {
    const call = appLimitedBy('ip');
    await call('10.0.0.1', user('a'));
    await call('10.0.0.1', user('b'));
    expect(await call('10.0.0.1', user('c'))).toBe(429);
  });
});

describe("limit({ by: 'user' })", () => {
  it('limits a visitor by IP', async () => {
    const call = appLimitedBy('user');
    expect([await call('10.0.0.1'), await call('10.0.0.1'), await call('10.0.0.1')]).toEqual([200, 200, 429]);
  });

  it('limits a signed-in user by account, wherever they call from', async () => {
    const call = appLimitedBy('user');
    expect(await call('10.0.0.1', user('u1'))).toBe(200);
    expect(await call('10.0.0.2', user('u1'))).toBe(200);
    expect(await call('10.0.0.3', user('u1'))).toBe(429);
    expect(await call('10.0.0.3', user('u2'))).toBe(200);
  });

  it('limits many accounts behind one IP too, more loosely', async () => {
    const call = appLimitedBy('user');
    const perIp = RULE.limit * SIGNED_IN_PER_IP_FACTOR;
    for (let i = 0; i < perIp; i++) expect(await call('10.0.0.9', user(`user-${i}`))).toBe(200);
    expect(await call('10.0.0.9', user('one-more'))).toBe(429);
    expect(await call('10.0.0.10', user('one-more'))).toBe(200);
  });
});

describe("limit({ by: 'apiKey' })", () => {
  it('counts per bearer credential, and per IP without one', async () => {
    const call = appLimitedBy('apiKey');
    const key = (k: string) => ({ authorization: `Bearer ${k}` });
    expect(await call('10.0.0.1', key('k1'))).toBe(200);
    expect(await call('10.0.0.2', key('k1'))).toBe(200);
    expect(await call('10.0.0.3', key('k1'))).toBe(429);
    expect(await call('10.0.0.3', key('k2'))).toBe(200);
    expect([await call('10.0.0.4'), await call('10.0.0.4'), await call('10.0.0.4')]).toEqual([200, 200, 429]);
  });
});

describe('limit({ by: key function })', () => {
  it('counts per the key it returns, and not at all for null', async () => {
    const call = appLimitedBy((c) => c.req.header('x-user') ?? null);
    for (let i = 0; i < 5; i++) expect(await call(`10.0.0.${i}`)).toBe(200);
    expect(await call('10.0.0.1', user('u'))).toBe(200);
    expect(await call('10.0.0.2', user('u'))).toBe(200);
    expect(await call('10.0.0.3', user('u'))).toBe(429);
  });
});
