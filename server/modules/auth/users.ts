/** Users as the auth module reads and writes them. */
import type { UserRole } from '@common/schemas/auth';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with this username (any case), or undefined: how other modules name a person (a payment's recipient). */
export async function findUserIdByUsername(db: DbOrTx, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row?.id;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

export async function setUserRole(db: DbOrTx, userId: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Please sign in instead.';
export const USERNAME_TAKEN = 'That username is taken. Please choose another.';

/** Usernames by user id, for other modules that show who did something (a deployment's change log). */
export async function usernamesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The person with this username (any case) as others may see them: for a send's confirmation. */
export async function findPersonByUsername(
  db: DbOrTx,
  username: string,
): Promise<{ id: string; username: string; profileImage: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, profileImage: users.profileImage })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}
