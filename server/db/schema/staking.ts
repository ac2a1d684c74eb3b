/**
 * In-app staking (server/modules/staking owns these tables). AIZ itself never lives here: stakes sit in
 * the ledger's `pool:staking` account and rewards in `pool:staking-rewards`. These tables hold the
 * Synthetix-style accounting of who is owed what: one accumulator row, one row per staker, their
 * positions (amount, lock, weight, unlock date), the admin's fundings of reward periods, and each
 * person's history. Amounts are base units (18 decimals) in numeric(78,0); times in the accrual maths
 * are whole seconds since the epoch.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { StakingLock } from '../../../common/schemas/staking';
import { users } from './auth';

const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });
const seconds = (name: string) => bigint(name, { mode: 'bigint' });

/** The one accumulator row (id 1): rate, period, reward per weighted token, totals. */
export const stakingState = pgTable(
  'staking_state',
  {
    id: integer('id').primaryKey(),
    rewardRate: amount('reward_rate').notNull().default(sql`0`),
    periodFinish: seconds('period_finish').notNull().default(sql`0`),
    lastUpdate: seconds('last_update').notNull().default(sql`0`),
    /** × 10^18. */
    rewardPerToken: amount('reward_per_token').notNull().default(sql`0`),
    totalWeighted: amount('total_weighted').notNull().default(sql`0`),
    totalStaked: amount('total_staked').notNull().default(sql`0`),
  },
  (t) => [
    check('staking_state_single_row', sql`${t.id} = 1`),
    check(
      'staking_state_non_negative',
      sql`${t.rewardRate} >= 0 and ${t.totalWeighted} >= 0 and ${t.totalStaked} >= 0`,
    ),
  ],
);

/** A staker's accrual: weighted stake, the accumulator mark last settled at, owed and paid rewards. */
export const stakingStakers = pgTable(
  'staking_stakers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    staked: amount('staked').notNull().default(sql`0`),
    weighted: amount('weighted').notNull().default(sql`0`),
    rewardPerTokenPaid: amount('reward_per_token_paid').notNull().default(sql`0`),
    /** Earned and not yet claimed, as of the last settlement. */
    rewardsOwed: amount('rewards_owed').notNull().default(sql`0`),
    /** Claimed or compounded so far. */
    rewardsPaid: amount('rewards_paid').notNull().default(sql`0`),
  },
  (t) => [
    check(
      'staking_stakers_non_negative',
      sql`${t.staked} >= 0 and ${t.weighted} >= 0 and ${t.rewardsOwed} >= 0 and ${t.rewardsPaid} >= 0`,
    ),
  ],
);

/** One stake: its amount, lock and weight; closed when unstaked (the whole position at once). */
export const stakingPositions = pgTable(
  'staking_positions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: amount('amount').notNull(),
    lock: text('lock').$type<StakingLock>().notNull(),
    /** Basis points of 1.0: 10000, 12500, 15000. */
    weightBps: integer('weight_bps').notNull(),
    weighted: amount('weighted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null for a flexible stake. */
    unlockAt: timestamp('unlock_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('staking_positions_user_idx').on(t.userId, t.createdAt),
    check('staking_positions_amount_positive', sql`${t.amount} > 0`),
    check('staking_positions_lock', sql`${t.lock} in ('flexible', '30d', '90d')`),
  ],
);

/** An administrator's funding of the rewards pool from the treasury: amount over a period. */
export const stakingFundings = pgTable(
  'staking_fundings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull().unique('staking_fundings_idempotency_key_key'),
    amount: amount('amount').notNull(),
    durationSeconds: seconds('duration_seconds').notNull(),
    /** What the running period still had to emit, added to this amount (Synthetix notifyRewardAmount). */
    leftover: amount('leftover').notNull(),
    rewardRate: amount('reward_rate').notNull(),
    periodFinish: seconds('period_finish').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('staking_fundings_amount_positive', sql`${t.amount} > 0`)],
);

/** A person's staking history; also what a retried request (same Idempotency-Key) answers. */
export const stakingEvents = pgTable(
  'staking_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Insertion order: the history's order when several events share a time. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<'stake' | 'unstake' | 'claim' | 'compound'>().notNull(),
    amount: amount('amount').notNull(),
    positionId: uuid('position_id').references(() => stakingPositions.id),
    /** The person's stake and everything they had earned (paid and owed) right after this event. */
    stakedAfter: amount('staked_after').notNull(),
    earnedAfter: amount('earned_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staking_events_user_key_idx').on(t.userId, t.idempotencyKey),
    index('staking_events_user_created_idx').on(t.userId, t.createdAt),
    check('staking_events_kind', sql`${t.kind} in ('stake', 'unstake', 'claim', 'compound')`),
  ],
);
