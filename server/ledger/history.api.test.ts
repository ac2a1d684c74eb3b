import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { Invalid } from '../lib/errors';
import { openTestDatabase } from '../test/database';
import { SYSTEM_ACCOUNTS, userAccountId } from './accounts';
import { aiz } from './amount';
import { ensureUserAccount } from './ensure-account';
import { ensureLedgerGenesis } from './genesis';
import { listUserTransfers } from './history';
import { grantSignupBonus } from './signup-bonus';
import { createTestUsers } from './testing';
import { transfer } from './transfer';

describe('listUserTransfers', () => {
  let database: DatabaseHandle;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureLedgerGenesis(database.db);
    [alice, bob] = (await createTestUsers(database.db, 2)) as [string, string];
    await grantSignupBonus(database.db, alice);
    await ensureUserAccount(database.db, bob);
    // alice → bob 1, 2, ... 5 AIZ, then bob → alice 10 AIZ
    for (let i = 1; i <= 5; i++) {
      await transfer(database.db, {
        idempotencyKey: `gift-${i}`,
        from: userAccountId(alice),
        to: userAccountId(bob),
        amount: aiz(i),
        kind: 'transfer',
        at: new Date(),
        memo: `gift ${i}`,
      });
    }
    await transfer(database.db, {
      idempotencyKey: 'thanks',
      from: userAccountId(bob),
      to: userAccountId(alice),
      amount: aiz(10),
      kind: 'transfer',
      at: new Date(),
    });
  });
  afterAll(() => database.close());

  it('lists newest first with direction, counterparty and amount', async () => {
    const { entries, nextCursor } = await listUserTransfers(database.db, alice, { limit: 50 });
    expect(nextCursor).toBeNull();
    expect(entries.map((e) => [e.direction, e.amount, e.kind])).toEqual([
      ['in', aiz(10), 'transfer'],
      ['out', aiz(5), 'transfer'],
      ['out', aiz(4), 'transfer'],
      ['out', aiz(3), 'transfer'],
      ['out', aiz(2), 'transfer'],
      ['out', aiz(1), 'transfer'],
      ['in', aiz(1000), 'signup_bonus'],
    ]);
    expect(entries[1]).toMatchObject({ memo: 'gift 5', counterparty: { kind: 'user', label: 'AIZ user' } });
    expect(entries[6]!.counterparty).toEqual({ kind: 'pool', label: SYSTEM_ACCOUNTS.signupBonusPool.label });
    expect(entries[6]!.createdAt).toBeInstanceOf(Date);
  });

  it('pages with a keyset cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await listUserTransfers(database.db, alice, { limit: 3, before });
      seen.push(...page.entries.map((e) => e.id));
      before = page.nextCursor ?? undefined;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    const all = await listUserTransfers(database.db, alice, { limit: 50 });
    expect(seen).toEqual(all.entries.map((e) => e.id));
  });

  it('shows the other side of the same transfers to the counterparty', async () => {
    const { entries } = await listUserTransfers(database.db, bob);
    expect(entries.map((e) => e.direction)).toEqual(['out', 'in', 'in', 'in', 'in', 'in']);
  });

  it('is empty for a user without an account and refuses a forged cursor', async () => {
    const [nobody] = await createTestUsers(database.db, 1);
    expect(await listUserTransfers(database.db, nobody!)).toEqual({ entries: [], nextCursor: null });
    await expect(listUserTransfers(database.db, alice, { before: 'abc' })).rejects.toBeInstanceOf(Invalid);
  });
});
