import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES, FEEDBACK_TYPES } from '../../../common/schemas/feedback';
import { users } from './auth';

/** Submissions of the feedback dialog (SPEC §3), signed in (user_id) or not. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    rating: integer('rating'),
    message: text('message').notNull(),
    page: text('page').notNull(),
    userAgent: text('user_agent').notNull(),
    /** The client's own timestamp (metadata.timestamp), as sent. */
    clientTimestamp: text('client_timestamp').notNull(),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's analytics session (X-Session-Id header). */
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt), index('feedback_user_idx').on(t.userId)],
);
