import type { LedgerHistory, LedgerHistoryQuery } from '@common/schemas/ledger';
import { formatAiz, getUserBalance, type HistoryEntry, listUserTransfers } from '../../ledger';
import type { SignedInContext } from '../../service-context';

/** The signed-in user's balance and one page of history, amounts as exact decimal strings. */
export async function readLedgerHistory(
  { db, user }: Pick<SignedInContext, 'db' | 'user'>,
  query: LedgerHistoryQuery,
): Promise<LedgerHistory> {
  const userId = user.id;
  const [balance, page] = await Promise.all([
    getUserBalance(db, userId),
    listUserTransfers(db, userId, { limit: query.limit, before: query.before }),
  ]);
  return {
    balance: formatAiz(balance),
    balanceBaseUnits: balance.toString(),
    entries: page.entries.map(toLedgerEntry),
    nextCursor: page.nextCursor,
  };
}

function toLedgerEntry(entry: HistoryEntry) {
  return {
    id: entry.id,
    direction: entry.direction,
    counterparty: entry.counterparty,
    amount: formatAiz(entry.amount),
    amountBaseUnits: entry.amount.toString(),
    kind: entry.kind,
    memo: entry.memo,
    createdAt: entry.createdAt.toISOString(),
  };
}
