/**
 * An account the platform itself holds (the official marketplace listings' creator): made once, with no
 * signup bonus (the 100 bonuses are for people), and unable to sign in when its address is on `.invalid`,
 * which no mail reaches. Undefined when its e-mail is not there and someone else holds the username.
 */

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { findUserByEmail, type UserRow } from './users';

export async function ensureSystemAccount(
  db: DbOrTx,
  account: { email: string; username: string },
  now: Date,
): Promise<UserRow | undefined> {
  await db
    .insert(users)
    .values({ ...account, role: 'user', createdAt: now })
    .onConflictDoNothing();
  return findUserByEmail(db, account.email);
}
