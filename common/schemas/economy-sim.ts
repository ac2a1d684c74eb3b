/**
 * The parameters of the sandbox token-economy simulation (`common/economy-sim/`, `/economy-dashboard`).
 * Every error names the parameter by its label and its path, e.g.
 * "Monthly churn (users.monthlyChurn) must be between 0 and 0.9.", so a form can put it under the field and
 * a shared link that was edited by hand says what is wrong with it.
 */
import { z } from 'zod';
import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT, TREASURY_GENESIS_AIZ } from '../constants';
import { PLATFORM_FEE_PERCENT } from '../product/features';

/** Users the simulation may hold (every user ever joined keeps a slot: churned users keep their balances). */
export const ECONOMY_SIM_MAX_USERS = 500_000;
export const ECONOMY_SIM_MAX_DAYS = 5 * 365;
export const EMISSION_KINDS = ['halving', 'linear'] as const;
export type EmissionKind = (typeof EMISSION_KINDS)[number];

const num = (label: string, path: string, min: number, max: number, opts: { int?: boolean } = {}) =>
  z
    .number({ error: `${label} (${path}) must be a number.` })
    .refine(Number.isFinite, `${label} (${path}) must be a number.`)
    .refine((v) => !opts.int || Number.isInteger(v), `${label} (${path}) must be a whole number.`)
    .refine((v) => v >= min && v <= max, `${label} (${path}) must be between ${min} and ${max}.`);

const strictObject = <T extends z.ZodRawShape>(label: string, shape: T) =>
  z.object(shape, { error: `${label} must be an object.` }).strict();

export const economySimParamsSchema = strictObject('The parameters', {
  seed: num('Seed', 'seed', 0, 4_294_967_295, { int: true }),
  days: num('Days simulated', 'days', 1, ECONOMY_SIM_MAX_DAYS, { int: true }),
  users: strictObject('users', {
    starting: num('Starting users', 'users.starting', 1, ECONOMY_SIM_MAX_USERS, { int: true }),
    monthlyGrowth: num('Monthly growth', 'users.monthlyGrowth', 0, 2),
    monthlyChurn: num('Monthly churn', 'users.monthlyChurn', 0, 0.9),
    max: num('Most users', 'users.max', 1, ECONOMY_SIM_MAX_USERS, { int: true }),
  }),
  creators: strictObject('creators', {
    share: num('Share of creators', 'creators.share', 0, 1),
    listingsPerCreator: num('Listings per creator', 'creators.listingsPerCreator', 0, 50),
    priceMedian: num('Median listing price', 'creators.priceMedian', 0, 1_000_000),
    priceSpread: num('Price spread', 'creators.priceSpread', 0, 3),
    popularitySpread: num('Popularity spread', 'creators.popularitySpread', 0, 3),
  }),
  activity: strictObject('activity', {
    purchasesPerUserMonthly: num('Purchases per user a month', 'activity.purchasesPerUserMonthly', 0, 100),
    runsPerUserMonthly: num('Runs per user a month', 'activity.runsPerUserMonthly', 0, 3000),
    pricePerRun: num('Price per run', 'activity.pricePerRun', 0, 10_000),
  }),
  platformFeePercent: num('Platform fee', 'platformFeePercent', 0, 100),
  staking: strictObject('staking', {
    share: num('Share of stakers', 'staking.share', 0, 1),
    stakeFraction: num('Share of balance staked', 'staking.stakeFraction', 0, 1),
    lockMix: strictObject('staking.lockMix', {
      flexible: num('Flexible lock share', 'staking.lockMix.flexible', 0, 1),
      days30: num('30-day lock share', 'staking.lockMix.days30', 0, 1),
      days90: num('90-day lock share', 'staking.lockMix.days90', 0, 1),
    }),
  }),
  emission: strictObject('emission', {
    kind: z.enum(EMISSION_KINDS, { error: 'Emission schedule (emission.kind) is halving or linear.' }),
    perDay: num('Rewards per day', 'emission.perDay', 0, 10_000_000),
    periodDays: num('Emission period', 'emission.periodDays', 1, 10_000, { int: true }),
  }),
  rewardsPool: num('Rewards pool', 'rewardsPool', 0, 1_000_000_000),
  feeToRewardsPercent: num('Fees to the rewards pool', 'feeToRewardsPercent', 0, 100),
  treasury: num('Treasury at genesis', 'treasury', 0, 1_000_000_000),
  bonus: strictObject('bonus', {
    users: num('Bonus users', 'bonus.users', 0, ECONOMY_SIM_MAX_USERS, { int: true }),
    amount: num('Bonus per user', 'bonus.amount', 0, 1_000_000),
  }),
  packs: strictObject('packs', {
    joinShare: num('Share buying a pack on joining', 'packs.joinShare', 0, 1),
    monthlyShare: num('Share buying a pack a month', 'packs.monthlyShare', 0, 1),
    size: num('Pack size', 'packs.size', 0, 1_000_000),
  }),
}).superRefine((p, ctx) => {
  if (p.users.max < p.users.starting)
    ctx.addIssue({
      code: 'custom',
      path: ['users', 'max'],
      message: `Most users (users.max) must be at least the starting users (${p.users.starting}).`,
    });
  const { flexible, days30, days90 } = p.staking.lockMix;
  if (flexible + days30 + days90 <= 0)
    ctx.addIssue({
      code: 'custom',
      path: ['staking', 'lockMix', 'flexible'],
      message: 'The lock mix (staking.lockMix) needs at least one share above 0.',
    });
  if (p.rewardsPool > p.treasury)
    ctx.addIssue({
      code: 'custom',
      path: ['rewardsPool'],
      message: `Rewards pool (rewardsPool) is funded from the treasury: at most ${p.treasury}.`,
    });
});

export type EconomySimParams = z.infer<typeof economySimParamsSchema>;

/** One refused parameter: its dotted path ("users.monthlyChurn") and a sentence that names it. */
export interface EconomySimParamError {
  path: string;
  message: string;
}

export type EconomySimParse =
  | { ok: true; params: EconomySimParams }
  | { ok: false; errors: EconomySimParamError[] };

export function parseEconomySimParams(input: unknown): EconomySimParse {
  const result = economySimParamsSchema.safeParse(input);
  if (result.success) return { ok: true, params: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      const message =
        issue.code === 'unrecognized_keys'
          ? `Unknown parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys
              .map((k) => (path ? `${path}.${k}` : k))
              .join(', ')}.`
          : issue.message;
      return { path, message };
    }),
  };
}

/** The product's own figures, which every preset starts from. */
export const PRODUCT_ECONOMY_DEFAULTS = {
  platformFeePercent: PLATFORM_FEE_PERCENT,
  treasury: TREASURY_GENESIS_AIZ,
  bonus: { users: SIGNUP_BONUS_USER_LIMIT, amount: SIGNUP_BONUS_AIZ },
} as const;
