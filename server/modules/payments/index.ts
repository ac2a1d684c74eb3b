/**
 * The payments module's public surface: AIZ packs bought with Stripe Checkout, Stripe's webhook and the
 * administrators' grants from the treasury. Tables: server/db/schema/payments.ts (owned here).
 */
export { paymentRoutes } from './routes';
export { stripeWebhookRoutes } from './webhook-routes';
