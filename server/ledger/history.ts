import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ledgerAccounts, ledgerTransfers } from '../db/schema/ledger';
import { userAccountId } from './accounts';
import { clampHistoryLimit, type HistoryPage, parseHistoryCursor, toHistoryPage } from './history-page';

export interface HistoryQuery {
  limit?: number;
  /** The `nextCursor` of the previous page. */
  before?: string | undefined;
  /** Only transfers of this kind. */
  kind?: string | undefined;
  /** Only incoming or only outgoing transfers. */
  direction?: 'in' | 'out' | undefined;
  /** Only transfers at or after `since` and before `until`. */
  since?: Date | undefined;
  until?: Date | undefined;
}

const counterparty = alias(ledgerAccounts, 'counterparty');

/**
 * The user's transfers, newest first, in keyset pages. Outgoing and incoming are read from their own
 * index each (from_account, seq) / (to_account, seq) and merged, so a page costs the same deep in a
 * long history as at its start. A user without an account has an empty history.
 */
export function listUserTransfers(
  db: DbOrTx,
  userId: string,
  query: HistoryQuery = {},
): Promise<HistoryPage> {
  return listAccountTransfers(db, userAccountId(userId), query);
}

/** Any account's transfers, as listUserTransfers (an agent's wallet, for its owner). */
export async function listAccountTransfers(
  db: DbOrTx,
  accountId: string,
  query: HistoryQuery = {},
): Promise<HistoryPage> {
  const limit = clampHistoryLimit(query.limit);
  const before = query.before === undefined ? undefined : parseHistoryCursor(query.before);
  const side = (own: PgColumn, other: PgColumn) => {
    const conditions: SQL[] = [eq(own, accountId)];
    if (before !== undefined) conditions.push(lt(ledgerTransfers.seq, before));
    if (query.kind !== undefined) conditions.push(eq(ledgerTransfers.kind, query.kind));
    if (query.since !== undefined) conditions.push(gte(ledgerTransfers.createdAt, query.since));
    if (query.until !== undefined) conditions.push(lt(ledgerTransfers.createdAt, query.until));
    return db
      .select({
        id: ledgerTransfers.id,
        seq: ledgerTransfers.seq,
        from: ledgerTransfers.fromAccount,
        amount: ledgerTransfers.amount,
        kind: ledgerTransfers.kind,
        memo: ledgerTransfers.memo,
        metadata: ledgerTransfers.metadata,
        createdAt: ledgerTransfers.createdAt,
        counterpartyKind: counterparty.kind,
        counterpartyLabel: counterparty.label,
      })
      .from(ledgerTransfers)
      .innerJoin(counterparty, eq(counterparty.id, other))
      .where(and(...conditions))
      .orderBy(desc(ledgerTransfers.seq))
      .limit(limit + 1);
  };
  const outgoing = () => side(ledgerTransfers.fromAccount, ledgerTransfers.toAccount);
  const incoming = () => side(ledgerTransfers.toAccount, ledgerTransfers.fromAccount);
  const rows =
    query.direction === 'out'
      ? await outgoing()
      : query.direction === 'in'
        ? await incoming()
        : await unionAll(outgoing(), incoming())
            .orderBy(desc(ledgerTransfers.seq))
            .limit(limit + 1);
  return toHistoryPage(rows, accountId, limit);
}
