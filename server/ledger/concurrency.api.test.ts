/**
 * Races that only a real server can run (PGlite has one connection, so its transactions queue):
 * concurrent sign-ups against the bonus limit, and random concurrent transfers against the invariants.
 */

import { randomUUID } from 'node:crypto';
import { SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { ledgerTransfers, users } from '../db/schema';
import { Conflict } from '../lib/errors';
import { openTestDatabase, testDatabaseKind } from '../test/database';
import { SYSTEM_ACCOUNTS } from './accounts';
import { aiz } from './amount';
import { getBalance, getUserBalance } from './balances';
import { queryRows } from './db';
import { InsufficientFunds } from './errors';
import { ensureLedgerGenesis } from './genesis';
import { auditLedger } from './invariants';
import { getTokenDistribution, grantSignupBonus } from './signup-bonus';
import { createFundedAccounts } from './testing';
import { type TransferRequest, transfer } from './transfer';

describe.runIf(testDatabaseKind === 'postgres')('ledger under concurrency (PostgreSQL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureLedgerGenesis(database.db);
  });
  afterAll(() => database.close());

  it('grants exactly 100 bonuses to 300 concurrent sign-ups', async () => {
    const ids = Array.from({ length: 300 }, () => randomUUID());
    const results = await Promise.all(
      ids.map((id) =>
        database.db.transaction(async (tx) => {
          await tx
            .insert(users)
            .values({ id, username: `race-${id.slice(0, 13)}`, email: `${id}@example.test` });
          return grantSignupBonus(tx, id);
        }),
      ),
    );
    expect(results.filter((r) => r.granted)).toHaveLength(SIGNUP_BONUS_USER_LIMIT);
    const balances = await Promise.all(ids.map((id) => getUserBalance(database.db, id)));
    expect(balances.filter((b) => b === aiz(1000))).toHaveLength(SIGNUP_BONUS_USER_LIMIT);
    expect(balances.filter((b) => b === 0n)).toHaveLength(300 - SIGNUP_BONUS_USER_LIMIT);
    expect(balances).toEqual(results.map((r) => (r.granted ? aiz(1000) : 0n)));
    expect(await getBalance(database.db, SYSTEM_ACCOUNTS.signupBonusPool.id)).toBe(0n);
    expect(await getTokenDistribution(database.db)).toMatchObject({ granted: 100, remaining: 0 });
    expect(await auditLedger(database.db)).toMatchObject({ total: 0n, violations: 0 });
  });

  it('keeps every invariant through 2,000 random transfers from 32 concurrent workers', async () => {
    const random = seededRandom(20260101);
    const accounts = await createFundedAccounts(
      database.db,
      Array.from({ length: 20 }, (_, i) => `prop-${i}`),
      aiz(100),
    );
    const startBalances = new Map(
      await Promise.all(accounts.map(async (a) => [a, await getBalance(database.db, a)] as const)),
    );
    const pick = () => accounts[Math.floor(random() * accounts.length)]!;

    // 2,000 operations; about one in ten reuses an earlier key: same payload (a retry) or a different one.
    const ops: TransferRequest[] = [];
    for (let i = 0; i < 2000; i++) {
      const earlier = ops[Math.floor(random() * ops.length)];
      if (earlier && random() < 0.1) {
        ops.push(random() < 0.7 ? { ...earlier } : { ...earlier, amount: earlier.amount + 1n });
        continue;
      }
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      const amount = aiz(1 + Math.floor(random() * 40)) + BigInt(Math.floor(random() * 1000));
      ops.push({ idempotencyKey: `prop:${i}`, from, to, amount, kind: 'transfer', at: new Date() });
    }

    const applied = new Map<string, TransferRequest>();
    const outcomes = { applied: 0, replayed: 0, insufficient: 0, conflict: 0 };
    let next = 0;
    let running = true;
    let lowestSeen: bigint | null = null;
    const watcher = (async () => {
      while (running) {
        const [row] = await queryRows<{ lowest: string | null }>(
          database.db,
          sql`select min(balance)::text as lowest from ledger_accounts where not allow_negative`,
        );
        const lowest = BigInt(row?.lowest ?? '0');
        if (lowestSeen === null || lowest < lowestSeen) lowestSeen = lowest;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let op = ops[next++]; op; op = ops[next++]) {
          try {
            const { replayed, transfer: t } = await transfer(database.db, op);
            if (replayed) {
              outcomes.replayed++;
              expect(t).toMatchObject({ from: op.from, to: op.to, amount: op.amount });
            } else {
              outcomes.applied++;
              expect(applied.has(op.idempotencyKey)).toBe(false);
              applied.set(op.idempotencyKey, op);
            }
          } catch (err) {
            if (err instanceof InsufficientFunds) outcomes.insufficient++;
            else if (err instanceof Conflict) outcomes.conflict++;
            else throw err;
          }
        }
      }),
    );
    running = false;
    await watcher;

    expect(outcomes.applied + outcomes.replayed + outcomes.insufficient + outcomes.conflict).toBe(2000);
    expect(outcomes.applied).toBeGreaterThan(1000);
    expect(outcomes.replayed + outcomes.conflict).toBeGreaterThan(0);
    expect(lowestSeen).not.toBeNull();
    expect(lowestSeen! >= 0n).toBe(true);

    // The rows are exactly the applied transfers, and the balances are the start plus their sum.
    const rows = await database.db
      .select()
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} like 'prop:%'`);
    expect(rows).toHaveLength(applied.size);
    for (const row of rows) {
      expect(applied.get(row.idempotencyKey)).toMatchObject({
        from: row.fromAccount,
        to: row.toAccount,
        amount: row.amount,
      });
    }
    const expected = new Map(startBalances);
    for (const op of applied.values()) {
      expected.set(op.from, expected.get(op.from)! - op.amount);
      expected.set(op.to, expected.get(op.to)! + op.amount);
    }
    for (const account of accounts) {
      const balance = await getBalance(database.db, account);
      expect(balance).toBe(expected.get(account));
      expect(balance >= 0n).toBe(true);
    }
    expect(await auditLedger(database.db)).toEqual({
      negativeBalances: 0,
      total: 0n,
      mismatchedAccounts: 0,
      stakingRewardsExcess: 0n,
      violations: 0,
    });
  });
});

/** Deterministic, so a failure can be replayed (mulberry32). */
function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
