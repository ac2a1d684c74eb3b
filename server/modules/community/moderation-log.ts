/**
 * The moderation log: one row per moderation action, with who did it, written in the action's own
 * transaction (so an action and its record commit together). Read in /admin; never updated or deleted.
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
