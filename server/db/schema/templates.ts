import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WORKFLOW_KINDS } from '../../../common/schemas/workflows';

/**
 * Ready-made workflows anyone may copy (owned by server/modules/templates). Written at start from the
 * template list in code, keyed by a stable slug; `content_hash` tells whether a stored one is current.
 */
export const workflowTemplates = pgTable('workflow_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  kind: text('kind', { enum: WORKFLOW_KINDS }).notNull(),
  /** The document as saved (with its schemaVersion), loaded through loadWorkflowDocument. */
  document: jsonb('document').notNull(),
  contentHash: text('content_hash').notNull(),
  /** Order in the gallery. */
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
