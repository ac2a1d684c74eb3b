/** A workflow's knowledge (issue 9 item 3): the documents uploaded to it and their chunks, as the API shows them. */
import { z } from 'zod';

export const MAX_KNOWLEDGE_FILE_BYTES = 10 * 1024 * 1024;

export const knowledgeDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mediaType: z.string(),
  bytes: z.number().int(),
  status: z.enum(['ready', 'failed']),
  error: z.string().nullable(),
  /** How many chunks (passages) it was cut into. */
  chunks: z.number().int(),
  createdAt: z.string(),
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

export const knowledgeListSchema = z.object({ documents: z.array(knowledgeDocumentSchema) });

export const knowledgeChunkSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  text: z.string(),
  heading: z.string().nullable(),
  page: z.number().int().nullable(),
});

export const knowledgeChunkListSchema = z.object({ chunks: z.array(knowledgeChunkSchema) });
