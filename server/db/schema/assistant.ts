/** The assistant's own tables (server/modules/assistant owns them); its uploads are in assistant-uploads.ts. */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The assistant conversation of signed-in users, so it survives reloads and devices. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The provider that answered (assistant messages). */
    provider: text('provider'),
    responseTimeMs: integer('response_time_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_user_created_idx').on(t.userId, t.createdAt)],
);

/** Thumbs up or down on an assistant message, one per (message, chat session); no row means no rating. */
export const messageRatings = pgTable(
  'message_ratings',
  {
    messageId: text('message_id').notNull(),
    sessionId: text('session_id').notNull(),
    rating: text('rating', { enum: ['positive', 'negative'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.sessionId] })],
);
