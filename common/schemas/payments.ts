/**
 * Payments for AIZ packs (Stripe Checkout) and the administrators' grants from the treasury: the pack
 * list the operator configures (AIZ_PACKS), and the requests and answers of /api/payments.
 * Money travels in minor units (cents) with its ISO currency; AIZ as exact decimal strings.
 */
import { z } from 'zod';

export const PACK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const aizPackSchema = z.object({
  /** Stable id the client sends back ("starter"); lowercase letters, digits and dashes. */
  id: z.string().regex(PACK_ID_PATTERN, 'a pack id is 1-40 lowercase letters, digits or dashes'),
  /** What the product calls it on the Buy button and the receipt. */
  name: z.string().min(1).max(60),
  /** Whole AIZ credited for one pack. */
  aiz: z.number().int().min(1).max(1_000_000_000),
  /** Its price in the currency's minor units (cents): Stripe's unit_amount. */
  price: z.number().int().min(50).max(99_999_999),
  /** ISO 4217, lowercase as Stripe writes it. */
  currency: z
    .string()
    .regex(/^[a-z]{3}$/, 'a currency is three lowercase letters (usd)')
    .default('usd'),
});
export type AizPack = z.infer<typeof aizPackSchema>;

/** AIZ_PACKS: a JSON array of packs with unique ids. */
export const aizPackListSchema = z
  .array(aizPackSchema)
  .min(1, 'list at least one pack')
  .max(12, 'at most 12 packs')
  .refine((packs) => new Set(packs.map((p) => p.id)).size === packs.length, 'pack ids must be unique');

/** The packs sold unless AIZ_PACKS says otherwise. */
export const DEFAULT_AIZ_PACKS: readonly AizPack[] = [
  { id: 'starter', name: 'Starter', aiz: 1_000, price: 1_000, currency: 'usd' },
  { id: 'builder', name: 'Builder', aiz: 5_000, price: 4_500, currency: 'usd' },
  { id: 'studio', name: 'Studio', aiz: 20_000, price: 16_000, currency: 'usd' },
];

export const paymentPacksSchema = z.object({
  /** False while STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is missing: nothing can be bought. */
  configured: z.boolean(),
  packs: z.array(aizPackSchema),
});
export type PaymentPacks = z.infer<typeof paymentPacksSchema>;

export const checkoutRequestSchema = z.object({
  packId: z.string().regex(PACK_ID_PATTERN, 'That pack does not exist.'),
  /** One per click of Buy: a retried request opens the same Checkout Session. */
  idempotencyKey: z.string().uuid('An idempotency key is a UUID.'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutAnswerSchema = z.object({
  sessionId: z.string(),
  /** Stripe's hosted checkout page: the browser goes there. */
  url: z.string().url(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** Stripe's Checkout Session ids: cs_test_… / cs_live_… */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

export const purchaseSessionParamsSchema = z.object({
  id: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, 'That is not a checkout session id.'),
});

export const purchaseStatusSchema = z.enum(['pending', 'credited', 'expired']);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

export const purchaseSchema = z.object({
  sessionId: z.string(),
  packId: z.string(),
  packName: z.string(),
  /** Whole AIZ as an exact decimal string. */
  aiz: z.string(),
  price: z.number().int(),
  currency: z.string(),
  /** pending until Stripe's webhook says the payment went through; credited once the AIZ are in the ledger. */
  status: purchaseStatusSchema,
  createdAt: z.string().datetime(),
  creditedAt: z.string().datetime().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const GRANT_REASON_MAX = 300;

export const adminGrantRequestSchema = z.object({
  /** The recipient's username or e-mail. */
  recipient: z.string().trim().min(1, 'Name the recipient by username or e-mail.').max(254),
  /** Whole AIZ, up to 18 decimals, as a string ("250" or "12.5"). */
  aiz: z
    .string()
    .trim()
    .regex(
      /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,18})?$/,
      'An amount is a positive number of AIZ (at most 12 digits).',
    ),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why (at least 3 characters).')
    .max(GRANT_REASON_MAX, `A reason has at most ${GRANT_REASON_MAX} characters.`),
  /** One per submission: a retried grant is not paid twice. */
  idempotencyKey: z.string().uuid('An idempotency key is a UUID.'),
});
export type AdminGrantRequest = z.infer<typeof adminGrantRequestSchema>;

export const adminGrantSchema = z.object({
  id: z.string(),
  recipient: z.object({ id: z.string(), username: z.string() }),
  admin: z.object({ id: z.string(), username: z.string() }),
  aiz: z.string(),
  reason: z.string(),
  transferId: z.string(),
  createdAt: z.string().datetime(),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;

export const adminGrantsSchema = z.object({
  /** Newest first. */
  grants: z.array(adminGrantSchema),
  /** What the treasury holds now, whole AIZ. */
  treasury: z.string(),
});
export type AdminGrants = z.infer<typeof adminGrantsSchema>;
