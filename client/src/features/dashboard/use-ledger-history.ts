import type { LedgerHistory } from '@common/schemas/ledger';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const LEDGER_HISTORY_KEY = ['/api/ledger/history'] as const;
const PAGE_SIZE = 10;

async function fetchHistoryPage(before: string | null): Promise<LedgerHistory> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) params.set('before', before);
  const res = await apiRequest('GET', `/api/ledger/history?${params}`);
  // Typed by the shared schema, not parsed at run time: that would bring zod into the dashboard's chunk.
  return (await res.json()) as LedgerHistory;
}

/** The signed-in user's balance and transfers, newest first, one page of ten at a time. */
export function useLedgerHistory() {
  return useInfiniteQuery({
    queryKey: [...LEDGER_HISTORY_KEY, { limit: PAGE_SIZE }],
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Balances move: read them fresh whenever the dashboard opens.
    staleTime: 0,
  });
}
