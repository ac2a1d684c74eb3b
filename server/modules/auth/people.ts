/**
 * People as other modules name them: usernames with their role (the community's authors and their moderator
 * badge), ids of mentioned usernames, and usernames by prefix (@-autocomplete).
 */
import type { UserRole } from '@common/schemas/auth';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';

/** Username and role by user id. */
export async function peopleOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { username: string; role: UserRole }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { username: r.username, role: r.role }]));
}

/** The ids of these usernames (any case) that exist. */
export async function userIdsByUsernames(db: DbOrTx, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  return rows.map((r) => r.id);
}

/** Up to `limit` usernames starting with `prefix` (any case), shortest first. */
export async function usernamesStartingWith(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${pattern}`)
    .orderBy(sql`length(${users.username})`, asc(sql`lower(${users.username})`))
    .limit(limit);
  return rows.map((r) => r.username);
}

/** An account as moderation, notifications and the community digest read it. */
export interface AccountWithRole {
  id: string;
  username: string;
  email: string;
  role: UserRole;
}

const accountColumns = { id: users.id, username: users.username, email: users.email, role: users.role };

/** Accounts by id (unknown ids are left out). */
export async function accountsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, AccountWithRole>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(accountColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The account with this username (any case), or undefined. */
export async function accountByUsername(db: DbOrTx, username: string): Promise<AccountWithRole | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** Moderators and administrators, by username. */
export async function moderatorAccounts(db: DbOrTx): Promise<AccountWithRole[]> {
  return db
    .select(accountColumns)
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']))
    .orderBy(sql`lower(${users.username})`);
}

/** Grants or takes back the `moderator` role; an administrator's role (ADMIN_EMAILS decides it) never changes here. */
export async function setModeratorRole(db: DbOrTx, userId: string, moderator: boolean): Promise<void> {
  await db
    .update(users)
    .set({ role: moderator ? 'moderator' : 'user' })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')));
}
