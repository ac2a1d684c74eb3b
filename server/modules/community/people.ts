/**
 * The people the forum names: authors with their moderator badge, mentioned usernames, @-autocomplete.
 *
 * Stopgap: these read the auth module's `users` table by name in SQL, because the auth module exports no
 * read of roles or username prefixes yet. They belong in server/modules/auth/users.ts (exported from its
 * index.ts); when they move there, this file imports them and nothing else changes.
 */

import type { communityAuthorSchema } from '@common/schemas/community';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';

export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Authors by user id: the username and whether they are a moderator (the `moderator` role or an admin). */
export async function authorsOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, CommunityAuthor>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; username: string; role: string }>(
    db,
    sql`select id, username, role from users where id in (${sql.join(
      unique.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { username: r.username, moderator: r.role === 'moderator' || r.role === 'admin' },
    ]),
  );
}

/** The ids of these usernames (any case) that exist. */
export async function userIdsByUsernames(db: DbOrTx, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where lower(username) in (${sql.join(
      names.map((n) => sql`${n.toLowerCase()}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}

/** Up to `limit` usernames starting with `prefix` (any case), shortest first. */
export async function usernamesStartingWith(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await rowsOf<{ username: string }>(
    db,
    sql`select username from users where lower(username) like ${pattern}
      order by length(username), lower(username) limit ${limit}`,
  );
  return rows.map((r) => r.username);
}
