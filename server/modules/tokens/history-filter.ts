/** The /tokens history filters (kind, direction, days) as the ledger's query. Pure. */
import type { HistoryFilter } from '@common/schemas/tokens';
import type { HistoryQuery } from '../../ledger';
import { Invalid } from '../../lib/errors';

const DAY_MS = 86_400_000;

/** `from` and `to` are UTC days, both included: `to` reads up to the start of the next day. */
export function historyQueryOf(filter: HistoryFilter): Omit<HistoryQuery, 'limit' | 'before'> {
  const since = filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined;
  const until = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS) : undefined;
  if (since && until && since >= until) {
    throw new Invalid('The start date is after the end date.', {
      issues: [{ path: 'from', message: 'The start date is after the end date.' }],
    });
  }
  return { kind: filter.kind, direction: filter.direction, since, until };
}
