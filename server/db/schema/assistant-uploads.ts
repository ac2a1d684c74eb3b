import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Files uploaded to the assistant. The bytes live in DATA_DIR/uploads/<id>; this row says whose they
 * are: a user, or (signed out) whoever holds the anonymous owner cookie whose hash is stored here.
 */
export const assistantUploads = pgTable(
  'assistant_uploads',
  {
    id: uuid('id').primaryKey(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the anonymous owner token, for uploads made while signed out. */
    ownerTokenHash: text('owner_token_hash'),
    /** The original file name, sanitised. */
    name: text('name').notNull(),
    /** Detected from the content, not taken from the request. */
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('assistant_uploads_owner_user_idx').on(t.ownerUserId),
    index('assistant_uploads_owner_token_idx').on(t.ownerTokenHash),
  ],
);
