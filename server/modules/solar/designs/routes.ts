/**
 * The designer's API, mounted at /api/solar: designs in the caller's CRM workspace (`?workspace=`, roles as
 * the CRM: reading needs records.read, writing records.write), production per plane, attaching an exported
 * PNG to a deal and a design's aerial photo. Signed in; the files are multipart (the app's 1 MB JSON limit
 * does not apply to them; each route sets its own).
 */

import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import {
  DESIGN_PHOTO_MAX_BYTES,
  DESIGN_PNG_MAX_BYTES,
  designAttachmentSchema,
  designListQuerySchema,
  designListSchema,
  designProductionRequestSchema,
  designProductionSchema,
  designSchema,
  designWriteSchema,
} from '@common/schemas/solar-designs';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import { limitBody } from '../../../http/body-limit';
import type { AppEnv } from '../../../http/context';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import { Invalid, PayloadTooLarge } from '../../../lib/errors';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { crmAccess } from '../crm/access';
import { attachDesign, PNG_TOO_LARGE } from './attach-design';
import { deleteDesign } from './delete-design';
import { PHOTO_TOO_LARGE, readDesignPhoto, saveDesignPhoto } from './design-photo';
import { getDesign, listDesigns } from './list-designs';
import { designProduction } from './production';
import { createDesign, updateDesign } from './save-design';

/** Production runs the model (~10 ms a plane orientation); a person tries a few dozen layouts. */
export const DESIGN_PRODUCTION_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };
const MULTIPART_OVERHEAD = 64 * 1024;

