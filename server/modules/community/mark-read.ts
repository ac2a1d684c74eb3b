/** The read mark: raised to the post number given (never lowered, never past the thread's last post). */
import { sql } from 'drizzle-orm';
import { communityReads } from '../../db/schema/community';
import type { SignedInContext } from '../../service-context';
import { viewerOf } from './rows';
import { threadForWrite } from './thread-access';

export async function markRead(
  ctx: SignedInContext,
  threadId: number,
  postNumber: number,
): Promise<{ lastReadPostNumber: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const thread = await threadForWrite(tx, threadId, viewerOf(ctx.user));
    const [mark] = await tx
      .insert(communityReads)
      .values({
        userId: ctx.user.id,
        threadId,
        lastReadPostNumber: Math.min(postNumber, thread.lastPostNumber),
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [communityReads.userId, communityReads.threadId],
        set: {
          lastReadPostNumber: sql`greatest(${communityReads.lastReadPostNumber}, excluded.last_read_post_number)`,
          updatedAt: now,
        },
      })
      .returning({ lastReadPostNumber: communityReads.lastReadPostNumber });
    return { lastReadPostNumber: mark!.lastReadPostNumber };
  });
}
