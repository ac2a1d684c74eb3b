import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { workflows } from './workflows';

/**
 * A conversation's variables (Dify's conversation variables), per workflow and session, and how many
 * messages it had: kept between messages as the agent's memory is, forgotten with the workflow or after
 * some days without a message (retention.ts). `owner_id` counts an account's conversations (its limit).
 */
export const conversationVariables = pgTable(
  'conversation_variables',
  {
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    turns: integer('turns').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workflowId, t.sessionId] }),
    index('conversation_variables_owner_idx').on(t.ownerId),
    index('conversation_variables_updated_idx').on(t.updatedAt),
  ],
);
