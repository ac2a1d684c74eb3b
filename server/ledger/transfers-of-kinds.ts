/**
 * A user's transfers of some kinds on one side (to them, or from them), newest first: what a module shows
 * as its own history, e.g. the marketplace's payouts to a creator (kinds `purchase`, `deployment_run`) and
 * its refunds. Read from the (to_account, seq) or (from_account, seq) index.
 */
import { and, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerTransfers } from '../db/schema/ledger';
import { userAccountId } from './accounts';
import type { LedgerTransfer } from './transfer';

export interface TransfersOfKindsQuery {
  kinds: readonly string[];
  /** `in`: transfers to the user; `out`: from the user. */
  direction: 'in' | 'out';
  since?: Date;
  limit: number;
}

export async function userTransfersOfKinds(
  db: DbOrTx,
  userId: string,
  query: TransfersOfKindsQuery,
): Promise<LedgerTransfer[]> {
  if (query.kinds.length === 0) return [];
  const own = query.direction === 'in' ? ledgerTransfers.toAccount : ledgerTransfers.fromAccount;
  const conditions: SQL[] = [eq(own, userAccountId(userId)), inArray(ledgerTransfers.kind, [...query.kinds])];
  if (query.since) conditions.push(gte(ledgerTransfers.createdAt, query.since));
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      seq: ledgerTransfers.seq,
      idempotencyKey: ledgerTransfers.idempotencyKey,
      from: ledgerTransfers.fromAccount,
      to: ledgerTransfers.toAccount,
      amount: ledgerTransfers.amount,
      kind: ledgerTransfers.kind,
      memo: ledgerTransfers.memo,
      metadata: ledgerTransfers.metadata,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(and(...conditions))
    .orderBy(desc(ledgerTransfers.seq))
    .limit(query.limit);
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount), metadata: r.metadata ?? null }));
}
