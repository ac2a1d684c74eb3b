import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workflowRuns } from './workflows';

/**
 * One-time approval links e-mailed to the approvers of a run waiting at an approval node, one row per
 * approver. Only the token's hash is kept. The first decision (by any link, in the app, or the timeout)
 * ends every link of that approval: `used_at` is set on all of them, with the outcome and how it came.
 */
export const workflowApprovalLinks = pgTable(
  'workflow_approval_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    approverEmail: text('approver_email').notNull(),
    /** SHA-256 of the token (hex); the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** How the approval ended: 'approved' | 'rejected' | 'timeout' | 'cancelled'. */
    decision: text('decision', { enum: ['approved', 'rejected', 'timeout', 'cancelled'] }),
    /** Who ended it: 'link' (an approver, named in decided_by), 'app' (the owner), 'timer', 'run' (the run ended otherwise). */
    decidedVia: text('decided_via', { enum: ['link', 'app', 'timer', 'run'] }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('workflow_approval_links_token_idx').on(t.tokenHash),
    index('workflow_approval_links_run_idx').on(t.runId, t.nodeId),
  ],
);
