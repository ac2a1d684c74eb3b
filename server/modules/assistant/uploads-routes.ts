/**
 * POST /api/ai-assistant/upload (SPEC §7) and GET /api/ai-assistant/files/:id; with the rating route,
 * the assistant's file routes mounted at /api/ai-assistant. The upload body is streamed: the app's
 * 1 MB JSON body limit does not apply to multipart bodies; the 25 MB cap is enforced while reading
 * (uploads-service.ts).
 */
import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@common/schemas/assistant';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { AppRouter } from '../../http/context';
import { jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { isSecureRequest } from '../../http/secure-request';
import { NotFound } from '../../lib/errors';
import { ratingRoutes } from './ratings-routes';
import { attachmentDisposition } from './uploads-file-name';
import { anonymousOwnerOf, uploadOwnerFor } from './uploads-owner';
import { findOwnedUpload, receiveUpload, UPLOAD_FIELD, uploadStream } from './uploads-service';

/** Per user (or IP when signed out). */
export const UPLOAD_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const upload = createRoute({
  method: 'post',
  path: '/upload',
  summary: `Upload a file for the assistant (images, video, audio, PDF, DOC, DOCX, TXT; at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
  description:
    'The type is decided from the content, not the name. The body is streamed to disk and refused with 413 as soon as it passes the cap.',
  request: {
    body: {
      required: true,
      content: {
        // A plain schema object (not zod): documented, but not buffered and parsed by a validator.
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
            required: [UPLOAD_FIELD],
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(uploadResponseSchema, 'Stored'),
    ...errorResponses(400, 403, 413, 415, 429),
  },
});

const download = createRoute({
  method: 'get',
  path: '/files/{id}',
  summary: 'Download an uploaded file (its owner only), as an attachment',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: {
      description: 'The file',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(404),
  },
});

function uploadRoutes(deps: AppDeps, router: AppRouter) {
  const files = { db: deps.database.db, dataDir: deps.config.dataDir, now: deps.now };
  router.use(
    '/upload',
    limit({
      name: 'assistant-upload',
      by: 'user',
      rule: UPLOAD_RATE_LIMIT,
      message: 'Too many uploads. Please wait a few minutes and try again.',
    }),
  );
  router.openapi(upload, async (c) => {
    const stored = await receiveUpload(files, {
      body: c.req.raw.body,
      contentType: c.req.header('content-type'),
      contentLength: c.req.header('content-length'),
      owner: uploadOwnerFor(c, isSecureRequest(c, deps.config.publicOrigin)),
    });
    const { url, name, size, mediaType } = stored;
    return c.json({ url, name, size, mediaType }, 201);
  });
  router.openapi(download, async (c) => {
    const found = await findOwnedUpload(files, {
      id: c.req.valid('param').id,
      userId: c.get('user')?.id ?? null,
      anonymousToken: anonymousOwnerOf(c),
    });
    if (!found) throw new NotFound('File not found.');
    return c.body(uploadStream(found), 200, {
      'Content-Type': found.mediaType === 'text/plain' ? 'text/plain; charset=utf-8' : found.mediaType,
      'Content-Length': String(found.size),
      'Content-Disposition': attachmentDisposition(found.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private',
    });
  });
}

/** Upload, download and rating: mounted at /api/ai-assistant. */
export function assistantFileRoutes(deps: AppDeps): AppRouter {
  const router = createRouter();
  uploadRoutes(deps, router);
  router.route('/', ratingRoutes(deps));
  return router;
}
