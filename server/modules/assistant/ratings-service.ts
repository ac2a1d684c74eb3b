/** Thumbs up/down on assistant messages: one rating per (message, chat session); null clears it. */
import type { rateMessageSchema } from '@common/schemas/assistant';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { messageRatings } from '../../db/schema';
import type { ServiceContext } from '../../service-context';

export type RateMessageInput = z.infer<typeof rateMessageSchema>;

/** Stores (or clears) a rating; a signed-in rater (ctx.user) is linked to it. */
export async function rateMessage(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'user'>,
  input: RateMessageInput,
): Promise<void> {
  const { db } = ctx;
  const userId = ctx.user?.id ?? null;
  const now = ctx.now();
  const key = and(
    eq(messageRatings.messageId, input.messageId),
    eq(messageRatings.sessionId, input.sessionId),
  );
  if (input.rating === null) {
    await db.delete(messageRatings).where(key);
    return;
  }
  await db
    .insert(messageRatings)
    .values({
      messageId: input.messageId,
      sessionId: input.sessionId,
      rating: input.rating,
      userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [messageRatings.messageId, messageRatings.sessionId],
      set: { rating: input.rating, userId, updatedAt: now },
    });
}

/** The rating a session gave a message, or null. */
export async function findMessageRating(
  { db }: Pick<ServiceContext, 'db'>,
  { messageId, sessionId }: { messageId: string; sessionId: string },
): Promise<'positive' | 'negative' | null> {
  const [row] = await db
    .select({ rating: messageRatings.rating })
    .from(messageRatings)
    .where(and(eq(messageRatings.messageId, messageId), eq(messageRatings.sessionId, sessionId)));
  return row?.rating ?? null;
}

/** A user's latest rating of each of these messages, from whichever of their chat sessions gave it. */
export async function ratingsByUser(
  { db, user }: { db: ServiceContext['db']; user: { id: string } },
  messageIds: readonly string[],
): Promise<Map<string, 'positive' | 'negative'>> {
  const userId = user.id;
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ messageId: messageRatings.messageId, rating: messageRatings.rating })
    .from(messageRatings)
    .where(and(eq(messageRatings.userId, userId), inArray(messageRatings.messageId, [...messageIds])))
    .orderBy(asc(messageRatings.updatedAt));
  // Oldest first, so the latest rating of a message is the one that stays.
  return new Map(rows.map((r) => [r.messageId, r.rating]));
}
