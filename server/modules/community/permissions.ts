/**
 * Who may do what in the community. Moderators are the `moderator` role and every `admin`; the server checks
 * these on every write (the client's buttons only mirror them).
 */
import type { UserRole } from '@common/schemas/auth';
import { NEW_ACCOUNT_MS } from '@common/schemas/community';
import { Forbidden } from '../../lib/errors';

export interface CommunityActor {
  id: string;
  username: string;
  role: UserRole;
  createdAt: Date;
}

export const MODERATORS_ONLY = 'Only moderators can do this.';

export function isModerator(actor: { role: UserRole } | null | undefined): boolean {
  return actor?.role === 'moderator' || actor?.role === 'admin';
}

/** A moderator, or 403. */
export function requireModerator<T extends { role: UserRole }>(actor: T): T {
  if (!isModerator(actor)) throw new Forbidden(MODERATORS_ONLY);
  return actor;
}

/** An account younger than NEW_ACCOUNT_MS: its posts per hour and its links are limited. Moderators never are. */
export function isNewAccount(actor: { role: UserRole; createdAt: Date }, now: Date): boolean {
  return !isModerator(actor) && now.getTime() - actor.createdAt.getTime() < NEW_ACCOUNT_MS;
}
