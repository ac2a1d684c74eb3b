/** A new account: the user row and the signup bonus, inside the caller's transaction. */
import type { UserRole } from '@common/schemas/auth';
import { users } from '../../db/schema';
import { grantSignupBonus } from '../../ledger';
import type { DbClock } from './auth-deps';
import type { UserRow } from './users';

export interface CreateAccountInput {
  email: string;
  username: string;
  role: UserRole;
}

/**
 * Run it in a transaction (verify-code does) so the user and the bonus commit together; a unique
 * violation on `users_email_key` or `users_username_lower_key` means someone took the e-mail or name.
 */
export async function createAccount(
  ctx: DbClock,
  input: CreateAccountInput,
): Promise<{ user: UserRow; bonusGranted: boolean }> {
  const now = ctx.now();
  const [user] = await ctx.db
    .insert(users)
    .values({ ...input, createdAt: now, lastSignInAt: now })
    .returning();
  const bonus = await grantSignupBonus(ctx.db, user!.id);
  return { user: user!, bonusGranted: bonus.granted };
}
