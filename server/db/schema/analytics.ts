import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Events of POST /api/analytics/track, both payload shapes of SPEC §7. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** 'event' for the general shape, 'chat_usage' for the assistant's variant. */
    kind: text('kind', { enum: ['event', 'chat_usage'] }).notNull(),
    eventType: text('event_type').notNull(),
    category: text('category'),
    action: text('action').notNull(),
    label: text('label'),
    value: doublePrecision('value'),
    pageUrl: text('page_url'),
    sessionId: text('session_id'),
    userId: text('user_id'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    clientTimestamp: text('client_timestamp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_type_created_idx').on(t.eventType, t.createdAt)],
);
