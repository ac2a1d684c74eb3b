/**
 * Notifications, written in the post's own transaction: 'reply' to the thread's author, 'mention' to each
 * person named with @ (at most MENTIONS_NOTIFIED a post), 'solution' to the author of a post marked as the
 * answer. Never to oneself; at most once per person, kind and post (a unique index; an edit adding a mention
 * notifies only the newly mentioned). A held post notifies nobody until a moderator approves it (the approval
 * calls notifyForPost).
 */
import { mentionsOf } from '@common/markdown/analyse';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityNotifications, communityThreads } from '../../db/schema/community';
import { userIdsByUsernames } from './people';

export const MENTIONS_NOTIFIED = 10;

export interface NotifiedPost {
  id: number;
  threadId: number;
  authorId: string;
  number: number;
  body: string;
}

type Kind = (typeof communityNotifications.$inferInsert)['kind'];

async function notify(
  tx: DbOrTx,
  rows: { userId: string; kind: Kind; actorId: string; threadId: number; postId: number }[],
  at: Date | undefined,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(communityNotifications)
    .values(rows.map((row) => ({ ...row, createdAt: at ?? sql`now()` })))
    .onConflictDoNothing();
}

/** The reply and mention notifications of a visible post (new, edited or just approved). */
export async function notifyForPost(tx: DbOrTx, post: NotifiedPost, at?: Date): Promise<void> {
  const base = { actorId: post.authorId, threadId: post.threadId, postId: post.id };
  const rows: Parameters<typeof notify>[1] = [];
  if (post.number > 1) {
    const [thread] = await tx
      .select({ authorId: communityThreads.authorId })
      .from(communityThreads)
      .where(eq(communityThreads.id, post.threadId));
    if (thread && thread.authorId !== post.authorId)
      rows.push({ ...base, userId: thread.authorId, kind: 'reply' });
  }
  const mentioned = await userIdsByUsernames(tx, mentionsOf(post.body).slice(0, MENTIONS_NOTIFIED));
  for (const userId of mentioned) {
    if (userId !== post.authorId) rows.push({ ...base, userId, kind: 'mention' });
  }
  await notify(tx, rows, at);
}

/** Tells a post's author it was marked as the thread's solution (unless they marked it themselves). */
export async function notifySolution(
  tx: DbOrTx,
  post: { id: number; threadId: number; authorId: string },
  markedBy: string,
  at?: Date,
): Promise<void> {
  if (post.authorId === markedBy) return;
  await notify(
    tx,
    [
      {
        userId: post.authorId,
        kind: 'solution',
        actorId: markedBy,
        threadId: post.threadId,
        postId: post.id,
      },
    ],
    at,
  );
}
