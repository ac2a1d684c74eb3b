/** AIZ ledger API payloads. Amounts travel as exact decimal strings, never as JSON numbers. */
import { z } from 'zod';

export const LEDGER_HISTORY_PAGE_DEFAULT = 20;
export const LEDGER_HISTORY_PAGE_MAX = 100;
/** A history cursor: the position of the last entry of the previous page. */
export const LEDGER_HISTORY_CURSOR_PATTERN = /^[1-9]\d{0,15}$/;

export const ledgerHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LEDGER_HISTORY_PAGE_MAX).optional(),
  before: z.string().regex(LEDGER_HISTORY_CURSOR_PATTERN, 'That history cursor is not valid.').optional(),
});
export type LedgerHistoryQuery = z.infer<typeof ledgerHistoryQuerySchema>;

const wholeAiz = z.string().describe('Whole AIZ as an exact decimal string, e.g. "1000" or "12.5"');
const baseUnits = z.string().describe('Base units (18 decimals) as an integer string');

export const ledgerAccountKindSchema = z.enum(['user', 'system', 'pool', 'agent']);

export const ledgerEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  counterparty: z.object({ kind: ledgerAccountKindSchema, label: z.string() }),
  amount: wholeAiz,
  amountBaseUnits: baseUnits,
  /** 'genesis', 'signup_bonus', 'transfer', ... */
  kind: z.string(),
  memo: z.string().nullable(),
  createdAt: z.string().datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerHistorySchema = z.object({
  balance: wholeAiz,
  balanceBaseUnits: baseUnits,
  /** Newest first. */
  entries: z.array(ledgerEntrySchema),
  /** Pass as `before` to read the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type LedgerHistory = z.infer<typeof ledgerHistorySchema>;

export const LEDGER_FLOW_DAYS_MAX = 365;
export const ledgerFlowsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(LEDGER_FLOW_DAYS_MAX).default(30),
});

const kindFlowSchema = z.object({ kind: z.string(), amount: wholeAiz, count: z.number().int() });

/** AIZ in and out of the user's account over the last `days`, by kind of transfer, largest first. */
export const ledgerFlowsSchema = z.object({
  days: z.number().int(),
  earned: z.array(kindFlowSchema),
  spent: z.array(kindFlowSchema),
  totalEarned: wholeAiz,
  totalSpent: wholeAiz,
});
export type LedgerFlows = z.infer<typeof ledgerFlowsSchema>;
