/** The Stripe SDK, built once from the configuration: api.stripe.com, or STRIPE_API_BASE (a fake in tests). */
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

export type { Stripe };

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
