import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workflows } from './workflows';

/**
 * What agents remember: each session's messages, in order (`seq` grows with every message written), per
 * workflow. An agent reads the last N of a session (its memory window); deleting the workflow forgets them.
 */
export const agentMemory = pgTable(
  'agent_memory',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    /** 'user' | 'assistant' */
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_memory_session_idx').on(t.workflowId, t.sessionId, t.seq)],
);
