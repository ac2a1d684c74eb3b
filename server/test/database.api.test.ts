/**
 * The test database's pool waits for a busy connection as long as a loaded machine needs (the 300-way
 * race tests queue far more transactions than it has connections). Timers are faked so that "a long
 * wait" takes no real time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase, TEST_POOL, testDatabaseKind } from './database';
import { scaled } from './time';

describe.runIf(testDatabaseKind === 'postgres')('the PostgreSQL test pool', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps a queued query waiting past the product’s 5 s while every connection is busy', async () => {
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    let started = 0;
    const holders = Array.from({ length: TEST_POOL.poolSize }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started++;
        await released;
      }),
    );
    await vi.waitFor(() => expect(started).toBe(TEST_POOL.poolSize), { timeout: scaled(20_000) });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const queued = database.db.execute(sql`select 2 as two`).then(
        () => 'done',
        (err: Error) => err.message,
      );
      vi.advanceTimersByTime(10_000);
      // Let a timed-out acquire reject, if it is going to.
      const settled = await Promise.race([queued, new Promise((r) => setImmediate(() => r('waiting')))]);
      expect(settled).toBe('waiting');
      vi.useRealTimers();
      release();
      expect(await queued).toBe('done');
    } finally {
      vi.useRealTimers();
      release();
      await Promise.all(holders);
    }
  });
});
