import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { ledgerAccounts, ledgerTransfers } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { SYSTEM_ACCOUNTS } from './accounts';
import { aiz } from './amount';
import { getBalance, getUserBalance } from './balances';
import {
  ensureLedgerGenesis,
  GENESIS_SIGNUP_POOL_KEY,
  GENESIS_TREASURY_KEY,
  SIGNUP_BONUS_POOL_AMOUNT,
  TREASURY_GENESIS_AMOUNT,
} from './genesis';
import { auditLedger } from './invariants';
import { getTokenDistribution, grantSignupBonus } from './signup-bonus';
import { createTestUsers } from './testing';

const pool = SYSTEM_ACCOUNTS.signupBonusPool.id;

// One database for the file, in order: before genesis, genesis run by the first grant, then more grants.
describe('genesis and the signup bonus', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('reports an untouched distribution before genesis', async () => {
    expect(await getTokenDistribution(database.db)).toEqual({
      bonusAmount: SIGNUP_BONUS_AIZ,
      limit: SIGNUP_BONUS_USER_LIMIT,
      granted: 0,
      remaining: SIGNUP_BONUS_USER_LIMIT,
    });
  });

  it('runs genesis itself when it has not run yet, inside the sign-up transaction', async () => {
    const [user] = await createTestUsers(database.db, 1);
    const result = await database.db.transaction((tx) => grantSignupBonus(tx, user!));
    expect(result).toEqual({ granted: true, amount: aiz(1000) });
    expect(await getUserBalance(database.db, user!)).toBe(aiz(1000));
    expect(await getBalance(database.db, pool)).toBe(aiz(99_000));
  });

  it('mints exactly 100 × 1000 AIZ into the pool and the treasury reserve once, however often genesis runs', async () => {
    await ensureLedgerGenesis(database.db);
    await Promise.all([ensureLedgerGenesis(database.db), ensureLedgerGenesis(database.db)]);
    expect(SIGNUP_BONUS_POOL_AMOUNT).toBe(aiz(100_000));
    expect(await getBalance(database.db, pool)).toBe(aiz(99_000));
    expect(TREASURY_GENESIS_AMOUNT).toBe(aiz(1_000_000));
    expect(await getBalance(database.db, SYSTEM_ACCOUNTS.issuance.id)).toBe(
      -(SIGNUP_BONUS_POOL_AMOUNT + TREASURY_GENESIS_AMOUNT),
    );
    expect(await getBalance(database.db, SYSTEM_ACCOUNTS.treasury.id)).toBe(TREASURY_GENESIS_AMOUNT);
    const minted = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'genesis'));
    expect(minted).toHaveLength(2);
    expect(minted.find((t) => t.idempotencyKey === GENESIS_SIGNUP_POOL_KEY)?.amount).toBe(
      SIGNUP_BONUS_POOL_AMOUNT,
    );
    expect(minted.find((t) => t.idempotencyKey === GENESIS_TREASURY_KEY)?.amount).toBe(
      TREASURY_GENESIS_AMOUNT,
    );
    expect((await getTokenDistribution(database.db)).granted).toBe(1);
  });

  it('rolls back with a sign-up that fails', async () => {
    const [user] = await createTestUsers(database.db, 1);
    await expect(
      database.db.transaction(async (tx) => {
        await grantSignupBonus(tx, user!);
        throw new Error('sign-up failed later');
      }),
    ).rejects.toThrow('sign-up failed later');
    expect(await getUserBalance(database.db, user!)).toBe(0n);
    expect((await getTokenDistribution(database.db)).granted).toBe(1);
  });

  it('grants once per user even when called again, in or out of the same transaction', async () => {
    const [user] = await createTestUsers(database.db, 1);
    await database.db.transaction(async (tx) => {
      expect((await grantSignupBonus(tx, user!)).granted).toBe(true);
      expect(await grantSignupBonus(tx, user!)).toEqual({ granted: true, amount: aiz(1000) });
    });
    expect(await grantSignupBonus(database.db, user!)).toEqual({ granted: true, amount: aiz(1000) });
    expect(await getUserBalance(database.db, user!)).toBe(aiz(1000));
    expect((await getTokenDistribution(database.db)).granted).toBe(2);
  });

  it('stops at 100 users: the 101st gets nothing and the pool is empty', async () => {
    const granted = (await getTokenDistribution(database.db)).granted;
    const users = await createTestUsers(database.db, SIGNUP_BONUS_USER_LIMIT - granted + 1);
    const results = [];
    for (const user of users) results.push(await grantSignupBonus(database.db, user));
    expect(results.slice(0, -1).every((r) => r.granted)).toBe(true);
    expect(results.at(-1)).toEqual({ granted: false, amount: 0n });
    expect(await getUserBalance(database.db, users.at(-1)!)).toBe(0n);
    expect(await getBalance(database.db, pool)).toBe(0n);
    expect(await getTokenDistribution(database.db)).toEqual({
      bonusAmount: 1000,
      limit: 100,
      granted: 100,
      remaining: 0,
    });
    // A user who got the bonus still reads as granted afterwards.
    expect(await grantSignupBonus(database.db, users[0]!)).toEqual({ granted: true, amount: aiz(1000) });
    const holders = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.balance, aiz(1000)));
    expect(holders).toHaveLength(SIGNUP_BONUS_USER_LIMIT);
    expect((await auditLedger(database.db)).violations).toBe(0);
  });
});
