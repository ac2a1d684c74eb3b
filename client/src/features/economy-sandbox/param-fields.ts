/**
 * The sandbox's parameters as form fields, in the order and groups the form shows them. Each field's `path`
 * is the dotted path of the parameter (`users.monthlyGrowth`), which is also its key in a shared link and
 * the path the schema's errors carry.
 */
export interface ParamField {
  path: string;
  label: string;
  /** A short hint under the field. */
  hint?: string;
  step?: string;
  /** A choice rather than a number. */
  options?: readonly { value: string; label: string }[];
}

export interface ParamGroup {
  title: string;
  fields: readonly ParamField[];
}

export const PARAM_GROUPS: readonly ParamGroup[] = [
  {
    title: 'Run',
    fields: [
      { path: 'seed', label: 'Seed', hint: 'Same seed and parameters, same result.', step: '1' },
      { path: 'days', label: 'Days', hint: '1095 = 3 years.', step: '1' },
    ],
  },
  {
    title: 'Users',
    fields: [
      { path: 'users.starting', label: 'Starting users', step: '1' },
      {
        path: 'users.monthlyGrowth',
        label: 'Monthly growth',
        hint: '0.08 = 8% new users a month.',
        step: '0.01',
      },
      {
        path: 'users.monthlyChurn',
        label: 'Monthly churn',
        hint: 'Share of active users leaving a month.',
        step: '0.01',
      },
      { path: 'users.max', label: 'Most users', hint: 'Growth stops at this many.', step: '1' },
    ],
  },
  {
    title: 'Creators and activity',
    fields: [
      { path: 'creators.share', label: 'Share of creators', hint: '0–1', step: '0.01' },
      { path: 'creators.listingsPerCreator', label: 'Listings per creator', step: '0.5' },
      { path: 'creators.priceMedian', label: 'Median listing price (AIZ)', step: '1' },
      {
        path: 'creators.priceSpread',
        label: 'Price spread',
        hint: 'σ of the lognormal; 0 = one price.',
        step: '0.1',
      },
      {
        path: 'creators.popularitySpread',
        label: 'Popularity spread',
        hint: '0 = every listing alike.',
        step: '0.1',
      },
      { path: 'activity.purchasesPerUserMonthly', label: 'Purchases per user a month', step: '0.1' },
      { path: 'activity.runsPerUserMonthly', label: 'Runs per user a month', step: '1' },
      { path: 'activity.pricePerRun', label: 'Price per run (AIZ)', step: '0.1' },
      { path: 'platformFeePercent', label: 'Platform fee (%)', step: '0.5' },
    ],
  },
  {
    title: 'Packs and bonus',
    fields: [
      { path: 'packs.joinShare', label: 'Share buying a pack on joining', hint: '0–1', step: '0.05' },
      { path: 'packs.monthlyShare', label: 'Share buying a pack a month', hint: '0–1', step: '0.01' },
      { path: 'packs.size', label: 'Pack size (AIZ)', step: '10' },
      { path: 'bonus.users', label: 'Bonus users', hint: 'The first this many get the bonus.', step: '1' },
      { path: 'bonus.amount', label: 'Bonus per user (AIZ)', step: '100' },
    ],
  },
  {
    title: 'Staking and emission',
    fields: [
      { path: 'staking.share', label: 'Share of stakers', hint: '0–1', step: '0.05' },
      { path: 'staking.stakeFraction', label: 'Share of balance staked', hint: '0–1', step: '0.05' },
      {
        path: 'staking.lockMix.flexible',
        label: 'Flexible (weight 1.0)',
        hint: 'Lock mix: relative shares.',
        step: '0.05',
      },
      { path: 'staking.lockMix.days30', label: '30-day lock (weight 1.25)', step: '0.05' },
      { path: 'staking.lockMix.days90', label: '90-day lock (weight 1.5)', step: '0.05' },
      {
        path: 'emission.kind',
        label: 'Emission schedule',
        options: [
          { value: 'halving', label: 'Halving every period' },
          { value: 'linear', label: 'Linear decay to zero over the period' },
        ],
      },
      { path: 'emission.perDay', label: 'Rewards per day (AIZ)', step: '50' },
      { path: 'emission.periodDays', label: 'Emission period (days)', step: '1' },
      {
        path: 'rewardsPool',
        label: 'Rewards pool (AIZ)',
        hint: 'Funded from the treasury at genesis.',
        step: '1000',
      },
      { path: 'feeToRewardsPercent', label: 'Fees to the rewards pool (%)', step: '1' },
      { path: 'treasury', label: 'Treasury at genesis (AIZ)', step: '1000' },
    ],
  },
];

export const PARAM_FIELDS: readonly ParamField[] = PARAM_GROUPS.flatMap((g) => g.fields);
