/**
 * POST /api/payments/stripe/webhook, called by Stripe. app.ts mounts it before the CSRF check, the
 * session and the JSON guard: Stripe is not a browser and has no session, and the signature covers the
 * raw body, which this route reads as text itself (1 MB at most, like every other body).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT_BYTES, limitBody } from '../../http/body-limit';
import { jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { NotImplemented, PayloadTooLarge } from '../../lib/errors';
import { serviceContext } from '../../service-context';
import { NOT_CONFIGURED_MESSAGE } from './packs';
import { createStripeClient } from './stripe-client';
import { handleStripeWebhook } from './stripe-webhook';

const webhookRoute = createRoute({
  method: 'post',
  path: '/',
  summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET): paid Checkout Sessions are credited once",
  responses: {
    200: jsonContent(z.object({ received: z.literal(true) }), 'Accepted (also for event types it ignores)'),
    ...errorResponses(400, 413, 501),
  },
});

/** Mounted at /api/payments/stripe/webhook. */
export function stripeWebhookRoutes(deps: AppDeps) {
  const config = deps.config.stripe;
  const stripe = config ? createStripeClient(config) : undefined;
  const router = createRouter();
  router.use(
    '*',
    limitBody(JSON_BODY_LIMIT_BYTES, () => new PayloadTooLarge('A Stripe event is at most 1 MB.')),
  );
  return router.openapi(webhookRoute, async (c) => {
    if (!stripe || !config) throw new NotImplemented(NOT_CONFIGURED_MESSAGE, 'not_implemented');
    await handleStripeWebhook(
      serviceContext(deps, c),
      { stripe, webhookSecret: config.webhookSecret },
      { payload: await c.req.text(), signature: c.req.header('stripe-signature') },
    );
    return c.json({ received: true as const }, 200);
  });
}
