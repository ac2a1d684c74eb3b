/** A moderator locks or unlocks a thread (no more replies), or moves it to another category. Each is logged. */
import { eq } from 'drizzle-orm';
import { communityCategories, communityThreads } from '../../db/schema/community';
import { Conflict, Invalid } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { logModeration } from './moderation-log';
import { requireModerator } from './permissions';
import { lockThread } from './post-rows';

export const ALREADY_LOCKED = 'This thread is locked already.';
export const NOT_LOCKED = 'This thread is not locked.';

export async function setThreadLocked(
  ctx: SignedInContext,
  threadId: number,
  locked: boolean,
): Promise<void> {
  const actor = requireModerator(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread.locked === locked) throw new Conflict(locked ? ALREADY_LOCKED : NOT_LOCKED);
    await tx.update(communityThreads).set({ locked }).where(eq(communityThreads.id, threadId));
    await logModeration(tx, {
      actor: { id: actor.id, username: actor.username },
      action: locked ? 'lock-thread' : 'unlock-thread',
      threadId,
      detail: locked ? 'locked: no more replies' : 'unlocked: open to replies',
      at: ctx.now(),
    });
  });
}

export async function moveThread(
  ctx: SignedInContext,
  threadId: number,
  categorySlug: string,
): Promise<void> {
  const actor = requireModerator(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    const [to] = await tx
      .select()
      .from(communityCategories)
      .where(eq(communityCategories.slug, categorySlug.toLowerCase()));
    if (!to) throw new Invalid(`There is no category "${categorySlug}".`);
    const [from] = await tx
      .select()
      .from(communityCategories)
      .where(eq(communityCategories.id, thread.categoryId));
    if (to.id === thread.categoryId) throw new Conflict(`This thread is in ${to.name} already.`);
    await tx.update(communityThreads).set({ categoryId: to.id }).where(eq(communityThreads.id, threadId));
    await logModeration(tx, {
      actor: { id: actor.id, username: actor.username },
      action: 'move-thread',
      threadId,
      detail: `moved from ${from?.name ?? 'another category'} to ${to.name}`,
      data: { from: from?.slug ?? null, to: to.slug },
      at: ctx.now(),
    });
  });
}
