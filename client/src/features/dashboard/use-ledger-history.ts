import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchLedgerHistoryPage, ledgerKeys } from './ledger-api';

const PAGE_SIZE = 10;

/** The signed-in user's balance and transfers, newest first, one page of ten at a time. */
export function useLedgerHistory() {
  const params = { limit: PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: ledgerKeys.history(params),
    queryFn: ({ pageParam }) => fetchLedgerHistoryPage(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Balances move: read them fresh whenever the dashboard opens.
    staleTime: 0,
  });
}
