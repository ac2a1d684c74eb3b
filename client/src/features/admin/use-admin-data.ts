import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKeys, fetchAdminFeedback, fetchAdminOverview, fetchAdminUsersPage } from './admin-api';

const USERS_PAGE_SIZE = 25;
const FEEDBACK_SHOWN = 10;

// Admin figures move all the time: read them fresh each time the page opens.
const fresh = { staleTime: 0 } as const;

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: fetchAdminOverview, ...fresh });
}

export function useAdminUsers() {
  const params = { limit: USERS_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: adminKeys.users(params),
    queryFn: ({ pageParam }) => fetchAdminUsersPage(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...fresh,
  });
}

export function useAdminFeedback() {
  const params = { limit: FEEDBACK_SHOWN };
  return useQuery({
    queryKey: adminKeys.feedback(params),
    queryFn: () => fetchAdminFeedback(params),
    ...fresh,
  });
}
