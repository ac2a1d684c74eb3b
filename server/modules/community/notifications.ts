/** A person's community notifications: the newest NOTIFICATIONS_SHOWN, the unread count, marking them read. */
import type { CommunityNotification } from '@common/schemas/community';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityPosts, communityThreads, communityNotifications as n } from '../../db/schema/community';
import type { SignedInContext } from '../../service-context';
import { peopleByIds } from './accounts';
import { readDigestSetting } from './digest-setting';

export const NOTIFICATIONS_SHOWN = 50;

async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(
  ctx: SignedInContext,
): Promise<{ notifications: CommunityNotification[]; unread: number; digest: boolean }> {
  const rows = await ctx.db
    .select({
      notification: n,
      thread: { id: communityThreads.id, slug: communityThreads.slug, title: communityThreads.title },
      postNumber: communityPosts.number,
    })
    .from(n)
    .innerJoin(communityThreads, eq(communityThreads.id, n.threadId))
    .innerJoin(communityPosts, eq(communityPosts.id, n.postId))
    .where(eq(n.userId, ctx.user.id))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(NOTIFICATIONS_SHOWN);
  const actors = await peopleByIds(
    ctx.db,
    rows.flatMap((r) => (r.notification.actorId ? [r.notification.actorId] : [])),
  );
  return {
    notifications: rows.map(({ notification, thread, postNumber }) => ({
      id: notification.id,
      kind: notification.kind,
      actor: (notification.actorId && actors.get(notification.actorId)?.username) || 'someone',
      thread,
      postNumber,
      read: notification.readAt !== null,
      createdAt: notification.createdAt.toISOString(),
    })),
    unread: await unreadCount(ctx.db, ctx.user.id),
    digest: await readDigestSetting(ctx.db, ctx.user.id),
  };
}

/** Marks these (or, without ids, all) of the person's notifications read; answers the unread left. */
export async function markNotificationsRead(
  ctx: SignedInContext,
  ids: number[] | undefined,
): Promise<{ unread: number }> {
  await ctx.db
    .update(n)
    .set({ readAt: ctx.now() })
    .where(
      and(eq(n.userId, ctx.user.id), isNull(n.readAt), ids === undefined ? undefined : inArray(n.id, ids)),
    );
  return { unread: await unreadCount(ctx.db, ctx.user.id) };
}
