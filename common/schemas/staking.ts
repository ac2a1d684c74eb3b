/**
 * In-app staking (issue 23): stake AIZ with a lock, earn a share of a finite rewards pool an administrator
 * funds from the treasury, claim or compound. Amounts travel as exact decimal strings of whole AIZ.
 */
import { z } from 'zod';
import { aizAmountSchema } from './deployments';

export const STAKING_LOCK_IDS = ['flexible', '30d', '90d'] as const;
export type StakingLock = (typeof STAKING_LOCK_IDS)[number];

export interface StakingLockOption {
  id: StakingLock;
  label: string;
  /** 0: unstake at any time. */
  days: number;
  /** Basis points of 1.0: a stake earns in proportion to amount × weight. */
  weightBps: number;
}

/** The lock options: longer locks earn a larger share of the emission. */
export const STAKING_LOCKS: readonly StakingLockOption[] = [
  { id: 'flexible', label: 'Flexible', days: 0, weightBps: 10_000 },
  { id: '30d', label: '30 days', days: 30, weightBps: 12_500 },
  { id: '90d', label: '90 days', days: 90, weightBps: 15_000 },
];

export const stakingLockSchema = z.enum(STAKING_LOCK_IDS);

const positiveAiz = aizAmountSchema.refine((v) => /[1-9]/.test(v), 'The amount must be more than 0 AIZ.');

export const stakeRequestSchema = z.object({
  amount: positiveAiz,
  lock: stakingLockSchema,
});
export type StakeRequest = z.infer<typeof stakeRequestSchema>;

export const compoundRequestSchema = z.object({ lock: stakingLockSchema.default('flexible') });
export type CompoundRequest = z.infer<typeof compoundRequestSchema>;

export const STAKING_FUND_DAYS_MAX = 365;
export const fundRewardsRequestSchema = z.object({
  amount: positiveAiz,
  days: z.number().int().min(1, 'A period lasts at least 1 day.').max(STAKING_FUND_DAYS_MAX),
});
export type FundRewardsRequest = z.infer<typeof fundRewardsRequestSchema>;

export const stakingTestClockSchema = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400),
});

export const positionIdParamSchema = z.object({ id: z.string().uuid('That is not a stake id.') });

const aiz = z.string().describe('Whole AIZ as an exact decimal string');
const percent = z.string().describe('A percentage with two decimals, e.g. "12.50"');

export const stakingPoolSchema = z.object({
  /** What the page can say about the emission: running, over, never funded. */
  status: z.enum(['running', 'ended', 'unfunded']),
  now: z.string().datetime(),
  totalStaked: aiz,
  totalWeighted: aiz,
  /** AIZ emitted per day in the running period (0 when none runs). */
  emissionPerDay: aiz,
  periodEndsAt: z.string().datetime().nullable(),
  /** Still to be emitted from now to the period's end. */
  remainingEmission: aiz,
  /** The rewards pool's ledger balance: everything funded, less everything paid. */
  rewardsPoolBalance: aiz,
  fundedTotal: aiz,
  paidTotal: aiz,
  /** Variable APR for a weight of 1.0 and per lock; null when nothing is emitted or nobody is staked. */
  apr: z
    .object({
      base: percent,
      byLock: z.object({ flexible: percent, '30d': percent, '90d': percent }),
    })
    .nullable(),
  locks: z.array(
    z.object({
      id: stakingLockSchema,
      label: z.string(),
      days: z.number().int(),
      weight: z.string().describe('"1.25"'),
    }),
  ),
  recentFundings: z.array(
    z.object({
      amount: aiz,
      leftover: aiz,
      days: z.number(),
      periodEndsAt: z.string().datetime(),
      createdAt: z.string().datetime(),
    }),
  ),
});
export type StakingPool = z.infer<typeof stakingPoolSchema>;

export const stakingPositionSchema = z.object({
  id: z.string().uuid(),
  amount: aiz,
  lock: stakingLockSchema,
  weight: z.string(),
  createdAt: z.string().datetime(),
  unlockAt: z.string().datetime().nullable(),
  /** Whether it may be unstaked now. */
  unlocked: z.boolean(),
});
export type StakingPosition = z.infer<typeof stakingPositionSchema>;

export const stakingEventSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['stake', 'unstake', 'claim', 'compound']),
  amount: aiz,
  positionId: z.string().uuid().nullable(),
  stakedAfter: aiz,
  earnedAfter: aiz,
  createdAt: z.string().datetime(),
});
export type StakingEvent = z.infer<typeof stakingEventSchema>;

export const myStakingSchema = z.object({
  now: z.string().datetime(),
  balance: aiz,
  staked: aiz,
  weighted: aiz,
  /** Earned and not yet claimed, now. */
  claimable: aiz,
  /** Claimed or compounded so far. */
  rewardsPaid: aiz,
  positions: z.array(stakingPositionSchema),
  /** Newest first (the latest 100). */
  history: z.array(stakingEventSchema),
});
export type MyStaking = z.infer<typeof myStakingSchema>;

export const stakingResultSchema = z.object({
  event: stakingEventSchema,
  /** True when an earlier request with this Idempotency-Key made it: nothing moved again. */
  replayed: z.boolean(),
});
export type StakingResult = z.infer<typeof stakingResultSchema>;

export const fundRewardsResultSchema = z.object({
  amount: aiz,
  leftover: aiz,
  emissionPerDay: aiz,
  periodEndsAt: z.string().datetime(),
  replayed: z.boolean(),
});
export type FundRewardsResult = z.infer<typeof fundRewardsResultSchema>;
