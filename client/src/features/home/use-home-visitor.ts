import { STORAGE_KEYS } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import { useCurrentUser } from '@/features/auth';
import { readStorage } from '@/lib/storage';

/**
 * Who is looking at the home page. While the server has not answered, a browser holding no session
 * token is a visitor; one holding a token may be signed in, so it is offered neither a sign-up nor a
 * member's view, and a signed-in person never sees "Claim your 1000 AIZ" flash by.
 */
export type HomeVisitor = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'member'; user: PublicUser };

export function useHomeVisitor(): HomeVisitor {
  const { user, isLoading } = useCurrentUser();
  if (user) return { kind: 'member', user };
  return isLoading && readStorage(STORAGE_KEYS.token) ? { kind: 'unknown' } : { kind: 'visitor' };
}
