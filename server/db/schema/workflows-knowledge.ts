import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workflows } from './workflows';

/**
 * Documents a workflow's owner uploaded for its knowledge-retrieval nodes. Only the extracted text is
 * kept (as chunks); the file itself is not stored.
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** The original file name, sanitised. */
    name: text('name').notNull(),
    /** Detected from the content (and the extension, for markdown), not taken from the request. */
    mediaType: text('media_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /**
     * 'ready' once its chunks are stored. A file that cannot be read is refused at upload, never stored;
     * 'failed' is for reading done later (a queue), which uploads do not use yet.
     */
    status: text('status', { enum: ['ready', 'failed'] }).notNull(),
    /** What went wrong, for the owner: a failed read, or embeddings that could not be made. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('knowledge_documents_workflow_idx').on(t.workflowId)],
);

/** A passage of a document, the unit of retrieval and of a citation. */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    documentId: uuid('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** Its place in the document, from 0. */
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    /** The markdown heading it falls under. */
    heading: text('heading'),
    /** The PDF page (from 1) it starts on. */
    page: integer('page'),
    /** The provider's embedding of the text, when one was made. */
    embedding: jsonb('embedding').$type<number[]>(),
  },
  (t) => [
    index('knowledge_chunks_workflow_idx').on(t.workflowId),
    index('knowledge_chunks_document_idx').on(t.documentId, t.seq),
  ],
);
