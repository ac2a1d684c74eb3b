/**
 * Many people staking, claiming, compounding and unstaking at once (on PostgreSQL, truly concurrent; on
 * PGlite, one after another), with the same Idempotency-Key sent twice at once, then the books must agree:
 * the ledger's invariants (rewards paid + owed ≤ funded among them), the stake pool holds exactly the open
 * positions, the accumulator's totals are the sums of the stakers', and nobody gained or lost a base unit
 * beyond the rewards they were paid.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiz, auditLedger, getBalance, getUserBalance, SYSTEM_ACCOUNTS } from '../../ledger';
import { queryRows } from '../../ledger/db';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const HOUR = 3_600_000;
const LOCKS = ['flexible', '30d', '90d'] as const;

describe('staking under concurrency', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const people: SignedInUser[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'fund@aiz.test' }, rateLimits: 'unlimited' });
    admin = await createSignedInUser(t, { username: 'fund', email: 'fund@aiz.test', role: 'admin' });
    for (let i = 0; i < 6; i++) people.push(await createSignedInUser(t, { username: `staker${i}` }));
  });
  afterAll(() => t.close());

  it('keeps every total and invariant through rounds of simultaneous writes', async () => {
    const funded = await admin.request('POST', '/api/staking/fund', { amount: '5000', days: 7 });
    expect(funded.status).toBe(201);
    const statuses: number[] = [];
    const send = async (u: SignedInUser, path: string, body?: unknown, key?: string) => {
      const res = await u.request('POST', path, body, key ? { 'idempotency-key': key } : {});
      statuses.push(res.status);
      return res;
    };
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        people.flatMap((u, i) => [
          send(u, '/api/staking/stake', { amount: `${10 + i}.5`, lock: LOCKS[(i + round) % 3] }),
          send(u, '/api/staking/claim', undefined, `claim-${round}`),
          send(u, '/api/staking/claim', undefined, `claim-${round}`),
          send(u, '/api/staking/compound', { lock: 'flexible' }),
        ]),
      );
      t.clock.advance(6 * HOUR);
      // Everyone's flexible stakes go back at once.
      const mine = await Promise.all(
        people.map(async (u) => (await u.request('GET', '/api/staking/me')).json()),
      );
      await Promise.all(
        people.flatMap((u, i) =>
          (mine[i].positions as { id: string; lock: string }[])
            .filter((p) => p.lock === 'flexible' && round % 2 === 1)
            .flatMap((p) => [
              send(u, `/api/staking/positions/${p.id}/unstake`, undefined, `out-${p.id}`),
              send(u, `/api/staking/positions/${p.id}/unstake`, undefined, `out-${p.id}`),
            ]),
        ),
      );
    }
    // Only successes, replays and "nothing to claim" / "unstaked already" refusals: never a 500.
    expect(statuses.filter((s) => ![200, 201, 409].includes(s))).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(24);

    const db = t.database.db;
    const audit = await auditLedger(db);
    expect(audit).toMatchObject({ violations: 0, stakingRewardsExcess: 0n });
    const [sums] = await queryRows<Record<string, string>>(
      db,
      sql`select
        (select coalesce(sum(amount), 0)::text from staking_positions where closed_at is null) as open_amount,
        (select coalesce(sum(weighted), 0)::text from staking_positions where closed_at is null) as open_weighted,
        (select coalesce(sum(weighted), 0)::text from staking_stakers) as staker_weighted,
        (select coalesce(sum(rewards_paid), 0)::text from staking_stakers) as paid,
        (select total_staked::text from staking_state) as total_staked,
        (select total_weighted::text from staking_state) as total_weighted`,
    );
    expect(await getBalance(db, SYSTEM_ACCOUNTS.staking.id)).toBe(BigInt(sums!.open_amount!));
    expect(BigInt(sums!.total_staked!)).toBe(BigInt(sums!.open_amount!));
    expect(BigInt(sums!.total_weighted!)).toBe(BigInt(sums!.open_weighted!));
    expect(BigInt(sums!.staker_weighted!)).toBe(BigInt(sums!.open_weighted!));
    const paid = BigInt(sums!.paid!);
    expect(paid > 0n).toBe(true);
    expect(await getBalance(db, SYSTEM_ACCOUNTS.stakingRewards.id)).toBe(aiz(5000) - paid);
    // Each person: balance + open stakes = 1000 AIZ + the rewards they claimed or compounded.
    for (const u of people) {
      const [row] = await queryRows<{ staked: string; paid: string }>(
        db,
        sql`select staked::text, rewards_paid::text as paid from staking_stakers where user_id = ${u.user.id}`,
      );
      const balance = await getUserBalance(db, u.user.id);
      expect(balance + BigInt(row!.staked)).toBe(aiz(1000) + BigInt(row!.paid));
    }
  });
});
