/** The /tokens calls and their query keys. This page is a lazy chunk: answers are parsed with common/ schemas. */
import type { LedgerHistory } from '@common/schemas/ledger';
import {
  type HistoryFilter,
  type SendAizRequest,
  sendAizResultSchema,
  tokenRecipientSchema,
  tokenSupplySchema,
} from '@common/schemas/tokens';
import { apiJson, queryString } from '@/lib/api';

export const tokenKeys = {
  supply: ['tokens', 'supply'] as const,
  recipient: (username: string) => ['tokens', 'recipient', username.toLowerCase()] as const,
  history: (filter: HistoryFilter) => ['ledger', 'history', 'tokens', filter] as const,
};

export const HISTORY_PAGE_SIZE = 20;

export function fetchSupply() {
  return apiJson('GET', '/api/tokens/supply', { parse: tokenSupplySchema.parse });
}

export function fetchRecipient(username: string) {
  return apiJson('GET', `/api/tokens/recipient${queryString({ username })}`, {
    parse: tokenRecipientSchema.parse,
  });
}

export function sendAiz(input: SendAizRequest, idempotencyKey: string) {
  return apiJson('POST', '/api/tokens/send', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: sendAizResultSchema.parse,
  });
}

export function fetchHistoryPage(filter: HistoryFilter, before: string | null): Promise<LedgerHistory> {
  return apiJson(
    'GET',
    `/api/ledger/history${queryString({ limit: HISTORY_PAGE_SIZE, before: before ?? undefined, ...filter })}`,
  );
}

/** The CSV of the whole filtered history (the server streams it page by page). */
export function historyCsvUrl(filter: HistoryFilter): string {
  return `/api/ledger/history.csv${queryString({ ...filter })}`;
}
