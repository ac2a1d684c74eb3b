/**
 * Administrators grant and take back the `moderator` role (an administrator's own role follows ADMIN_EMAILS
 * and is never changed here). Each change is logged.
 */
import type { ModeratorList } from '@common/schemas/community';
import type { DbOrTx } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { listModeratorAccounts, personByUsername, setModeratorRole } from './accounts';
import { logModeration } from './moderation-log';

export const ADMIN_ROLE_FIXED =
  'Administrators are moderators already; their role follows the ADMIN_EMAILS setting.';

export async function listModerators(db: DbOrTx): Promise<ModeratorList> {
  const people = await listModeratorAccounts(db);
  return {
    moderators: people.map((p) => ({
      username: p.username,
      role: p.role === 'admin' ? 'admin' : 'moderator',
    })),
  };
}

/** `ctx.user` is an administrator (the route checked). */
export async function setModerator(
  ctx: SignedInContext,
  input: { username: string; moderator: boolean },
): Promise<ModeratorList> {
  await ctx.db.transaction(async (tx) => {
    const person = await personByUsername(tx, input.username);
    if (!person) throw new NotFound(`There is no one called ${input.username}.`);
    if (person.role === 'admin') throw new Conflict(ADMIN_ROLE_FIXED);
    if ((person.role === 'moderator') === input.moderator) return;
    await setModeratorRole(tx, person.id, input.moderator);
    await logModeration(tx, {
      actor: { id: ctx.user.id, username: ctx.user.username },
      action: input.moderator ? 'grant-moderator' : 'revoke-moderator',
      detail: input.moderator
        ? `made ${person.username} a moderator`
        : `took back ${person.username}'s moderator role`,
      data: { username: person.username },
      at: ctx.now(),
    });
  });
  return listModerators(ctx.db);
}
