/** Reads of the auth tables for the admin area (the admin module owns no tables of its own). */
import type { UserRole } from '@common/schemas/auth';
import { and, count, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function countUsersByRole(db: Database): Promise<{ users: number; admins: number }> {
  const [row] = await db
    .select({
      users: count(),
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
    })
    .from(users);
  return { users: row?.users ?? 0, admins: row?.admins ?? 0 };
}

/** Sessions neither revoked nor expired at `now`. */
export async function countActiveSessions(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}

export interface AccountRow {
  id: string;
  username: string;
  email: string;
  role: UserRole;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** Position of a user in the newest-first list: creation time (to the millisecond), then id. */
export interface AccountPosition {
  createdAtMs: number;
  id: string;
}

/**
 * Users newest first, `limit` of them after `before`. Ordered by creation time cut to milliseconds
 * (what a cursor can carry exactly) and then id, so pages neither skip nor repeat anyone.
 */
export async function listAccounts(
  db: Database,
  { limit, before }: { limit: number; before?: AccountPosition | undefined },
): Promise<AccountRow[]> {
  const createdMs = sql`date_trunc('milliseconds', ${users.createdAt})`;
  const where = before
    ? sql`(${createdMs}, ${users.id}) < (${new Date(before.createdAtMs).toISOString()}::timestamptz, ${before.id}::uuid)`
    : undefined;
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(where)
    .orderBy(sql`${createdMs} desc`, sql`${users.id} desc`)
    .limit(limit);
}
