/**
 * 300 people verify their sign-up codes at the same moment: exactly 100 get the bonus, and the ledger
 * still balances. Needs real PostgreSQL (PGlite has one connection, so nothing would race).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, users } from '../../db/schema';
import { auditLedger, SYSTEM_ACCOUNTS } from '../../ledger';
import { createLogger } from '../../lib/logger';
import { latestCodeFor } from '../../test/auth-helpers';
import { testDatabaseKind } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';

const PEOPLE = 300;

describe.runIf(testDatabaseKind === 'postgres')('concurrent sign-ups (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Errors are printed: a 500 under contention (deadlock, pool timeout) should say what it was.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, logger: createLogger('error') });
  });
  afterAll(() => t.close());

  it(`grants exactly 100 bonuses to ${PEOPLE} simultaneous sign-ups and conserves AIZ`, async () => {
    const people = Array.from({ length: PEOPLE }, (_, i) => ({
      username: `racer${i}`,
      email: `racer${i}@race.test`,
      // Each person comes from an address of their own, as real people do.
      headers: { 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${i % 250}` },
    }));
    const sends = await Promise.all(
      people.map((p) =>
        t.request(
          'POST',
          '/api/auth/send-verification',
          { email: p.email, type: 'signup', username: p.username },
          p.headers,
        ),
      ),
    );
    expect(sends.map((r) => r.status)).toEqual(people.map(() => 200));
    const codes = await Promise.all(people.map((p) => latestCodeFor(t, p.email)));

    const verified = await Promise.all(
      people.map((p, i) =>
        t.request(
          'POST',
          '/api/auth/verify-code',
          { email: p.email, code: codes[i], type: 'signup', username: p.username },
          p.headers,
        ),
      ),
    );
    expect(verified.map((r) => r.status)).toEqual(people.map(() => 200));
    const bodies = await Promise.all(verified.map((r) => r.json()));
    expect(bodies.filter((b) => b.bonusGranted === true)).toHaveLength(100);
    expect(bodies.filter((b) => b.bonusGranted === false)).toHaveLength(PEOPLE - 100);
    for (const b of bodies) expect(b.user.aizBalance).toBe(b.bonusGranted ? '1000' : '0');

    expect(await t.database.db.$count(users)).toBe(PEOPLE);
    const [pool] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, SYSTEM_ACCOUNTS.signupBonusPool.id));
    expect(pool?.balance).toBe(0n);
    const audit = await auditLedger(t.database.db);
    expect(audit).toEqual({
      negativeBalances: 0,
      total: 0n,
      mismatchedAccounts: 0,
      stakingRewardsExcess: 0n,
      violations: 0,
    });

    const distribution = await (await t.request('GET', '/api/token-distribution')).json();
    expect(distribution).toEqual({ bonusAmount: 1000, limit: 100, granted: 100, remaining: 0 });
  });
});
