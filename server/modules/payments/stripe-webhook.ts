/**
 * Stripe's webhook: the signature is checked on the raw body (the exact bytes Stripe signed, never
 * re-serialised JSON) against STRIPE_WEBHOOK_SECRET, with the timestamp within five minutes of our clock,
 * so a forged, altered or replayed-old event is refused (400). Paid Checkout Sessions are credited once
 * (credit-purchase.ts); any other event type is acknowledged and ignored, so Stripe stops sending it.
 */
import { Invalid } from '../../lib/errors';
import type { ServiceContext } from '../../service-context';
import { type CreditOutcome, creditPaidSession, expireSession } from './credit-purchase';
import type { Stripe } from './stripe-client';

/** Seconds an event's signature stays acceptable (Stripe's own default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const BAD_SIGNATURE_MESSAGE =
  'The Stripe-Signature header is missing, does not match this body, or is too old.';

export interface StripeWebhookInput {
  payload: string;
  signature: string | undefined;
}

export type WebhookOutcome = CreditOutcome | 'expired' | 'ignored';

export async function handleStripeWebhook(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  deps: { stripe: Stripe; webhookSecret: string },
  input: StripeWebhookInput,
): Promise<{ eventId: string; type: string; outcome: WebhookOutcome }> {
  const event = verifiedEvent(ctx, deps, input);
  const outcome = await applyEvent(ctx, event);
  ctx.log.info('stripe event', { eventId: event.id, type: event.type, outcome });
  return { eventId: event.id, type: event.type, outcome };
}

function verifiedEvent(
  ctx: Pick<ServiceContext, 'now' | 'log'>,
  deps: { stripe: Stripe; webhookSecret: string },
  { payload, signature }: StripeWebhookInput,
): Stripe.Event {
  if (!signature) throw new Invalid(BAD_SIGNATURE_MESSAGE);
  try {
    return deps.stripe.webhooks.constructEvent(
      payload,
      signature,
      deps.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      ctx.now().getTime(),
    );
  } catch (err) {
    ctx.log.warn('stripe event refused', { reason: (err as Error).message.split('\n')[0] });
    throw new Invalid(BAD_SIGNATURE_MESSAGE);
  }
}

async function applyEvent(ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return creditPaidSession(ctx, event.data.object);
    case 'checkout.session.expired':
      await expireSession(ctx.db, event.data.object.id);
      return 'expired';
    default:
      return 'ignored';
  }
}
