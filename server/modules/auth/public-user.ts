import type { PublicUser } from '@common/schemas/auth';
import { type DbOrTx, formatAiz, getUserBalance } from '../../ledger';
import { Unauthorized } from '../../lib/errors';
import { findUserById, type UserRow } from './users';

export type PublicUserSource = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'profileImage' | 'subscription' | 'role' | 'createdAt'
>;

/** The user as the client reads it (SPEC §3), with the AIZ balance from the ledger. */
export async function readPublicUser(
  ctx: { db: DbOrTx },
  userOrId: PublicUserSource | string,
): Promise<PublicUser> {
  const user = typeof userOrId === 'string' ? await findUserById(ctx.db, userOrId) : userOrId;
  if (!user) throw new Unauthorized();
  const balance = await getUserBalance(ctx.db, user.id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    profileImage: user.profileImage,
    profileImageUrl: user.profileImage,
    aizBalance: formatAiz(balance),
    subscription: user.subscription,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
