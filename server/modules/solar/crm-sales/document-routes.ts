/** Documents on a deal: upload (multipart, field `file`), list, download, verify, delete (signed in, `?workspace=`). */
import {
  CRM_DOCUMENT_MAX_BYTES,
  crmDocumentListSchema,
  crmDocumentSchema,
  crmDocumentVerifySchema,
} from '@common/schemas/solar-proposals';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../http/context';
import { jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { deleteDocument, listDocuments, readDocument, verifyDocument } from './find-documents';
import { fileContent, fileResponse, idParam, salesAccess, tags, workspaceQuery } from './route-kit';
import { CRM_DOCUMENT_FIELD, uploadDocument } from './upload-document';

export const CRM_DOCUMENT_UPLOAD_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const uploadRoute = createRoute({
  tags,
  method: 'post',
  path: '/crm/deals/{id}/documents',
  summary: `Upload a document to a deal: PDF, PNG, JPEG, CSV or DOCX by its content, at most ${CRM_DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
  request: {
    params: idParam('deal'),
    query: workspaceQuery,
    body: {
      required: true,
      description: 'The file in `file`',
      content: {
        // A plain schema object (not zod): documented, not buffered by a validator; the service reads it.
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            properties: { [CRM_DOCUMENT_FIELD]: { type: 'string' as const, format: 'binary' } },
            required: [CRM_DOCUMENT_FIELD],
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(crmDocumentSchema, 'The document'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/deals/{id}/documents',
  summary: "A deal's documents, newest first, and the workspace's storage used",
  request: { params: idParam('deal'), query: workspaceQuery },
  responses: {
    200: jsonContent(crmDocumentListSchema, 'The documents'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const downloadRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/documents/{id}',
  summary: 'Download a document (members)',
  request: { params: idParam('document'), query: workspaceQuery },
  responses: { 200: fileContent('The bytes, with their stored type'), ...errorResponses(400, 401, 403, 404) },
});

const verifyRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/documents/{id}/verify',
  summary: "Recompute a document's SHA-256 from the stored bytes and compare it with the recorded hashes",
  request: { params: idParam('document'), query: workspaceQuery },
  responses: {
    200: jsonContent(crmDocumentVerifySchema, 'The hashes'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/crm/documents/{id}',
  summary: 'Delete a document and its file (manager)',
  request: { params: idParam('document'), query: workspaceQuery },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404) },
});

export function documentRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(
    ['POST'],
    '/crm/deals/:id/documents',
    limit({ name: 'solar:crm:documents', by: 'user', rule: CRM_DOCUMENT_UPLOAD_LIMIT }),
  );
  const incoming = (c: Context<AppEnv>) => ({
    body: c.req.raw.body,
    contentType: c.req.header('content-type'),
    contentLength: c.req.header('content-length'),
  });
  return router
    .openapi(uploadRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await uploadDocument(ctx, access, c.req.valid('param').id, incoming(c)), 201);
    })
    .openapi(listRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await listDocuments(ctx, access, c.req.valid('param').id), 200);
    })
    .openapi(downloadRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      const { document, bytes } = await readDocument(ctx, access, c.req.valid('param').id);
      return fileResponse(c, bytes, document.name, document.mediaType);
    })
    .openapi(verifyRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await verifyDocument(ctx, access, c.req.valid('param').id), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      await deleteDocument(ctx, access, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
