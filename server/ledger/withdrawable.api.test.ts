import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { SYSTEM_ACCOUNTS, userAccountId } from './accounts';
import { aiz } from './amount';
import { ensureAccount } from './ensure-account';
import { grantSignupBonus } from './signup-bonus';
import { createTestUsers } from './testing';
import { transfer } from './transfer';
import { getWithdrawable } from './withdrawable';

describe('getWithdrawable', () => {
  let t: TestApp;
  const db = () => t.database.db;
  let n = 0;
  const move = (from: string, to: string, amount: bigint) =>
    transfer(db(), {
      idempotencyKey: `withdrawable-test:${++n}`,
      from,
      to,
      amount,
      kind: 'transfer',
      at: new Date(),
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    await ensureAccount(db(), { id: 'pool:test-shop', kind: 'pool', label: 'Shop' });
    await ensureAccount(db(), { id: 'bridge:pending', kind: 'pool', label: 'Withdrawal to a chain' });
  });
  afterAll(() => t.close());

  it('holds back the signup bonus until it is spent, spending it first', async () => {
    const [id] = await createTestUsers(db(), 1);
    if (!id) throw new Error('no user');
    const me = userAccountId(id);
    await grantSignupBonus(db(), id);
    expect(await getWithdrawable(db(), id)).toEqual({
      balance: aiz(1000),
      bonusUnspent: aiz(1000),
      withdrawable: 0n,
    });
    // 500 earned: withdrawable; the bonus is not.
    await move(SYSTEM_ACCOUNTS.treasury.id, me, aiz(500));
    expect((await getWithdrawable(db(), id)).withdrawable).toBe(aiz(500));
    // Staked and unstaked: out and back to the same pool spends nothing.
    await move(me, SYSTEM_ACCOUNTS.staking.id, aiz(800));
    await move(SYSTEM_ACCOUNTS.staking.id, me, aiz(800));
    expect((await getWithdrawable(db(), id)).withdrawable).toBe(aiz(500));
    // 300 paid for good: it came out of the bonus first.
    await move(me, 'pool:test-shop', aiz(300));
    expect(await getWithdrawable(db(), id)).toEqual({
      balance: aiz(1200),
      bonusUnspent: aiz(700),
      withdrawable: aiz(500),
    });
    // A withdrawal never spends the bonus: what is left to withdraw shrinks by what was withdrawn.
    await move(me, 'bridge:pending', aiz(200));
    expect(await getWithdrawable(db(), id)).toEqual({
      balance: aiz(1000),
      bonusUnspent: aiz(700),
      withdrawable: aiz(300),
    });
    // Spending more than the bonus leaves none of it; the rest is all withdrawable.
    await move(me, 'pool:test-shop', aiz(800));
    expect(await getWithdrawable(db(), id)).toEqual({
      balance: aiz(200),
      bonusUnspent: 0n,
      withdrawable: aiz(200),
    });
  });

  it('answers zero for someone without an account', async () => {
    const [id] = await createTestUsers(db(), 1);
    if (!id) throw new Error('no user');
    expect(await getWithdrawable(db(), id)).toEqual({ balance: 0n, bonusUnspent: 0n, withdrawable: 0n });
  });
});
