/**
 * Agent wallets (the agent-wallets module): a deployment's own AIZ account (`agent:<deploymentId>` in the
 * ledger), its optional custodial on-chain address, its spending policy, every change of that policy, and
 * the on-chain payments it signed (one per workflow effect key, recorded before the transaction is sent).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AgentPolicy } from '../../../common/schemas/agent-wallets';
import { users } from './auth';

/**
 * No foreign key to deployments on purpose: a wallet outlives its deployment until its owner has withdrawn
 * what it holds (deleting a deployment must not strand AIZ in an account nobody can reach).
 */
export const agentWallets = pgTable('agent_wallets', {
  /** The deployment's id (the deployment may since have been deleted). */
  deploymentId: uuid('deployment_id').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The ledger account, `agent:<deploymentId>`. */
  ledgerAccount: text('ledger_account').notNull(),
  /** The custodial address (checksummed), or null. */
  address: text('address'),
  /** The address's private key, sealed with the credentials keyring (lib/secret-box): never returned. */
  sealedKey: jsonb('sealed_key').$type<{ keyId: string; sealed: string }>(),
  policy: jsonb('policy').$type<AgentPolicy>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every change of a policy: who, when, before and after. Append-only. */
export const agentWalletPolicyChanges = pgTable(
  'agent_wallet_policy_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => agentWallets.deploymentId, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<AgentPolicy>().notNull(),
    after: jsonb('after').$type<AgentPolicy>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_wallet_policy_changes_wallet_idx').on(t.deploymentId, t.seq)],
);

/**
 * On-chain payments, one per workflow effect key. The row (with the signed transaction and its hash) is
 * written before the transaction is sent, so a retry re-sends the same signed bytes, which the chain can
 * include at most once, and never signs a second payment.
 */
export const agentWalletChainPayments = pgTable(
  'agent_wallet_chain_payments',
  {
    effectKey: text('effect_key').primaryKey(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => agentWallets.deploymentId, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** 'native' or the token's address, lower case. */
    token: text('token').notNull(),
    toAddress: text('to_address').notNull(),
    /** In the token's base units. */
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    /** The decimal text the node asked for, in the token's units. */
    amountText: text('amount_text').notNull(),
    nonce: integer('nonce').notNull(),
    txHash: text('tx_hash').notNull(),
    rawTx: text('raw_tx').notNull(),
    status: text('status', { enum: ['signed', 'sent'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('agent_wallet_chain_payments_wallet_idx').on(t.deploymentId, t.chainId, t.token, t.createdAt),
    uniqueIndex('agent_wallet_chain_payments_nonce_idx').on(t.deploymentId, t.chainId, t.nonce),
  ],
);
