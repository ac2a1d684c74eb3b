/**
 * A workflow's knowledge, mounted under /api/workflows: upload a document (multipart; the 1 MB JSON body
 * limit does not apply, the 10 MB cap is enforced while reading), list the documents, show a document's
 * chunks, delete one. The owner's alone: anyone else gets 404.
 */
import {
  knowledgeChunkListSchema,
  knowledgeDocumentSchema,
  knowledgeListSchema,
  MAX_KNOWLEDGE_FILE_BYTES,
} from '@common/schemas/knowledge';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import {
  deleteKnowledge,
  KNOWLEDGE_FIELD,
  listChunks,
  listKnowledge,
  uploadKnowledge,
} from './knowledge-service';

/** Per user: reading a PDF or DOCX is work. */
export const KNOWLEDGE_UPLOAD_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const tags = ['Workflows'];
const idParam = z.object({ id: z.uuid('That is not a workflow id.') });
const docParam = idParam.extend({ docId: z.uuid('That is not a document id.') });

const uploadRoute = createRoute({
  tags,
  method: 'post',
  path: '/{id}/knowledge',
  summary: `Add a document to the workflow's knowledge (text, markdown, PDF, DOCX; at most ${MAX_KNOWLEDGE_FILE_BYTES / 1024 / 1024} MB)`,
  description:
    'The type is decided from the content (and the .md extension for markdown). The text is read and cut into chunks for the knowledge-retrieval node; the file itself is not kept.',
  request: {
    params: idParam,
    body: {
      required: true,
      content: {
        // A plain schema object (not zod): documented, but not buffered and parsed by a validator.
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [KNOWLEDGE_FIELD]: { type: 'string', format: 'binary' } },
            required: [KNOWLEDGE_FIELD],
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(knowledgeDocumentSchema, 'Stored'),
    ...errorResponses(400, 401, 404, 413, 415, 429),
  },
});
const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/{id}/knowledge',
  summary: "The workflow's knowledge documents, newest first, with their chunk counts",
  request: { params: idParam },
  responses: { 200: jsonContent(knowledgeListSchema, 'Documents'), ...errorResponses(400, 401, 404) },
});
const chunksRoute = createRoute({
  tags,
  method: 'get',
  path: '/{id}/knowledge/{docId}/chunks',
  summary: 'The chunks a knowledge document was cut into, in order',
  request: { params: docParam },
  responses: { 200: jsonContent(knowledgeChunkListSchema, 'Chunks'), ...errorResponses(400, 401, 404) },
});
const deleteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/{id}/knowledge/{docId}',
  summary: "Remove a document (and its chunks) from the workflow's knowledge",
  request: { params: docParam },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Deleted'),
    ...errorResponses(400, 401, 404, 429),
  },
});

export function knowledgeRoutes(deps: AppDeps) {
  const router = createRouter();
  router.post(
    '/:id/knowledge',
    limit({
      name: 'workflows:knowledge-upload',
      by: 'user',
      rule: KNOWLEDGE_UPLOAD_LIMIT,
      message: 'Too many uploads. Please wait a few minutes and try again.',
    }),
  );
  const ctx = (c: Parameters<typeof signedInContext>[1]) => signedInContext(deps, c);
  return router
    .openapi(uploadRoute, async (c) => {
      const document = await uploadKnowledge({ ...ctx(c), ai: deps.ai }, c.req.valid('param').id, {
        body: c.req.raw.body,
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
      });
      return c.json(document, 201);
    })
    .openapi(listRoute, async (c) =>
      c.json({ documents: await listKnowledge(ctx(c), c.req.valid('param').id) }, 200),
    )
    .openapi(chunksRoute, async (c) => {
      const { id, docId } = c.req.valid('param');
      return c.json({ chunks: await listChunks(ctx(c), id, docId) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id, docId } = c.req.valid('param');
      await deleteKnowledge(ctx(c), id, docId);
      return c.json({ success: true as const }, 200);
    });
}
