/**
 * One row of the moderation log (read in /admin), in the action's own transaction. The same signature as
 * h-core's moderation-log.ts `logModeration(tx, entry)`: when both branches meet, this file goes and its
 * importers import from './moderation-log' instead.
 */
import type { ModerationAction } from '@common/schemas/community';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityModerationLog } from '../../db/schema/community';

export interface ModerationEntry {
  actor: { id: string; username: string };
  action: ModerationAction;
  threadId?: number | null;
  postId?: number | null;
  /** What changed, in words ("moved from Questions to Solar"). */
  detail?: string;
  data?: Record<string, unknown>;
  /** When, by the caller's injected clock; the database's clock when left out. */
  at?: Date;
}

export async function logModeration(tx: DbOrTx, entry: ModerationEntry): Promise<void> {
  await tx.insert(communityModerationLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.username,
    action: entry.action,
    threadId: entry.threadId ?? null,
    postId: entry.postId ?? null,
    detail: entry.detail ?? '',
    data: entry.data ?? {},
    createdAt: entry.at ?? sql`now()`,
  });
}
