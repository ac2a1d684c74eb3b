/** Test fixtures for the ledger's API tests (not used by the product). */
import { randomUUID } from 'node:crypto';
import { users } from '../db/schema';
import type { LedgerAccountSpec } from './accounts';
import type { DbOrTx } from './db';
import { ensureAccount } from './ensure-account';
import { transfer } from './transfer';
import { type Clock, systemClock } from './transfer-request';

/** Inserts users directly (the auth module's table) so ledger tests need no sign-up flow. */
export async function createTestUsers(db: DbOrTx, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  if (count === 0) return ids;
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, username: `u-${id.slice(0, 12)}`, email: `${id}@example.test` })));
  return ids;
}

/** Plain accounts `pool:test-<name>`, each funded from issuance with `funding` base units (0n: none). */
export async function createFundedAccounts(
  db: DbOrTx,
  names: string[],
  funding: bigint,
  now: Clock = systemClock,
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const spec: LedgerAccountSpec = { id: `pool:test-${name}`, kind: 'pool', label: `Test ${name}` };
    ids.push(await ensureAccount(db, spec));
    if (funding > 0n) {
      await transfer(db, {
        idempotencyKey: `test-funding:${spec.id}`,
        from: 'system:issuance',
        to: spec.id,
        amount: funding,
        kind: 'genesis',
        at: now(),
      });
    }
  }
  return ids;
}
