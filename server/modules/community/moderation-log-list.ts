/** The moderation log for /admin: the newest LOG_MAX entries, with the title of each one's thread. */
import type { ModerationLogEntry } from '@common/schemas/community';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityThreads, communityModerationLog as log } from '../../db/schema/community';

export const LOG_MAX = 200;

export async function listModerationLog(db: DbOrTx): Promise<{ entries: ModerationLogEntry[] }> {
  const rows = await db
    .select({ entry: log, threadTitle: communityThreads.title })
    .from(log)
    .leftJoin(communityThreads, eq(communityThreads.id, log.threadId))
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(LOG_MAX);
  return {
    entries: rows.map(({ entry, threadTitle }) => ({
      id: entry.id,
      action: entry.action,
      actor: entry.actorName,
      threadId: entry.threadId,
      threadTitle,
      postId: entry.postId,
      detail: entry.detail,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
