import {
  type AdminFeedback,
  type AdminOverview,
  type AdminUsersPage,
  adminFeedbackSchema,
  adminOverviewSchema,
  adminUsersPageSchema,
} from '@common/schemas/admin';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const USERS_PAGE_SIZE = 25;
const FEEDBACK_SHOWN = 10;

async function getJson<T>(url: string, parse: (body: unknown) => T): Promise<T> {
  const res = await apiRequest('GET', url);
  return parse(await res.json());
}

// Admin figures move all the time: read them fresh each time the page opens.
const fresh = { staleTime: 0 } as const;

export function useAdminOverview() {
  return useQuery<AdminOverview>({
    queryKey: ['/api/admin/overview'],
    queryFn: () => getJson('/api/admin/overview', (b) => adminOverviewSchema.parse(b)),
    ...fresh,
  });
}

export function useAdminUsers() {
  return useInfiniteQuery({
    queryKey: ['/api/admin/users', { limit: USERS_PAGE_SIZE }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
      if (pageParam) params.set('before', pageParam);
      return getJson<AdminUsersPage>(`/api/admin/users?${params}`, (b) => adminUsersPageSchema.parse(b));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...fresh,
  });
}

export function useAdminFeedback() {
  return useQuery<AdminFeedback>({
    queryKey: ['/api/admin/feedback', { limit: FEEDBACK_SHOWN }],
    queryFn: () =>
      getJson(`/api/admin/feedback?limit=${FEEDBACK_SHOWN}`, (b) => adminFeedbackSchema.parse(b)),
    ...fresh,
  });
}
