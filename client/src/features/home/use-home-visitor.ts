import type { PublicUser } from '@common/schemas/auth';
import { useCurrentUser } from '@/features/auth/use-current-user';

/**
 * Who is looking at the home page. While the answer is unknown the page offers neither a sign-up
 * nor a member's view, so a signed-in person never sees "Claim your 1000 AIZ" flash by.
 */
export type HomeVisitor = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'member'; user: PublicUser };

export function useHomeVisitor(): HomeVisitor {
  const { user, isLoading } = useCurrentUser();
  if (user) return { kind: 'member', user };
  return isLoading ? { kind: 'unknown' } : { kind: 'visitor' };
}
