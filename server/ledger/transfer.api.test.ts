import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { ledgerTransfers } from '../db/schema';
import { Conflict, Invalid, NotFound } from '../lib/errors';
import { openTestDatabase } from '../test/database';
import { aiz } from './amount';
import { getBalance } from './balances';
import { InsufficientFunds } from './errors';
import { ensureLedgerGenesis } from './genesis';
import { auditLedger } from './invariants';
import { createFundedAccounts } from './testing';
import { transfer } from './transfer';

/** The injected clock's time: a transfer row is dated by it, not by the database. */
const AT = new Date('2026-03-04T05:06:07.000Z');

describe('transfer', () => {
  let database: DatabaseHandle;
  let a: string;
  let b: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureLedgerGenesis(database.db);
    [a, b] = (await createFundedAccounts(database.db, ['a', 'b'], aiz(100))) as [string, string];
  });
  afterAll(() => database.close());

  const balances = async () => [await getBalance(database.db, a), await getBalance(database.db, b)];

  it('moves the amount from one account to the other and keeps the total at zero', async () => {
    const { transfer: t, replayed } = await transfer(database.db, {
      idempotencyKey: 'move-1',
      from: a,
      to: b,
      amount: aiz(30),
      kind: 'transfer',
      at: AT,
      memo: 'rent',
      metadata: { order: 7 },
    });
    expect(replayed).toBe(false);
    expect(t).toMatchObject({ from: a, to: b, amount: aiz(30), kind: 'transfer', memo: 'rent' });
    expect(t.createdAt).toEqual(AT);
    const [row] = await database.db
      .select({ createdAt: ledgerTransfers.createdAt })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, 'move-1'));
    expect(row?.createdAt).toEqual(AT);
    expect(await balances()).toEqual([aiz(70), aiz(130)]);
    expect(await auditLedger(database.db)).toEqual({
      negativeBalances: 0,
      total: 0n,
      mismatchedAccounts: 0,
      stakingRewardsExcess: 0n,
      violations: 0,
    });
  });

  it('lets the database refuse an overdraft, and nothing changes', async () => {
    const before = await balances();
    const rows = (await database.db.select().from(ledgerTransfers)).length;
    const overdraft = transfer(database.db, {
      idempotencyKey: 'too-much',
      from: a,
      to: b,
      amount: before[0]! + 1n,
      kind: 'transfer',
      at: AT,
    });
    await expect(overdraft).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(overdraft).rejects.toMatchObject({ status: 409, code: 'insufficient_funds' });
    expect(await balances()).toEqual(before);
    expect(await database.db.select().from(ledgerTransfers)).toHaveLength(rows);
    // The refused key stays free: a transfer that fits may use it.
    const ok = await transfer(database.db, {
      idempotencyKey: 'too-much',
      from: a,
      to: b,
      amount: 1n,
      kind: 'transfer',
      at: AT,
    });
    expect(ok.replayed).toBe(false);
  });

  it('returns the first result on a replay and moves nothing', async () => {
    const request = { idempotencyKey: 'replay-1', from: b, to: a, amount: aiz(5), kind: 'transfer', at: AT };
    const first = await transfer(database.db, request);
    const after = await balances();
    const again = await transfer(database.db, { ...request, memo: 'retry' });
    expect(again.replayed).toBe(true);
    expect(again.transfer).toEqual(first.transfer);
    expect(await balances()).toEqual(after);
  });

  it('replays even when the payer could no longer afford it', async () => {
    const everything = await getBalance(database.db, a);
    const request = {
      idempotencyKey: 'replay-all',
      from: a,
      to: b,
      amount: everything,
      kind: 'transfer',
      at: AT,
    };
    await transfer(database.db, request);
    expect(await getBalance(database.db, a)).toBe(0n);
    expect((await transfer(database.db, request)).replayed).toBe(true);
    await transfer(database.db, {
      idempotencyKey: 'refill',
      from: b,
      to: a,
      amount: aiz(50),
      kind: 'transfer',
      at: AT,
    });
  });

  it('refuses a reused key with a different transfer', async () => {
    const request = {
      idempotencyKey: 'conflict-1',
      from: a,
      to: b,
      amount: aiz(1),
      kind: 'transfer',
      at: AT,
    };
    await transfer(database.db, request);
    const after = await balances();
    for (const change of [{ amount: aiz(2) }, { from: b, to: a }, { kind: 'purchase' }]) {
      const reuse = transfer(database.db, { ...request, ...change });
      await expect(reuse).rejects.toBeInstanceOf(Conflict);
      await expect(reuse).rejects.toThrow('Idempotency key reused with a different transfer.');
    }
    expect(await balances()).toEqual(after);
  });

  it('refuses non-positive amounts, a transfer to oneself and unknown accounts', async () => {
    const base = { idempotencyKey: 'bad', from: a, to: b, kind: 'transfer', at: AT };
    await expect(transfer(database.db, { ...base, amount: 0n })).rejects.toBeInstanceOf(Invalid);
    await expect(transfer(database.db, { ...base, amount: -1n })).rejects.toBeInstanceOf(Invalid);
    await expect(transfer(database.db, { ...base, to: a, amount: 1n })).rejects.toBeInstanceOf(Invalid);
    await expect(transfer(database.db, { ...base, to: 'pool:nowhere', amount: 1n })).rejects.toBeInstanceOf(
      NotFound,
    );
  });

  it('commits and rolls back with the caller’s transaction', async () => {
    const before = await balances();
    await expect(
      database.db.transaction(async (tx) => {
        await transfer(tx, {
          idempotencyKey: 'in-tx',
          from: a,
          to: b,
          amount: aiz(1),
          kind: 'transfer',
          at: AT,
        });
        throw new Error('caller fails after the transfer');
      }),
    ).rejects.toThrow('caller fails');
    expect(await balances()).toEqual(before);
    await database.db.transaction((tx) =>
      transfer(tx, { idempotencyKey: 'in-tx', from: a, to: b, amount: aiz(1), kind: 'transfer', at: AT }),
    );
    expect(await balances()).toEqual([before[0]! - aiz(1), before[1]! + aiz(1)]);
  });

  it('keeps transfers immutable in the database itself', async () => {
    await expect(database.db.update(ledgerTransfers).set({ memo: 'edited' })).rejects.toThrow();
    await expect(database.db.delete(ledgerTransfers)).rejects.toThrow();
    expect((await auditLedger(database.db)).violations).toBe(0);
  });
});
