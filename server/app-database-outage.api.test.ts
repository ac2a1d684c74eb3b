/** D5: while the database cannot be reached, routes answer 503 `unavailable` with Retry-After, not 500. */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { createTestApp, type TestApp } from './test/harness';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const feedback = {
  type: 'bug',
  category: 'ui/ux',
  message: 'Sent during an outage.',
  metadata: { page: '/', userAgent: 'test', timestamp: '2026-01-01T00:00:00.000Z' },
};

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ error: 'unavailable' });
}

describe('database refusing connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/aiz`,
      poolSize: 1,
    });
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After on reads and writes', async () => {
    await expectUnavailable(
      await t.request('GET', '/api/auth/user', undefined, { authorization: 'Bearer x' }),
    );
    await expectUnavailable(await t.request('POST', '/api/feedback/submit', feedback));
  });
});

describe('database closed under the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.close();
  });

  it('answers 503 with Retry-After', async () => {
    await expectUnavailable(await t.request('POST', '/api/feedback/submit', feedback));
    await expectUnavailable(
      await t.request('GET', '/api/auth/user', undefined, { authorization: 'Bearer x' }),
    );
  });
});
