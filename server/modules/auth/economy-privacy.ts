/**
 * A person's choice not to be named among /economy's top earners and agents (users.economy_private),
 * and the names /economy may show: the username, or nothing for those who opted out.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';

export async function readEconomyPrivacy(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ economyPrivate: users.economyPrivate })
    .from(users)
    .where(eq(users.id, userId));
  return row?.economyPrivate ?? false;
}

export async function setEconomyPrivacy(db: DbOrTx, userId: string, value: boolean): Promise<boolean> {
  await db.update(users).set({ economyPrivate: value }).where(eq(users.id, userId));
  return value;
}

/** Usernames by id of the people who agreed to be named; an id missing from the map stays unnamed. */
export async function publicEconomyNamesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, economyPrivate: users.economyPrivate })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.filter((r) => !r.economyPrivate).map((r) => [r.id, r.username]));
}
