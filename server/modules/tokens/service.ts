import type { LedgerHistory, LedgerHistoryQuery } from '@common/schemas/ledger';
import type { HistoryFilter } from '@common/schemas/tokens';
import { formatAiz, getUserBalance, type HistoryEntry, listUserTransfers } from '../../ledger';
import type { SignedInContext } from '../../service-context';
import { historyQueryOf } from './history-filter';

/** The signed-in user's balance and one page of history, amounts as exact decimal strings. */
export async function readLedgerHistory(
  { db, user }: Pick<SignedInContext, 'db' | 'user'>,
  query: LedgerHistoryQuery & HistoryFilter,
): Promise<LedgerHistory> {
  const userId = user.id;
  const [balance, page] = await Promise.all([
    getUserBalance(db, userId),
    listUserTransfers(db, userId, { limit: query.limit, before: query.before, ...historyQueryOf(query) }),
  ]);
  return {
    balance: formatAiz(balance),
    balanceBaseUnits: balance.toString(),
    entries: page.entries.map(toLedgerEntry),
    nextCursor: page.nextCursor,
  };
}

/** A send between people names the other person (the sender chose them by username); anything else keeps the account's label. */
function counterpartyOf(entry: HistoryEntry): HistoryEntry['counterparty'] {
  const meta = entry.metadata;
  if (entry.kind !== 'transfer' || !meta) return entry.counterparty;
  const name = entry.direction === 'out' ? meta.toUsername : meta.fromUsername;
  return typeof name === 'string' ? { kind: 'user', label: `@${name}` } : entry.counterparty;
}

export function toLedgerEntry(entry: HistoryEntry) {
  return {
    id: entry.id,
    direction: entry.direction,
    counterparty: counterpartyOf(entry),
    amount: formatAiz(entry.amount),
    amountBaseUnits: entry.amount.toString(),
    kind: entry.kind,
    memo: entry.memo,
    createdAt: entry.createdAt.toISOString(),
  };
}
