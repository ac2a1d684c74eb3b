import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Admin choices per AI provider: enabled and order. Absent rows mean the catalog defaults. */
export const aiProviderSettings = pgTable('ai_provider_settings', {
  providerId: text('provider_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  priority: integer('priority').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per routed call attempt: the source of provider statistics. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    providerId: text('provider_id').notNull(),
    model: text('model').notNull(),
    outcome: text('outcome', { enum: ['ok', 'error', 'aborted'] }).notNull(),
    firstTokenMs: integer('first_token_ms'),
    totalMs: integer('total_ms').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    cachedInputTokens: integer('cached_input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    costUsd: doublePrecision('cost_usd').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_calls_provider_created_idx').on(t.providerId, t.createdAt)],
);
