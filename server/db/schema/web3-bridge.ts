/**
 * The web3 bridge (server/modules/web3-bridge owns these tables): AIZ leaving the ledger as ERC-20 on a
 * chain (withdrawals: a ledger debit to `bridge:pending` and a signed EIP-712 voucher) and coming back
 * (deposits: AIZVault's Deposited logs credited once), the indexer's cursor per chain, the hourly
 * reconciliation runs, and the one settings row (withdrawals on or off, paused on drift). AIZ itself
 * only moves through the ledger. Amounts are base units (18 decimals) in numeric(78,0).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** The one settings row (id 1). */
export const web3BridgeSettings = pgTable(
  'web3_bridge_settings',
  {
    id: integer('id').primaryKey(),
    /** The product setting: off until an administrator turns it on. */
    withdrawalsEnabled: boolean('withdrawals_enabled').notNull().default(false),
    /** Set by a reconciliation that found drift: no voucher is signed until an administrator resumes. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('web3_bridge_settings_single_row', sql`${t.id} = 1`)],
);

/** Each person's deposit reference: the bytes32 AIZVault's Deposited names them by. */
export const web3BridgeUserRefs = pgTable('web3_bridge_user_refs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 0x and 64 lowercase hex digits, random. */
  userRef: text('user_ref').notNull().unique('web3_bridge_user_refs_user_ref_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type WithdrawalStatus = 'pending' | 'claimed' | 'refunded';

/** A withdrawal: the ledger debit (user → bridge:pending) and the voucher signed for it. */
export const web3BridgeWithdrawals = pgTable(
  'web3_bridge_withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The caller's Idempotency-Key, scoped to them: the same key answers this withdrawal again. */
    idempotencyKey: text('idempotency_key'),
    chainId: integer('chain_id').notNull(),
    claimsAddress: text('claims_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: amount('amount').notNull(),
    /** The voucher's nonce (uint256, decimal) and ref (bytes32 hex), both derived from the id. */
    nonce: amount('nonce').notNull(),
    ref: text('ref').notNull().unique('web3_bridge_withdrawals_ref_key'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    signature: text('signature').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimTxHash: text('claim_tx_hash'),
    claimLogIndex: integer('claim_log_index'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('web3_bridge_withdrawals_chain_nonce_key').on(t.chainId, t.nonce),
    uniqueIndex('web3_bridge_withdrawals_user_key_key').on(t.userId, t.idempotencyKey),
    index('web3_bridge_withdrawals_user_idx').on(t.userId, t.createdAt),
    index('web3_bridge_withdrawals_pending_idx')
      .on(t.chainId, t.deadline)
      .where(sql`${t.status} = 'pending'`),
    check('web3_bridge_withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('web3_bridge_withdrawals_status', sql`${t.status} in ('pending', 'claimed', 'refunded')`),
  ],
);

export type DepositStatus = 'credited' | 'unmatched' | 'unbacked';

/** A Deposited log, credited once: the unique (chain, transaction, log index) is what makes it once. */
export const web3BridgeDeposits = pgTable(
  'web3_bridge_deposits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    userRef: text('user_ref').notNull(),
    /** Null when no person has this reference (the AIZ waits in bridge:unmatched:<chainId>). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    amount: amount('amount').notNull(),
    /** credited: to the person; unmatched: unknown reference; unbacked: more than the chain's ledger side holds. */
    status: text('status').$type<DepositStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('web3_bridge_deposits_log_key').on(t.chainId, t.txHash, t.logIndex),
    index('web3_bridge_deposits_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Where the indexer goes on for each chain: the next block to read. */
export const web3BridgeCursors = pgTable('web3_bridge_cursors', {
  chainId: integer('chain_id').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The last pass's error, kept until a pass succeeds. */
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});

/** One reconciliation of a chain: the figures compared and whether they agreed (a drift is an alert). */
export const web3BridgeReconciliations = pgTable(
  'web3_bridge_reconciliations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    chainId: integer('chain_id').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** The chain's block the figures are read at (latest minus the chain's finality). */
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    ledgerOnChain: amount('ledger_on_chain'),
    chainTotalSupply: amount('chain_total_supply'),
    ledgerPending: amount('ledger_pending'),
    openVouchers: amount('open_vouchers'),
    ok: boolean('ok').notNull(),
    /** What disagreed (or why the check could not run), in words. */
    message: text('message'),
  },
  (t) => [index('web3_bridge_reconciliations_ran_idx').on(t.ranAt)],
);
