import { CURRENT_USER_CACHE_MS } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getQueryFn } from '@/lib/api';
import { authKeys } from './auth-keys';
import { rememberUser, withLastKnownUser } from './last-known-user';

/** The signed-in user, or null when signed out (SPEC §7: not retried, cached 5 minutes). */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: authKeys.currentUser(),
    queryFn: withLastKnownUser(getQueryFn<PublicUser>({ on401: 'returnNull' })),
    staleTime: CURRENT_USER_CACHE_MS,
    retry: false,
    // Offline the query still runs, so its failure can answer with the last known user; back online,
    // the server is asked again whether that user is still signed in.
    networkMode: 'always',
    refetchOnReconnect: 'always',
  });
  useEffect(() => {
    if (query.data !== undefined) rememberUser(query.data);
  }, [query.data]);
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
