import type { UserRole } from '@common/schemas/auth';

/** The role an address has under ADMIN_EMAILS (lowercased by config, like stored e-mails): the list decides. */
export function roleFor(email: string, adminEmails: ReadonlySet<string>): UserRole {
  return adminEmails.has(email) ? 'admin' : 'user';
}
