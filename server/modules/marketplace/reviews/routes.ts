/**
 * Reviews and reports of marketplace listings. Reading reviews is open to anyone (a hidden listing's only to
 * its creator); writing, replying, voting and reporting need a signed-in person, under the marketplace's
 * write limit. The reports queue is for administrators (mounted under /api/admin).
 */
import {
  adminReportSchema,
  adminReportsQuerySchema,
  adminReportsSchema,
  createReportSchema,
  helpfulVoteSchema,
  replyToReviewSchema,
  reportCreatedSchema,
  resolveReportSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewsPageSchema,
  writeReviewSchema,
} from '@common/schemas/marketplace-reviews';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { requireAdmin } from '../../../http/guards';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { serviceContext, signedInContext } from '../../../service-context';
import { marketplaceTags, marketplaceWriteLimit, slugParam } from '../route-shared';
import { listReports, resolveReport } from './admin-reports';
import { createReport } from './create-report';
import { markHelpful, unmarkHelpful } from './helpful-votes';
import { listReviews } from './list-reviews';
import { replyToReview } from './reply-to-review';
import { writeReview } from './write-review';

const tags = marketplaceTags;

const reviewParam = z.object({ id: z.string().uuid('That is not a review.') });
const reportParam = z.object({ id: z.string().uuid('That is not a report.') });

const listReviewsRoute = createRoute({
  tags,
  method: 'get',
  path: '/listings/{slug}/reviews',
  summary: "A listing's rating summary and reviews, with the caller's own and whether they may review",
  request: { params: slugParam, query: reviewListQuerySchema },
  responses: { 200: jsonContent(reviewsPageSchema, 'The reviews'), ...errorResponses(400, 404) },
});

const writeReviewRoute = createRoute({
  tags,
  method: 'put',
  path: '/listings/{slug}/review',
  summary: "Write or rewrite one's review (only who got or bought the listing, not its creator)",
  request: { params: slugParam, ...jsonBody(writeReviewSchema) },
  responses: {
    201: jsonContent(reviewSchema, 'Written'),
    200: jsonContent(reviewSchema, 'Rewritten'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const replyRoute = createRoute({
  tags,
  method: 'post',
  path: '/reviews/{id}/reply',
  summary: "The listing creator's one reply to a review",
  request: { params: reviewParam, ...jsonBody(replyToReviewSchema) },
  responses: {
    201: jsonContent(reviewSchema, 'Replied'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const helpfulRoute = (method: 'post' | 'delete') =>
  createRoute({
    tags,
    method,
    path: '/reviews/{id}/helpful',
    summary: method === 'post' ? 'Mark a review helpful (once; not one’s own)' : 'Take back a helpful vote',
    request: { params: reviewParam },
    responses: {
      200: jsonContent(helpfulVoteSchema, 'The review’s helpful count'),
      ...errorResponses(400, 401, 403, 404, 429),
    },
  });

const reportRoute = createRoute({
  tags,
  method: 'post',
  path: '/reports',
  summary: 'Report a listing, or one of its reviews, to the administrators',
  request: jsonBody(createReportSchema),
  responses: {
    201: jsonContent(reportCreatedSchema, 'Reported'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

/** Mounted at /api/marketplace, beside marketplaceRoutes. */
export function marketplaceReviewRoutes(deps: AppDeps) {
  const router = createRouter();
  // POSTs are counted already: marketplaceRoutes' POST '*' limit, mounted at the same path, runs for every
  // route under /api/marketplace (reviews.api.test.ts checks each write counts once).
  router.on(['PUT', 'DELETE'], ['/listings/:slug/review', '/reviews/*'], marketplaceWriteLimit());
  return router
    .openapi(listReviewsRoute, async (c) =>
      c.json(
        await listReviews(serviceContext(deps, c), c.req.valid('param').slug, c.req.valid('query')),
        200,
      ),
    )
    .openapi(writeReviewRoute, async (c) => {
      const { review, created } = await writeReview(
        signedInContext(deps, c),
        c.req.valid('param').slug,
        c.req.valid('json'),
      );
      return c.json(review, created ? 201 : 200);
    })
    .openapi(replyRoute, async (c) =>
      c.json(
        await replyToReview(signedInContext(deps, c), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(helpfulRoute('post'), async (c) =>
      c.json(await markHelpful(signedInContext(deps, c), c.req.valid('param').id), 200),
    )
    .openapi(helpfulRoute('delete'), async (c) =>
      c.json(await unmarkHelpful(signedInContext(deps, c), c.req.valid('param').id), 200),
    )
    .openapi(reportRoute, async (c) =>
      c.json(await createReport(signedInContext(deps, c), c.req.valid('json')), 201),
    );
}

const adminTags = ['Admin'];

const listReportsRoute = createRoute({
  tags: adminTags,
  method: 'get',
  path: '/reports',
  summary: 'Reports of listings and reviews: open ones oldest first, or resolved ones',
  request: { query: adminReportsQuerySchema },
  responses: { 200: jsonContent(adminReportsSchema, 'The reports'), ...errorResponses(400, 401, 403) },
});

const resolveReportRoute = createRoute({
  tags: adminTags,
  method: 'post',
  path: '/reports/{id}/resolve',
  summary: "Hide or restore the report's listing or review, or dismiss the report; resolves its open reports",
  request: { params: reportParam, ...jsonBody(resolveReportSchema) },
  responses: {
    200: jsonContent(adminReportSchema, 'The resolved report'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** Mounted at /api/admin/marketplace: administrators only (401 signed out, 403 for others). */
export function marketplaceReportAdminRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', async (c, next) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  return router
    .openapi(listReportsRoute, async (c) =>
      c.json(await listReports(serviceContext(deps, c), c.req.valid('query')), 200),
    )
    .openapi(resolveReportRoute, async (c) =>
      c.json(
        await resolveReport(signedInContext(deps, c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    );
}
