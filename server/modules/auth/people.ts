/**
 * People as other modules name them: usernames with their role (the community's authors and their moderator
 * badge), ids of mentioned usernames, and usernames by prefix (@-autocomplete).
 */
import type { UserRole } from '@common/schemas/auth';
import { asc, inArray, sql } from 'drizzle-orm';
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
