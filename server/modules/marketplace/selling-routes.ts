/**
 * The creator's side of the marketplace API (mounted by routes.ts under /api/marketplace): editing, unlisting
 * and publishing a listing, releases, a buyer's update of their copy, refunds and the Selling summary.
 */

import { listingDetailSchema } from '@common/schemas/marketplace';
import {
  copyUpdatePreviewSchema,
  copyUpdateResultSchema,
  createReleaseSchema,
  listingReleasesSchema,
  refundInputSchema,
  refundResultSchema,
  sellingSummarySchema,
  updateListingSchema,
} from '@common/schemas/marketplace-selling';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { serviceContext, signedInContext } from '../../service-context';
import { refundInstall } from './refund-install';
import { createRelease, listReleases } from './releases';
import { marketplaceTags, slugParam } from './route-shared';
import { sellingSummary } from './selling-summary';
import { previewCopyUpdate, updateCopy } from './update-copy';
import { updateListing } from './update-listing';

const tags = marketplaceTags;

const installParam = z.object({ id: z.string().uuid('That is not a copy or sale id.') });

const updateListingRoute = createRoute({
  tags,
  method: 'patch',
  path: '/listings/{slug}',
  summary: "Change one's listing: texts, category, tags, price; publish a draft, unlist or relist it",
  request: { params: slugParam, ...jsonBody(updateListingSchema) },
  responses: { 200: jsonContent(listingDetailSchema, 'Changed'), ...errorResponses(400, 401, 404, 409, 429) },
});

const listReleasesRoute = createRoute({
  tags,
  method: 'get',
  path: '/listings/{slug}/releases',
  summary: "A listing's releases with their changelogs, and the caller's copies (an update available or not)",
  request: { params: slugParam },
  responses: { 200: jsonContent(listingReleasesSchema, 'The releases'), ...errorResponses(400, 404) },
});

const createReleaseRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings/{slug}/releases',
  summary: 'Release a later published version of the listed workflow, with a changelog',
  request: { params: slugParam, ...jsonBody(createReleaseSchema) },
  responses: {
    201: jsonContent(listingReleasesSchema, 'Released: now the current version'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const previewUpdateRoute = createRoute({
  tags,
  method: 'get',
  path: '/installs/{id}/update',
  summary: "What updating one's copy to the current release would change (the diff from the copy's draft)",
  request: { params: installParam },
  responses: { 200: jsonContent(copyUpdatePreviewSchema, 'The diff'), ...errorResponses(400, 401, 404, 409) },
});

const updateCopyRoute = createRoute({
  tags,
  method: 'post',
  path: '/installs/{id}/update',
  summary: "Update one's copy to the current release, keeping one's credentials on the same nodes",
  request: { params: installParam },
  responses: {
    200: jsonContent(copyUpdateResultSchema, 'Updated, or on this release already'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const refundRoute = createRoute({
  tags,
  method: 'post',
  path: '/installs/{id}/refund',
  summary:
    'Refund a sale (its creator or an admin, within the refund window): the buyer gets back what they paid',
  request: { params: installParam, ...jsonBody(refundInputSchema) },
  responses: { 200: jsonContent(refundResultSchema, 'Refunded'), ...errorResponses(400, 401, 404, 409, 429) },
});

const sellingRoute = createRoute({
  tags,
  method: 'get',
  path: '/selling',
  summary: "The caller's listings with figures, earnings per day, payouts and sales",
  responses: { 200: jsonContent(sellingSummarySchema, 'The Selling page'), ...errorResponses(401) },
});

/** Mounted by marketplaceRoutes, whose write limit covers these POSTs and PATCHes. */
export function sellingRoutes(deps: AppDeps) {
  const router = createRouter();
  return router
    .openapi(updateListingRoute, async (c) =>
      c.json(
        await updateListing(signedInContext(deps, c), c.req.valid('param').slug, c.req.valid('json')),
        200,
      ),
    )
    .openapi(listReleasesRoute, async (c) =>
      c.json(await listReleases(serviceContext(deps, c), c.req.valid('param').slug), 200),
    )
    .openapi(createReleaseRoute, async (c) =>
      c.json(
        await createRelease(signedInContext(deps, c), c.req.valid('param').slug, c.req.valid('json')),
        201,
      ),
    )
    .openapi(previewUpdateRoute, async (c) =>
      c.json(await previewCopyUpdate(signedInContext(deps, c), c.req.valid('param').id), 200),
    )
    .openapi(updateCopyRoute, async (c) =>
      c.json(await updateCopy(signedInContext(deps, c), c.req.valid('param').id), 200),
    )
    .openapi(refundRoute, async (c) =>
      c.json(
        await refundInstall(signedInContext(deps, c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(sellingRoute, async (c) => c.json(await sellingSummary(signedInContext(deps, c)), 200));
}
