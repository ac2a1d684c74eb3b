/**
 * /api/payments: the packs on sale, Stripe Checkout for one pack, a purchase's status for the page Stripe
 * returns the buyer to, and the administrators' grants from the treasury. Stripe's webhook has its own
 * router (webhook-routes.ts): it is mounted before the session and CSRF middleware.
 */
import {
  adminGrantRequestSchema,
  adminGrantSchema,
  adminGrantsSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  paymentPacksSchema,
  purchaseSchema,
  purchaseSessionParamsSchema,
} from '@common/schemas/payments';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/guards';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { NotFound, NotImplemented } from '../../lib/errors';
import type { RateLimitRule } from '../../lib/rate-limit';
import { serviceContext, signedInContext } from '../../service-context';
import { grantFromTreasury, listAdminGrants } from './admin-grants';
import { createCheckout } from './create-checkout';
import { NOT_CONFIGURED_MESSAGE, packsOnSale } from './packs';
import { findPurchase, toPurchase } from './purchases';
import { createStripeClient } from './stripe-client';

export const CHECKOUT_LIMIT_PER_USER: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

const packsRoute = createRoute({
  method: 'get',
  path: '/packs',
  summary: 'The AIZ packs on sale, and whether card payments are configured',
  responses: { 200: jsonContent(paymentPacksSchema, 'The packs') },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/checkout',
  summary: 'Open a Stripe Checkout Session for one pack; answers the payment page to send the buyer to',
  request: jsonBody(checkoutRequestSchema),
  responses: {
    200: jsonContent(checkoutAnswerSchema, 'The session and its payment page'),
    ...errorResponses(400, 401, 404, 429, 501, 503),
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/sessions/{id}',
  summary:
    "One of the caller's purchases by Checkout Session id: pending until Stripe confirms, then credited",
  request: { params: purchaseSessionParamsSchema },
  responses: {
    200: jsonContent(purchaseSchema, 'The purchase'),
    ...errorResponses(400, 401, 404),
  },
});

const listGrantsRoute = createRoute({
  method: 'get',
  path: '/admin/grants',
  summary: "Administrators' recent grants from the treasury, and what the treasury holds",
  responses: { 200: jsonContent(adminGrantsSchema, 'Recent grants'), ...errorResponses(401, 403) },
});

const grantRoute = createRoute({
  method: 'post',
  path: '/admin/grants',
  summary: 'Grant AIZ from the treasury to a user by username or e-mail, with a reason (administrators)',
  request: jsonBody(adminGrantRequestSchema),
  responses: {
    200: jsonContent(adminGrantSchema, 'The grant (the first one again for a repeated key)'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** Mounted at /api/payments. */
export function paymentRoutes(deps: AppDeps) {
  const { stripe: stripeConfig, aizPacks } = deps.config;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : undefined;
  const router = createRouter();
  router.use(
    '/checkout',
    limit({
      name: 'payments:checkout',
      by: 'user',
      rule: CHECKOUT_LIMIT_PER_USER,
      message: 'Too many checkouts opened. Please try again in a few minutes.',
    }),
  );
  // Before validation, so a visitor learns nothing about the routes but that they need an administrator.
  router.use('/admin/*', async (c, next) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  return router
    .openapi(packsRoute, (c) => c.json(packsOnSale(aizPacks, stripe !== undefined), 200))
    .openapi(checkoutRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      if (!stripe) throw new NotImplemented(NOT_CONFIGURED_MESSAGE, 'not_implemented');
      const origin = deps.config.publicOrigin ?? new URL(c.req.url).origin;
      return c.json(await createCheckout(ctx, { stripe, packs: aizPacks, origin }, c.req.valid('json')), 200);
    })
    .openapi(sessionRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const row = await findPurchase(ctx.db, c.req.valid('param').id);
      // Someone else's session is as unknown as a made-up one.
      if (!row || row.userId !== ctx.user.id) throw new NotFound('No purchase of yours has that session id.');
      c.header('Cache-Control', 'no-store');
      return c.json(toPurchase(row), 200);
    })
    .openapi(listGrantsRoute, async (c) => c.json(await listAdminGrants(serviceContext(deps, c)), 200))
    .openapi(grantRoute, async (c) =>
      c.json(await grantFromTreasury(signedInContext(deps, c), c.req.valid('json')), 200),
    );
}
