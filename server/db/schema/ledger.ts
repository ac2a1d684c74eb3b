/**
 * The AIZ ledger (server/ledger owns these tables). Amounts are integers of base units (18 decimals)
 * in numeric(78,0): wide enough for any uint256. Transfers are immutable; balances are their running
 * sum, kept in the same statement that inserts the transfer.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SIGNUP_BONUS_USER_LIMIT } from '../../../common/constants';
import { users } from './auth';

const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * `user:<uuid>`, `system:issuance`, `system:treasury`, `pool:signup-bonus`, ... Only accounts with
 * allow_negative (the issuance account: its negative balance is the minted supply) may go below zero,
 * and the database itself refuses any other overdraft.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'system', 'pool', 'agent'] }).notNull(),
    /** What a user's history shows for this account as a counterparty. */
    label: text('label').notNull(),
    userId: uuid('user_id')
      .unique('ledger_accounts_user_id_key')
      .references(() => users.id),
    balance: amount('balance').notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ledger_accounts_no_overdraft', sql`${t.allowNegative} or ${t.balance} >= 0`)],
);

/** One row per movement of AIZ; never updated or deleted. `seq` orders history (keyset pagination). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transfers_idempotency_key_key'),
    fromAccount: text('from_account')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccount: text('to_account')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: amount('amount').notNull(),
    kind: text('kind').notNull(),
    memo: text('memo'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.fromAccount} <> ${t.toAccount}`),
    index('ledger_transfers_from_seq_idx').on(t.fromAccount, t.seq),
    index('ledger_transfers_to_seq_idx').on(t.toAccount, t.seq),
  ],
);

/** A single row counting granted signup bonuses; its CHECK makes a grant past the limit impossible. */
export const signupBonusCounter = pgTable(
  'signup_bonus_counter',
  {
    id: integer('id').primaryKey(),
    granted: integer('granted').notNull().default(0),
  },
  (t) => [
    check('signup_bonus_counter_single_row', sql`${t.id} = 1`),
    check(
      'signup_bonus_counter_within_limit',
      sql`${t.granted} >= 0 and ${t.granted} <= ${sql.raw(String(SIGNUP_BONUS_USER_LIMIT))}`,
    ),
  ],
);
