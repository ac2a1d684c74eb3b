/**
 * Images in posts (mounted at /api/community): someone signed in uploads one (multipart, field `file`; the
 * type from the bytes; see upload-image.ts) and pastes the Markdown it answers; anyone GETs it, with its stored
 * type, nosniff, a Content-Security-Policy that runs and loads nothing, and a year's cache (an upload never
 * changes under its id).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { COMMUNITY_IMAGE_MAX_BYTES, communityUploadSchema } from '@common/schemas/community';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { communityUploads } from '../../db/schema/community';
import type { AppDeps } from '../../deps';
import { jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { NotFound } from '../../lib/errors';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { UPLOAD_ID, uploadPath } from './upload-files';
import { UPLOAD_FIELD, uploadImage } from './upload-image';

const tags = ['Community'];
/** Per person: a few images per post; this bounds a script. */
export const UPLOAD_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const UPLOAD_CSP = "default-src 'none'";
export const NO_SUCH_IMAGE = 'There is no such image.';

const uploadRoute = createRoute({
  tags,
  method: 'post',
  path: '/uploads',
  summary: `Upload an image for a post (PNG, JPEG, GIF or WebP; at most ${COMMUNITY_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
  description: 'The type is read from the bytes, never from the name or the declared type.',
  request: {
    body: {
      required: true,
      description: 'The image in `file`',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            properties: { [UPLOAD_FIELD]: { type: 'string' as const, format: 'binary' } },
            required: [UPLOAD_FIELD],
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(communityUploadSchema, 'Stored; paste `markdown` into the post'),
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

const imageRoute = createRoute({
  tags,
  method: 'get',
  path: '/uploads/{id}',
  summary: 'An uploaded image (anyone), cached for good',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: {
      description: 'The image, with its stored type',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(404),
  },
});

export function communityUploadRoutes(deps: AppDeps) {
  const router = createRouter();
  router.post(
    '/uploads',
    limit({
      name: 'community:uploads',
      by: 'user',
      rule: UPLOAD_LIMIT,
      message: 'Too many images at once. Please wait a few minutes and try again.',
    }),
  );
  return router
    .openapi(uploadRoute, async (c) => {
      const ctx = { ...signedInContext(deps, c), dataDir: deps.config.dataDir };
      const incoming = {
        body: c.req.raw.body,
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
      };
      return c.json(await uploadImage(ctx, incoming), 201);
    })
    .openapi(imageRoute, async (c) => {
      const id = c.req.valid('param').id.toLowerCase();
      if (!UPLOAD_ID.test(id)) throw new NotFound(NO_SUCH_IMAGE);
      const [row] = await deps.database.db
        .select({ mediaType: communityUploads.mediaType, sha256: communityUploads.sha256 })
        .from(communityUploads)
        .where(eq(communityUploads.id, id));
      const filePath = uploadPath(deps.config.dataDir, id);
      const file = row ? await stat(filePath).catch(() => null) : null;
      if (!row || !file?.isFile()) throw new NotFound(NO_SUCH_IMAGE);
      const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
      return c.body(body, 200, {
        'Content-Type': row.mediaType,
        'Content-Length': String(file.size),
        ETag: `"${row.sha256}"`,
        'Cache-Control': UPLOAD_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': UPLOAD_CSP,
      });
    });
}
