/**
 * Ready scenarios for the sandbox. Each starts from the product's own figures (platform fee, treasury at
 * genesis, the signup bonus of 100 × 1000 AIZ) and runs three years of days.
 */
import { type EconomySimParams, PRODUCT_ECONOMY_DEFAULTS } from '../schemas/economy-sim';

export const ECONOMY_PRESET_IDS = ['launch', 'growth', 'bear'] as const;
export type EconomyPresetId = (typeof ECONOMY_PRESET_IDS)[number];

export interface EconomyPreset {
  id: EconomyPresetId;
  name: string;
  description: string;
  params: EconomySimParams;
}

const THREE_YEARS = 3 * 365;

const launch: EconomySimParams = {
  seed: 1,
  days: THREE_YEARS,
  users: { starting: 100, monthlyGrowth: 0.25, monthlyChurn: 0.08, max: 20_000 },
  creators: { share: 0.1, listingsPerCreator: 2, priceMedian: 20, priceSpread: 0.8, popularitySpread: 1.2 },
  activity: { purchasesPerUserMonthly: 1, runsPerUserMonthly: 20, pricePerRun: 0.5 },
  platformFeePercent: PRODUCT_ECONOMY_DEFAULTS.platformFeePercent,
  staking: { share: 0.3, stakeFraction: 0.5, lockMix: { flexible: 0.5, days30: 0.3, days90: 0.2 } },
  emission: { kind: 'halving', perDay: 500, periodDays: 365 },
  rewardsPool: 300_000,
  feeToRewardsPercent: 0,
  treasury: PRODUCT_ECONOMY_DEFAULTS.treasury,
  bonus: { ...PRODUCT_ECONOMY_DEFAULTS.bonus },
  packs: { joinShare: 0.3, monthlyShare: 0.1, size: 100 },
};

const growth: EconomySimParams = {
  ...launch,
  users: { starting: 10_000, monthlyGrowth: 0.08, monthlyChurn: 0.04, max: 60_000 },
  creators: { share: 0.12, listingsPerCreator: 3, priceMedian: 25, priceSpread: 0.9, popularitySpread: 1.4 },
  activity: { purchasesPerUserMonthly: 1.5, runsPerUserMonthly: 30, pricePerRun: 0.5 },
  staking: { share: 0.35, stakeFraction: 0.5, lockMix: { flexible: 0.4, days30: 0.3, days90: 0.3 } },
  emission: { kind: 'halving', perDay: 1000, periodDays: 365 },
  rewardsPool: 500_000,
  feeToRewardsPercent: 20,
  packs: { joinShare: 0.4, monthlyShare: 0.15, size: 100 },
};

const bear: EconomySimParams = {
  ...launch,
  users: { starting: 10_000, monthlyGrowth: 0.01, monthlyChurn: 0.12, max: 15_000 },
  creators: { share: 0.08, listingsPerCreator: 2, priceMedian: 15, priceSpread: 0.8, popularitySpread: 1.2 },
  activity: { purchasesPerUserMonthly: 0.5, runsPerUserMonthly: 8, pricePerRun: 0.5 },
  staking: { share: 0.25, stakeFraction: 0.6, lockMix: { flexible: 0.6, days30: 0.25, days90: 0.15 } },
  emission: { kind: 'linear', perDay: 800, periodDays: 730 },
  rewardsPool: 400_000,
  packs: { joinShare: 0.1, monthlyShare: 0.03, size: 100 },
};

export const ECONOMY_PRESETS: readonly EconomyPreset[] = [
  {
    id: 'launch',
    name: 'Launch',
    description: '100 people at the start, fast growth, the bonus pool spent in the first weeks.',
    params: launch,
  },
  {
    id: 'growth',
    name: 'Growth',
    description: '10,000 people growing 8% a month; a fifth of the fees refill the rewards pool.',
    params: growth,
  },
  {
    id: 'bear',
    name: 'Bear',
    description: '10,000 people, heavy churn, few purchases; rewards fall linearly to zero over two years.',
    params: bear,
  },
];

export function economyPreset(id: EconomyPresetId): EconomyPreset {
  const preset = ECONOMY_PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`No economy preset ${id}`);
  return preset;
}
