/** The signed-in user's assistant conversation: read back with their ratings, or forgotten. */
import type { HistoryResponse } from '@common/schemas/assistant';
import { desc, eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema';
import type { SignedInContext } from '../../service-context';
import { ratingsByUser } from './ratings-service';

export const HISTORY_LIMIT = 50;

/** The latest HISTORY_LIMIT messages, oldest first, each assistant answer with the user's rating. */
export async function readChatHistory(ctx: Pick<SignedInContext, 'db' | 'user'>): Promise<HistoryResponse> {
  const latest = await ctx.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, ctx.user.id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(HISTORY_LIMIT);
  const rows = latest.reverse();
  const ratings = await ratingsByUser(
    ctx,
    rows.filter((r) => r.role === 'assistant').map((r) => r.id),
  );
  return {
    messages: rows.map((r) => ({
      id: r.id,
      role: r.role,
      content: r.content,
      provider: r.provider,
      responseTime: r.responseTimeMs,
      timestamp: r.createdAt.toISOString(),
      userRating: ratings.get(r.id) ?? null,
    })),
  };
}

export async function clearChatHistory(ctx: Pick<SignedInContext, 'db' | 'user'>): Promise<void> {
  await ctx.db.delete(chatMessages).where(eq(chatMessages.userId, ctx.user.id));
}
