import { CURRENT_USER_CACHE_MS } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { authKeys } from './auth-keys';

/** The signed-in user, or null when signed out (SPEC §7: not retried, cached 5 minutes). */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: authKeys.currentUser(),
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    staleTime: CURRENT_USER_CACHE_MS,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
