import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerTransfers } from '../db/schema/ledger';

/** What left the account in transfers of these kinds at or after `since`, in base units (a spending limit's). */
export async function accountOutflowSince(
  db: DbOrTx,
  accountId: string,
  kinds: readonly string[],
  since: Date,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.fromAccount, accountId),
        inArray(ledgerTransfers.kind, [...kinds]),
        gte(ledgerTransfers.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? '0');
}
