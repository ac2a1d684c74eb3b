import { healthSchema } from '@common/schemas/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports version, database kind and reachability', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    const body = healthSchema.parse(await res.json());
    expect(body).toMatchObject({
      status: 'ok',
      version: 'test',
      database: { kind: testDatabaseKind, reachable: true },
    });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 degraded when the database cannot be reached', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      database: { reachable: false, latencyMs: null },
    });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('GET /api/health with Redis (TEST_REDIS_URL)', () => {
  it('reports Redis reachability and degrades when it is down', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const up = await createTestApp({ redis });
    const ok = await up.request('GET', '/api/health');
    expect(ok.status).toBe(200);
    expect((await ok.json()).cache).toEqual({ kind: 'redis', reachable: true });
    await up.close();
    redis.disconnect();

    const down = await createTestApp({ redis: { ping: () => Promise.reject(new Error('ECONNREFUSED')) } });
    const res = await down.request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      cache: { kind: 'redis', reachable: false },
    });
    await down.close();
  });
});