const tags = ['Solar designer'];
const params = z.object({ id: z.uuid('That is not a design id.') });
const multipart = (fields: Record<string, { type: 'string'; format?: 'binary' }>, required: string[]) => ({
  body: {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object' as const, properties: fields, required } } },
  },
});

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/designs',
  summary: "The workspace's roof designs, newest first (one deal's with ?deal=)",
  request: { query: designListQuerySchema },
  responses: { 200: jsonContent(designListSchema, 'The designs'), ...errorResponses(400, 401, 403) },
});
const createDesignRoute = createRoute({
  tags,
  method: 'post',
  path: '/designs',
  summary: 'Save a new roof design; the summary (panels, kWdc, production) is computed on the server',
  request: { query: crmWorkspaceQuerySchema, ...jsonBody(designWriteSchema) },
  responses: { 201: jsonContent(designSchema, 'The design'), ...errorResponses(400, 401, 403, 404, 413) },
});
const getRoute = createRoute({
  tags,
  method: 'get',
  path: '/designs/{id}',
  summary: 'One roof design in full',
  request: { params, query: crmWorkspaceQuerySchema },
  responses: { 200: jsonContent(designSchema, 'The design'), ...errorResponses(400, 401, 403, 404) },
});
const updateRoute = createRoute({
  tags,
  method: 'put',
  path: '/designs/{id}',
  summary: 'Replace a roof design (its summary is recomputed)',
  request: { params, query: crmWorkspaceQuerySchema, ...jsonBody(designWriteSchema) },
  responses: { 200: jsonContent(designSchema, 'The design'), ...errorResponses(400, 401, 403, 404, 413) },
});
const deleteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/designs/{id}',
  summary: 'Remove a roof design and its photo',
  request: { params, query: crmWorkspaceQuerySchema },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404) },
});
const productionRoute = createRoute({
  tags,
  method: 'post',
  path: '/designs/production',
  summary: 'Annual kWh per roof plane (tilt = pitch) from the solar model and the weather of the ZIP code',
  request: jsonBody(designProductionRequestSchema),
  responses: { 200: jsonContent(designProductionSchema, 'Production'), ...errorResponses(400, 401, 429) },
});
const attachRoute = createRoute({
  tags,
  method: 'post',
  path: '/designs/{id}/attach',
  summary: `Attach the design's PNG export (at most ${DESIGN_PNG_MAX_BYTES / 1024 / 1024} MB) to a deal as a document`,
  request: {
    params,
    query: crmWorkspaceQuerySchema,
    ...multipart({ dealId: { type: 'string' }, png: { type: 'string', format: 'binary' } }, [
      'dealId',
      'png',
    ]),
  },
  responses: {
    201: jsonContent(designAttachmentSchema, 'The document'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
const putPhotoRoute = createRoute({
  tags,
  method: 'put',
  path: '/designs/{id}/photo',
  summary: `Store the design's aerial photo (PNG or JPEG, at most ${DESIGN_PHOTO_MAX_BYTES / 1024 / 1024} MB)`,
  request: {
    params,
    query: crmWorkspaceQuerySchema,
    ...multipart({ photo: { type: 'string', format: 'binary' } }, ['photo']),
  },
  responses: {
    200: jsonContent(z.object({ mediaType: z.string(), size: z.number() }), 'Stored'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
const getPhotoRoute = createRoute({
  tags,
  method: 'get',
  path: '/designs/{id}/photo',
  summary: "The design's aerial photo",
  request: { params, query: crmWorkspaceQuerySchema },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

async function fileField(c: Context<AppEnv>, field: string, maxBytes: number, tooLarge: string) {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new Invalid(`Send the file as multipart/form-data in the field "${field}".`);
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw new Invalid(`Send the file in the field "${field}".`);
  if (file.size > maxBytes) throw new PayloadTooLarge(tooLarge);
  return { form, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export function solarDesignRoutes(deps: AppDeps) {
  const router = createRouter();
  const dataDir = deps.config.dataDir;
  router.use(
    '/designs/production',
    limit({ name: 'solar-design-production', by: 'user', rule: DESIGN_PRODUCTION_LIMIT }),
  );
  router.use(
    '/designs/:id/attach',
    limitBody(DESIGN_PNG_MAX_BYTES + MULTIPART_OVERHEAD, () => new PayloadTooLarge(PNG_TOO_LARGE)),
  );
  router.on(
    ['PUT'],
    '/designs/:id/photo',
    limitBody(DESIGN_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD, () => new PayloadTooLarge(PHOTO_TOO_LARGE)),
  );
  return router
    .openapi(productionRoute, (c) => {
      signedInContext(deps, c);
      return c.json(designProduction(c.req.valid('json')), 200);
    })
    .openapi(listRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const { workspace, deal } = c.req.valid('query');
      const access = await crmAccess(ctx, workspace);
      access.require('records.read');
      return c.json(await listDesigns(ctx, access.ownerId, deal), 200);
    })
    .openapi(createDesignRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.write');
      return c.json(await createDesign(ctx, access.ownerId, c.req.valid('json')), 201);
    })
    .openapi(getRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.read');
      return c.json(await getDesign(ctx, access.ownerId, c.req.valid('param').id), 200);
    })
    .openapi(updateRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.write');
      return c.json(
        await updateDesign(ctx, access.ownerId, c.req.valid('param').id, c.req.valid('json')),
        200,
      );
    })
    .openapi(deleteRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.write');
      await deleteDesign({ ...ctx, dataDir }, access.ownerId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(attachRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.write');
      const { form, bytes } = await fileField(c, 'png', DESIGN_PNG_MAX_BYTES, PNG_TOO_LARGE);
      const dealId = z.uuid().safeParse(form.get('dealId'));
      if (!dealId.success) throw new Invalid('Give the deal to attach to (dealId).');
      const attached = await attachDesign({ ...ctx, dataDir }, access.ownerId, c.req.valid('param').id, {
        dealId: dealId.data,
        png: bytes,
      });
      return c.json(attached, 201);
    })
    .openapi(putPhotoRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.write');
      const { bytes } = await fileField(c, 'photo', DESIGN_PHOTO_MAX_BYTES, PHOTO_TOO_LARGE);
      return c.json(
        await saveDesignPhoto({ ...ctx, dataDir }, access.ownerId, c.req.valid('param').id, bytes),
        200,
      );
    })
    .openapi(getPhotoRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      access.require('records.read');
      const photo = await readDesignPhoto({ ...ctx, dataDir }, access.ownerId, c.req.valid('param').id);
      return c.body(new Uint8Array(photo.bytes), 200, {
        'Content-Type': photo.mediaType,
        'Content-Length': String(photo.bytes.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private',
      });
    });
}
