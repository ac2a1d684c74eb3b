/**
 * A moderator merges a thread into another: its posts move to the end of the target, in their order,
 * numbered on from the target's last number (votes stay with them); its notifications follow its posts and
 * its read marks go (they counted another thread's numbers). The source keeps its row, `merged_into_id` set,
 * so its URL sends readers on; its solution is dropped. Both threads' derived columns are refreshed.
 */
import { eq, sql } from 'drizzle-orm';
import { communityNotifications, communityReads, communityThreads } from '../../db/schema/community';
import { Invalid } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { logModeration } from './moderation-log';
import { requireModerator } from './permissions';
import { lockThread } from './post-rows';
import { refreshThread } from './thread-state';

export const MERGE_INTO_ITSELF = 'A thread cannot be merged into itself.';
export const MERGE_INTO_MERGED = 'That thread was merged into another one: merge into that one instead.';
export const MERGED_ALREADY = 'This thread was merged already.';

export async function mergeThread(ctx: SignedInContext, sourceId: number, targetId: number): Promise<void> {
  const actor = requireModerator(ctx.user);
  if (sourceId === targetId) throw new Invalid(MERGE_INTO_ITSELF);
  await ctx.db.transaction(async (tx) => {
    // Lower id first, so two merges of the same pair cannot deadlock.
    const [first, second] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
    const a = await lockThread(tx, first);
    const b = await lockThread(tx, second);
    const [source, target] = a.id === sourceId ? [a, b] : [b, a];
    if (source.mergedIntoId !== null) throw new Invalid(MERGED_ALREADY);
    if (target.mergedIntoId !== null) throw new Invalid(MERGE_INTO_MERGED);
    const { rows } = (await tx.execute(sql`
      select coalesce(max(number), 0)::int as last from community_posts where thread_id = ${target.id}`)) as unknown as {
      rows: { last: number }[];
    };
    const last = Math.max(target.lastPostNumber, rows[0]?.last ?? 0);
    const moved = (await tx.execute(sql`
      update community_posts p set thread_id = ${target.id}, number = ${last} + o.position
      from (select id, row_number() over (order by number)::int as position
            from community_posts where thread_id = ${source.id}) o
      where p.id = o.id
      returning p.id`)) as unknown as { rows: { id: number }[] };
    await tx
      .update(communityNotifications)
      .set({ threadId: target.id })
      .where(eq(communityNotifications.threadId, source.id));
    await tx.delete(communityReads).where(eq(communityReads.threadId, source.id));
    await tx
      .update(communityThreads)
      .set({ mergedIntoId: target.id, solutionPostId: null })
      .where(eq(communityThreads.id, source.id));
    await refreshThread(tx, target.id);
    await refreshThread(tx, source.id);
    await logModeration(tx, {
      actor: { id: actor.id, username: actor.username },
      action: 'merge-thread',
      threadId: source.id,
      detail: `merged into #${target.id} “${target.title}”`,
      data: { intoThreadId: target.id, posts: moved.rows.length, firstNumber: last + 1 },
      at: ctx.now(),
    });
  });
}
