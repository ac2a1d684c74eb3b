/**
 * The accounts moderation, notifications and the digest read and change: usernames with roles and e-mails,
 * the moderator role. Stopgap like people.ts: SQL on the auth module's `users` table by name, because its index
 * exports no read of roles or e-mails and no role change; they belong in server/modules/auth/users.ts.
 */
import type { UserRole } from '@common/schemas/auth';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface CommunityPerson {
  id: string;
  username: string;
  email: string;
  role: UserRole;
}

async function selectPeople(db: DbOrTx, query: SQL): Promise<CommunityPerson[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: CommunityPerson[] };
  return rows.map((r) => ({ id: r.id, username: r.username, email: r.email, role: r.role }));
}

/** People by id (unknown ids are left out). */
export async function peopleByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, CommunityPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const list = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await selectPeople(db, sql`select id, username, email, role from users where id in (${list})`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The person with this username (any case), or undefined. */
export async function personByUsername(db: DbOrTx, username: string): Promise<CommunityPerson | undefined> {
  const [row] = await selectPeople(
    db,
    sql`select id, username, email, role from users where lower(username) = lower(${username}) limit 1`,
  );
  return row;
}

/** Moderators and administrators, by username. */
export async function listModeratorAccounts(db: DbOrTx): Promise<CommunityPerson[]> {
  return selectPeople(
    db,
    sql`select id, username, email, role from users where role in ('moderator', 'admin') order by lower(username)`,
  );
}

/** Grants or takes back the `moderator` role; an administrator's role is never changed here. */
export async function setModeratorRole(db: DbOrTx, userId: string, moderator: boolean): Promise<void> {
  await db.execute(
    sql`update users set role = ${moderator ? 'moderator' : 'user'} where id = ${userId} and role <> 'admin'`,
  );
}
