import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workflows } from './workflows';

/**
 * The URLs workflows answer at: one row per webhook or form trigger of an active version ('production'),
 * and the builder's test listeners ('test': the draft, until `expires_at`, claimed by the first request).
 * The unique index makes a method and path belong to one workflow at a time, across every server process;
 * the request path looks rows up by it.
 */
export const workflowWebhooks = pgTable(
  'workflow_webhooks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** The active version served; null for a test listener (it runs the draft). */
    versionNumber: integer('version_number'),
    nodeId: text('node_id').notNull(),
    kind: text('kind', { enum: ['webhook', 'form'] }).notNull(),
    mode: text('mode', { enum: ['production', 'test'] }).notNull(),
    method: text('method').notNull(),
    /** The path's pattern: a parameter segment (`:id`) is written `:`. */
    path: text('path').notNull(),
    /** For a path with parameters, its segment count (requests are matched against these); else null. */
    segments: integer('segments'),
    /** When a test listener stops listening; null for an active version's. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('workflow_webhooks_route_idx').on(t.mode, t.kind, t.path, t.method),
    index('workflow_webhooks_workflow_idx').on(t.workflowId),
    index('workflow_webhooks_dynamic_idx').on(t.mode, t.kind, t.method, t.segments),
  ],
);
