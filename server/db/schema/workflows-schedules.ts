import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workflows } from './workflows';

/**
 * One row per schedule tick that started a run, keyed by workflow, schedule node and tick time: every
 * process that serves the schedule tries to insert it, and only the one whose insert went in starts the
 * run, so a tick fires once however many processes share the database (server/modules/workflows/triggers/schedules.ts).
 */
export const workflowScheduleTicks = pgTable(
  'workflow_schedule_ticks',
  {
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    tickAt: timestamp('tick_at', { withTimezone: true }).notNull(),
    /** The run the tick queued. */
    runId: uuid('run_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.nodeId, t.tickAt] })],
);
