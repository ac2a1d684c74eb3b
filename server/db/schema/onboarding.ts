import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One tour progress per user (SPEC §3 onboarding progress). Steps themselves are code, not rows. */
export const onboardingProgress = pgTable('onboarding_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStepId: text('current_step_id').notNull(),
  /** Ids of completed steps, in the order they were completed. */
  completedSteps: jsonb('completed_steps').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isCompleted: boolean('is_completed').notNull().default(false),
  skipped: boolean('skipped').notNull().default(false),
  skipReason: text('skip_reason'),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  deviceType: text('device_type', { enum: ['mobile', 'tablet', 'desktop'] }),
  userAgent: text('user_agent'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  skippedAt: timestamp('skipped_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
