import type { UserRole } from '@common/schemas/auth';

/**
 * The role an address has under ADMIN_EMAILS (lowercased by config, like stored e-mails): the list decides
 * who is an administrator. Everyone else keeps the role they have (`moderator` is granted in /admin), and an
 * administrator taken off the list becomes a `user`.
 */
export function roleFor(email: string, adminEmails: ReadonlySet<string>, current?: UserRole): UserRole {
  if (adminEmails.has(email)) return 'admin';
  return current === 'moderator' ? 'moderator' : 'user';
}
