/** A user's transfer history as the user sees it: direction, counterparty, keyset pages. Pure. */
import {
  LEDGER_HISTORY_PAGE_DEFAULT as HISTORY_PAGE_DEFAULT,
  LEDGER_HISTORY_PAGE_MAX as HISTORY_PAGE_MAX,
  LEDGER_HISTORY_CURSOR_PATTERN,
} from '@common/schemas/ledger';
import { Invalid } from '../lib/errors';
import type { LedgerAccountKind } from './accounts';

export { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX };

export interface HistoryEntry {
  id: string;
  direction: 'in' | 'out';
  counterparty: { kind: LedgerAccountKind; label: string };
  /** Base units, always positive: direction says which way it went. */
  amount: bigint;
  kind: string;
  memo: string | null;
  /** What the module that moved it recorded (e.g. the usernames of a send between people). */
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

export interface HistoryPage {
  /** Newest first. */
  entries: HistoryEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** A transfer touching the account, with the other side's kind and label joined in. */
export interface HistoryRow {
  id: string;
  seq: number;
  from: string;
  amount: bigint;
  kind: string;
  memo: string | null;
  metadata?: Record<string, unknown> | null;
  createdAt: Date;
  counterpartyKind: LedgerAccountKind;
  counterpartyLabel: string;
}

/** `rows` are newest first, fetched with one more than `limit` to know whether another page exists. */
export function toHistoryPage(rows: HistoryRow[], accountId: string, limit: number): HistoryPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      direction: row.from === accountId ? 'out' : 'in',
      counterparty: { kind: row.counterpartyKind, label: row.counterpartyLabel },
      amount: row.amount,
      kind: row.kind,
      memo: row.memo,
      metadata: row.metadata ?? null,
      createdAt: row.createdAt,
    })),
    nextCursor: rows.length > limit && last ? String(last.seq) : null,
  };
}

/** The cursor is the position (seq) of the last entry seen; anything else is refused. */
export function parseHistoryCursor(cursor: string): number {
  const seq = LEDGER_HISTORY_CURSOR_PATTERN.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(seq)) throw new Invalid('That history cursor is not valid.');
  return seq;
}

export function clampHistoryLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return HISTORY_PAGE_DEFAULT;
  return Math.min(HISTORY_PAGE_MAX, Math.max(1, Math.trunc(limit)));
}
