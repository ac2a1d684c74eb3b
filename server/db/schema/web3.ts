/**
 * Wallet addresses linked to accounts by Sign-In with Ethereum (server/modules/web3 owns these tables).
 * An address links to one account at most (unique across users); a nonce is single use, kept only as its
 * SHA-256 hash, and expires 10 minutes after it was issued.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const walletLinks = pgTable(
  'wallet_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased 0x address. */
    address: text('address').notNull(),
    /** The chain the signed message named. */
    chainId: integer('chain_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('wallet_links_address_unique').on(t.address),
    index('wallet_links_user_idx').on(t.userId),
  ],
);

export const siweNonces = pgTable(
  'siwe_nonces',
  {
    /** SHA-256 (hex) of the nonce the client put in its message. */
    nonceHash: text('nonce_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('siwe_nonces_user_idx').on(t.userId)],
);
