/**
 * Opens a Stripe Checkout Session for one pack and records the purchase as pending. The buyer's
 * idempotency key makes a retried click answer the same session: first from our own row, and while two
 * requests race, through Stripe's Idempotency-Key (both get one session; one row is written).
 */
import type { AizPack, CheckoutAnswer, CheckoutRequest } from '@common/schemas/payments';
import { aizPurchases } from '../../db/schema/payments';
import { aiz } from '../../ledger';
import { Unavailable } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { findPack, packLabel } from './packs';
import { findPurchaseByRequest } from './purchases';
import type { Stripe } from './stripe-client';

export interface CheckoutDeps {
  stripe: Stripe;
  packs: readonly AizPack[];
  /** Where Stripe sends the buyer back: PUBLIC_ORIGIN, else the request's own origin. */
  origin: string;
}

export const SUCCESS_PATH = '/payment-success?session_id={CHECKOUT_SESSION_ID}';
export const CANCEL_PATH = '/payment-cancelled';

export async function createCheckout(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user' | 'log'>,
  deps: CheckoutDeps,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  const { db, user } = ctx;
  const pack = findPack(deps.packs, request.packId);
  const earlier = await findPurchaseByRequest(db, user.id, request.idempotencyKey);
  if (earlier) return { sessionId: earlier.sessionId, url: earlier.checkoutUrl };

  let session: Stripe.Checkout.Session;
  try {
    session = await deps.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: user.id,
        customer_email: user.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: pack.currency,
              unit_amount: pack.price,
              product_data: { name: packLabel(pack) },
            },
          },
        ],
        metadata: { packId: pack.id, aiz: String(pack.aiz), userId: user.id },
        success_url: `${deps.origin}${SUCCESS_PATH}`,
        cancel_url: `${deps.origin}${CANCEL_PATH}`,
      },
      { idempotencyKey: `aiz-checkout:${user.id}:${request.idempotencyKey}` },
    );
  } catch (err) {
    ctx.log.error('stripe checkout failed', { error: (err as Error).message, type: (err as Error).name });
    throw new Unavailable(
      'The payment page could not be opened. Nothing was charged; try again in a moment.',
    );
  }
  if (!session.url) {
    ctx.log.error('stripe checkout has no url', { sessionId: session.id });
    throw new Unavailable(
      'The payment page could not be opened. Nothing was charged; try again in a moment.',
    );
  }

  await db
    .insert(aizPurchases)
    .values({
      sessionId: session.id,
      userId: user.id,
      requestKey: request.idempotencyKey,
      packId: pack.id,
      packName: pack.name,
      aizAmount: aiz(pack.aiz),
      price: pack.price,
      currency: pack.currency,
      checkoutUrl: session.url,
      status: 'pending',
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
  // A request that raced this one with the same key may have written first: answer what is stored.
  const stored = await findPurchaseByRequest(db, user.id, request.idempotencyKey);
  return stored
    ? { sessionId: stored.sessionId, url: stored.checkoutUrl }
    : { sessionId: session.id, url: session.url };
}
