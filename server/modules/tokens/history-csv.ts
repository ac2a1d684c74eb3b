/**
 * The signed-in person's whole filtered history as CSV, streamed: one keyset page of the ledger at a
 * time, so a long history never sits in memory. Cells that a spreadsheet would run as a formula are
 * quoted with a leading apostrophe.
 */
import type { HistoryFilter } from '@common/schemas/tokens';
import { listUserTransfers } from '../../ledger';
import type { SignedInContext } from '../../service-context';
import { historyQueryOf } from './history-filter';
import { toLedgerEntry } from './service';

const PAGE = 100;
export const HISTORY_CSV_HEADER = ['date', 'direction', 'kind', 'counterparty', 'amount_aiz', 'memo', 'id'];

export function csvCell(value: string): string {
  const formula = /^[=+@\t\r]/.test(value) || (value.startsWith('-') && !/^-\d+(\.\d+)?$/.test(value));
  const safe = formula ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function historyCsvStream(
  { db, user }: Pick<SignedInContext, 'db' | 'user'>,
  filter: HistoryFilter,
): ReadableStream<Uint8Array> {
  const query = historyQueryOf(filter);
  const encoder = new TextEncoder();
  let before: string | undefined;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(HISTORY_CSV_HEADER)));
        return;
      }
      const page = await listUserTransfers(db, user.id, { ...query, limit: PAGE, before });
      const text = page.entries
        .map(toLedgerEntry)
        .map((e) =>
          csvLine([
            e.createdAt,
            e.direction,
            e.kind,
            e.counterparty.label.replace(/^@/, ''),
            e.direction === 'out' ? `-${e.amount}` : e.amount,
            e.memo ?? '',
            e.id,
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      if (page.nextCursor === null) controller.close();
      else before = page.nextCursor;
    },
  });
}
