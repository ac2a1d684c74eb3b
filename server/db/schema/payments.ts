/**
 * Payments for AIZ packs and administrators' grants (server/modules/payments owns these tables). The AIZ
 * themselves move only through the ledger: a row here points at the transfer that credited it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ledgerTransfers } from './ledger';

const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * One row per Stripe Checkout Session, written when the session is created (pending) and credited once
 * when Stripe's webhook says it is paid. `request_key` is the buyer's idempotency key, so a retried
 * click opens the same session.
 */
export const aizPurchases = pgTable(
  'aiz_purchases',
  {
    sessionId: text('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestKey: text('request_key').notNull(),
    packId: text('pack_id').notNull(),
    packName: text('pack_name').notNull(),
    /** Base units (18 decimals) credited when paid. */
    aizAmount: amount('aiz_amount').notNull(),
    /** What the buyer pays, in the currency's minor units. */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    status: text('status', { enum: ['pending', 'credited', 'expired'] })
      .notNull()
      .default('pending'),
    creditedTransferId: uuid('credited_transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'aiz_purchases_credited_has_transfer',
      sql`(${t.status} = 'credited') = (${t.creditedTransferId} is not null)`,
    ),
    check('aiz_purchases_amounts_positive', sql`${t.aizAmount} > 0 and ${t.price} > 0`),
    uniqueIndex('aiz_purchases_request_key_idx').on(t.userId, t.requestKey),
    index('aiz_purchases_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** An administrator's grant from the treasury to a user: who, to whom, how much, why, and its transfer. */
export const aizAdminGrants = pgTable(
  'aiz_admin_grants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The ledger transfer's idempotency key (`admin-grant:<admin>:<request key>`). */
    idempotencyKey: text('idempotency_key').notNull().unique('aiz_admin_grants_idempotency_key_key'),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    amount: amount('amount').notNull(),
    reason: text('reason').notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('aiz_admin_grants_created_idx').on(t.createdAt)],
);
