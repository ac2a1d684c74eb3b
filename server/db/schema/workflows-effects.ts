import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Side effects of workflow runs (an e-mail sent, AIZ paid), one row per idempotency key (run, node, node
 * run, item): a run resumed after a crash or retried after a failure finds the row and does not act again.
 * `result` is null while an effect is claimed but not confirmed (see server/modules/workflows/runs/effects.ts).
 * No foreign key to the run: a node may act before its run's first checkpoint is written.
 */
export const workflowEffects = pgTable(
  'workflow_effects',
  {
    key: text('key').primaryKey(),
    runId: uuid('run_id').notNull(),
    /** 'email' | 'aiz-transfer' | 'chain-payment' */
    kind: text('kind').notNull(),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('workflow_effects_run_idx').on(t.runId, t.kind)],
);
