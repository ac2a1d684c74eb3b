/**
 * A listing's images: its creator uploads the icon and screenshots (multipart/form-data, read whole and
 * checked from the bytes: see upload-asset.ts), captions, reorders and deletes them; anyone GETs an image,
 * with its stored type, a strong ETag, a year's cache (an image never changes under its address) and a
 * sandboxing Content-Security-Policy. Mounted at /api/marketplace.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  ASSET_CAPTION_FIELD,
  ASSET_FILE_FIELD,
  ICON_MAX_BYTES,
  listingAssetSchema,
  listingAssetsSchema,
  reorderScreenshotsSchema,
  SCREENSHOT_MAX_BYTES,
  updateScreenshotSchema,
} from '@common/schemas/marketplace-assets';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../http/context';
import { requireUser } from '../../../http/guards';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import { NotFound } from '../../../lib/errors';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { marketplaceTags, slugParam } from '../route-shared';
import type { AssetContext } from './asset-context';
import { deleteAsset, listAssets, reorderScreenshots, updateScreenshot } from './change-assets';
import { findServedAsset } from './serve-asset';
import { uploadAsset } from './upload-asset';

/** Per person: a creator arranging a gallery makes a few dozen changes; this bounds a script. */
export const ASSET_WRITE_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };
/** An image never changes under its address (a new one gets a new id). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Opened on its own, an image runs nothing and loads nothing. */
export const ASSET_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const tags = marketplaceTags;
const assetParam = slugParam.extend({ id: z.string().max(100) });

const multipartBody = (description: string, withCaption: boolean) => ({
  body: {
    required: true,
    description,
    content: {
      // A plain schema object (not zod): documented, not buffered by a validator; the service reads it.
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          properties: {
            [ASSET_FILE_FIELD]: { type: 'string' as const, format: 'binary' },
            ...(withCaption ? { [ASSET_CAPTION_FIELD]: { type: 'string' as const, maxLength: 200 } } : {}),
          },
          required: [ASSET_FILE_FIELD],
        },
      },
    },
  },
});

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/listings/{slug}/assets',
  summary: "A listing's icon and screenshots, and the storage its creator has left (the creator only)",
  request: { params: slugParam },
  responses: { 200: jsonContent(listingAssetsSchema, 'The images'), ...errorResponses(400, 401, 403, 404) },
});

const iconRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings/{slug}/icon',
  summary: `Upload the listing's icon, replacing the one before (PNG, JPEG or WebP; at most ${ICON_MAX_BYTES / 1024} KB; roughly square)`,
  description: 'The type is read from the bytes, never from the name or the declared type; SVG is refused.',
  request: { params: slugParam, ...multipartBody('The image in `file`', false) },
  responses: {
    201: jsonContent(listingAssetSchema, 'The new icon'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const screenshotRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings/{slug}/screenshots',
  summary: `Add a screenshot at the end (PNG, JPEG or WebP; at most ${SCREENSHOT_MAX_BYTES / 1024 / 1024} MB; 6 per listing)`,
  description: 'The type is read from the bytes; `caption` is its alt text.',
  request: { params: slugParam, ...multipartBody('The image in `file`, its alt text in `caption`', true) },
  responses: {
    201: jsonContent(listingAssetSchema, 'The new screenshot'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const captionRoute = createRoute({
  tags,
  method: 'patch',
  path: '/listings/{slug}/assets/{id}',
  summary: "Change a screenshot's caption (its alt text)",
  request: { params: assetParam, ...jsonBody(updateScreenshotSchema) },
  responses: {
    200: jsonContent(listingAssetSchema, 'The screenshot'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const orderRoute = createRoute({
  tags,
  method: 'put',
  path: '/listings/{slug}/screenshots/order',
  summary: 'Put the screenshots in a new order (every one named once)',
  request: { params: slugParam, ...jsonBody(reorderScreenshotsSchema) },
  responses: {
    200: jsonContent(listingAssetsSchema, 'The images, in the new order'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const deleteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/listings/{slug}/assets/{id}',
  summary: 'Delete the icon or a screenshot, and its file',
  request: { params: assetParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404, 429) },
});

const imageRoute = createRoute({
  tags,
  method: 'get',
  path: '/assets/{id}',
  summary: "A listing's image (anyone), cached for good: its address changes when the image does",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: {
      description: 'The image, with its stored type',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
    },
    304: { description: 'Not modified (If-None-Match)' },
    ...errorResponses(404),
  },
});

/** Mounted at /api/marketplace, beside marketplaceRoutes. */
export function marketplaceAssetRoutes(deps: AppDeps) {
  const router = createRouter();
  const ctx = (c: Context<AppEnv>): AssetContext => ({
    db: deps.database.db,
    now: deps.now,
    user: requireUser(c),
    dataDir: deps.config.dataDir,
  });
  const writeLimit = limit({
    name: 'marketplace:images',
    by: 'user',
    rule: ASSET_WRITE_LIMIT,
    message: 'Too many changes to images. Please wait a few minutes and try again.',
  });
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    router.on(
      method,
      [
        '/listings/:slug/icon',
        '/listings/:slug/screenshots',
        '/listings/:slug/screenshots/*',
        '/listings/:slug/assets/*',
      ],
      writeLimit,
    );
  }
  const incoming = (c: Context<AppEnv>) => ({
    body: c.req.raw.body,
    contentType: c.req.header('content-type'),
    contentLength: c.req.header('content-length'),
  });
  return router
    .openapi(listRoute, async (c) => c.json(await listAssets(ctx(c), c.req.valid('param').slug), 200))
    .openapi(iconRoute, async (c) =>
      c.json(await uploadAsset(ctx(c), c.req.valid('param').slug, 'icon', incoming(c)), 201),
    )
    .openapi(screenshotRoute, async (c) =>
      c.json(await uploadAsset(ctx(c), c.req.valid('param').slug, 'screenshot', incoming(c)), 201),
    )
    .openapi(captionRoute, async (c) => {
      const { slug, id } = c.req.valid('param');
      return c.json(await updateScreenshot(ctx(c), slug, id, c.req.valid('json')), 200);
    })
    .openapi(orderRoute, async (c) =>
      c.json(await reorderScreenshots(ctx(c), c.req.valid('param').slug, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const { slug, id } = c.req.valid('param');
      await deleteAsset(ctx(c), slug, id);
      return c.body(null, 204);
    })
    .openapi(imageRoute, async (c) => {
      const found = await findServedAsset(deps.database.db, deps.config.dataDir, c.req.valid('param').id);
      if (!found) throw new NotFound('There is no such image.');
      const etag = `"${found.sha256}"`;
      const headers = {
        ETag: etag,
        'Cache-Control': ASSET_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': ASSET_CSP,
      };
      const sent = c.req.header('if-none-match');
      if (sent?.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)) {
        return c.body(null, 304, headers);
      }
      const body = Readable.toWeb(createReadStream(found.filePath)) as ReadableStream<Uint8Array>;
      return c.body(body, 200, {
        ...headers,
        'Content-Type': found.mediaType,
        'Content-Length': String(found.size),
      });
    });
}
