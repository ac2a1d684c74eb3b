/**
 * The ledger history call and its query keys. The answer is cast, not parsed: the dashboard is
 * first-page-sized code and zod would ride along (see client/README.md, "parse or cast").
 */
import type { LedgerHistory } from '@common/schemas/ledger';
import { apiJson } from '@/lib/api';

export interface LedgerHistoryParams {
  limit: number;
}

/** Named by feature, not URL: the history hook brings its own fetcher, which builds the query string. */
export const ledgerKeys = {
  all: ['ledger'] as const,
  history: (params: LedgerHistoryParams) => [...ledgerKeys.all, 'history', params] as const,
};

export function fetchLedgerHistoryPage(
  params: LedgerHistoryParams,
  before: string | null,
): Promise<LedgerHistory> {
  const query = new URLSearchParams({ limit: String(params.limit) });
  if (before) query.set('before', before);
  return apiJson('GET', `/api/ledger/history?${query}`);
}
