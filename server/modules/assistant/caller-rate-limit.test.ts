import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/context';
import { createMemoryRateLimitStore } from '../../lib/rate-limit';
import { hitCallerLimit, SIGNED_IN_PER_IP_FACTOR } from './caller-rate-limit';

const RULE = { limit: 2, windowMs: 60_000 };

/** A bare app: the caller is whoever the x-user header names, from the x-forwarded-for address. */
function appWith() {
  const store = createMemoryRateLimitStore(() => 0);
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('trustProxy', true);
    const id = c.req.header('x-user');
    c.set('user', (id ? { id } : null) as AppEnv['Variables']['user']);
    return next();
  });
  app.get('/', async (c) => c.text(String((await hitCallerLimit(store, 'test', RULE, c)).allowed)));
  return async (ip: string, user?: string) => {
    const res = await app.request('/', {
      headers: { 'x-forwarded-for': ip, ...(user ? { 'x-user': user } : {}) },
    });
    return res.text();
  };
}

describe('hitCallerLimit', () => {
  it('limits a visitor by IP', async () => {
    const call = appWith();
    expect([await call('10.0.0.1'), await call('10.0.0.1'), await call('10.0.0.1')]).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(await call('10.0.0.2')).toBe('true');
  });

  it('limits a signed-in user by account, wherever they call from', async () => {
    const call = appWith();
    expect(await call('10.0.0.1', 'u1')).toBe('true');
    expect(await call('10.0.0.2', 'u1')).toBe('true');
    expect(await call('10.0.0.3', 'u1')).toBe('false');
    expect(await call('10.0.0.3', 'u2')).toBe('true');
  });

  it('limits many accounts behind one IP too, more loosely', async () => {
    const call = appWith();
    const perIp = RULE.limit * SIGNED_IN_PER_IP_FACTOR;
    for (let i = 0; i < perIp; i++) expect(await call('10.0.0.9', `user-${i}`)).toBe('true');
    expect(await call('10.0.0.9', 'one-more')).toBe('false');
    expect(await call('10.0.0.10', 'one-more')).toBe('true');
  });
});
