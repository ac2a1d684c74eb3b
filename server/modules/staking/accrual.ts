/**
 * The staking rewards maths, Synthetix StakingRewards style, in exact integers (bigint base units of
 * 18 decimals). Pure: no database, no clock; times are whole seconds since the epoch.
 *
 * - A funded period emits `rewardRate` base units per second until `periodFinish`.
 * - `rewardPerToken` (scaled by PRECISION = 1e18) grows by rate × elapsed × 1e18 / totalWeighted while
 *   anyone is staked; a staker has earned weighted × (rewardPerToken − their paid mark) / 1e18 since
 *   their last update.
 * - Every division rounds down, so the sum of what stakers earn never exceeds what was emitted, and
 *   what is emitted never exceeds what was funded. Seconds with nobody staked emit to no one: that AIZ
 *   stays in the rewards pool, owed to nobody.
 */

export const PRECISION = 10n ** 18n;
export const WEIGHT_SCALE = 10_000n;
export const SECONDS_PER_DAY = 86_400n;

export interface GlobalAccrual {
  /** Base units emitted per second in the current period (0 before any funding). */
  rewardRate: bigint;
  /** When the current period ends (seconds); 0 before any funding. */
  periodFinish: bigint;
  /** When rewardPerTokenStored was last brought up to date (seconds). */
  lastUpdate: bigint;
  /** Reward per weighted base unit, × PRECISION. */
  rewardPerTokenStored: bigint;
  /** Sum of every open position's weighted amount. */
  totalWeighted: bigint;
}

export interface StakerAccrual {
  /** Sum of the staker's open positions' weighted amounts. */
  weighted: bigint;
  /** rewardPerToken when the staker was last updated. */
  rewardPerTokenPaid: bigint;
  /** Earned and not yet claimed, as of that update. */
  rewards: bigint;
}

export const EMPTY_GLOBAL: GlobalAccrual = {
  rewardRate: 0n,
  periodFinish: 0n,
  lastUpdate: 0n,
  rewardPerTokenStored: 0n,
  totalWeighted: 0n,
};

export const EMPTY_STAKER: StakerAccrual = { weighted: 0n, rewardPerTokenPaid: 0n, rewards: 0n };

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The last second rewards accrue for: now, or the period's end when it is over. */
export function lastTimeRewardApplicable(g: GlobalAccrual, now: bigint): bigint {
  return min(now, g.periodFinish);
}

export function rewardPerToken(g: GlobalAccrual, now: bigint): bigint {
  if (g.totalWeighted === 0n) return g.rewardPerTokenStored;
  const until = lastTimeRewardApplicable(g, now);
  const elapsed = until > g.lastUpdate ? until - g.lastUpdate : 0n;
  return g.rewardPerTokenStored + (elapsed * g.rewardRate * PRECISION) / g.totalWeighted;
}

/** What a staker has earned and not claimed, at `now`. */
export function earned(g: GlobalAccrual, s: StakerAccrual, now: bigint): bigint {
  return (s.weighted * (rewardPerToken(g, now) - s.rewardPerTokenPaid)) / PRECISION + s.rewards;
}

/** Brings the accumulator to `now` (before any change of stakes or rate). */
export function updateGlobal(g: GlobalAccrual, now: bigint): GlobalAccrual {
  return {
    ...g,
    rewardPerTokenStored: rewardPerToken(g, now),
    lastUpdate: g.periodFinish === 0n ? now : lastTimeRewardApplicable(g, now),
  };
}

/** Settles a staker against an up-to-date accumulator (call updateGlobal first). */
export function settleStaker(g: GlobalAccrual, s: StakerAccrual): StakerAccrual {
  return {
    ...s,
    rewards: (s.weighted * (g.rewardPerTokenStored - s.rewardPerTokenPaid)) / PRECISION + s.rewards,
    rewardPerTokenPaid: g.rewardPerTokenStored,
  };
}

/** A weighted amount: amount × weight (basis points of 1.0), rounded down. */
export function weightedAmount(amount: bigint, weightBps: bigint): bigint {
  return (amount * weightBps) / WEIGHT_SCALE;
}

/** Adds (or, negative, removes) a weighted amount for one staker, settling first. */
export function changeStake(
  g: GlobalAccrual,
  s: StakerAccrual,
  deltaWeighted: bigint,
  now: bigint,
): { global: GlobalAccrual; staker: StakerAccrual } {
  const global = updateGlobal(g, now);
  const settled = settleStaker(global, s);
  const weighted = settled.weighted + deltaWeighted;
  const totalWeighted = global.totalWeighted + deltaWeighted;
  if (weighted < 0n || totalWeighted < 0n) throw new RangeError('A stake cannot go below zero.');
  return { global: { ...global, totalWeighted }, staker: { ...settled, weighted } };
}

/** Takes a staker's earned rewards out (claim or compound): the amount, and the staker with none owed. */
export function takeRewards(
  g: GlobalAccrual,
  s: StakerAccrual,
  now: bigint,
): { global: GlobalAccrual; staker: StakerAccrual; amount: bigint } {
  const global = updateGlobal(g, now);
  const settled = settleStaker(global, s);
  return { global, staker: { ...settled, rewards: 0n }, amount: settled.rewards };
}

/**
 * Synthetix notifyRewardAmount: `amount` more to emit over `duration` seconds from now. A period still
 * running adds what it had left to emit (remaining seconds × rate) to the new amount.
 */
export function notifyRewardAmount(g: GlobalAccrual, amount: bigint, duration: bigint, now: bigint) {
  if (amount <= 0n) throw new RangeError('A funding has a positive amount.');
  if (duration <= 0n) throw new RangeError('A reward period lasts at least a second.');
  const global = updateGlobal(g, now);
  const leftover = now < global.periodFinish ? (global.periodFinish - now) * global.rewardRate : 0n;
  const rewardRate = (amount + leftover) / duration;
  if (rewardRate === 0n) throw new RangeError('The amount is too small to emit over this period.');
  return {
    global: { ...global, rewardRate, lastUpdate: now, periodFinish: now + duration },
    leftover,
  };
}

/** What is still to be emitted from `now` to the period's end at the current rate. */
export function remainingEmission(g: GlobalAccrual, now: bigint): bigint {
  return now < g.periodFinish ? (g.periodFinish - now) * g.rewardRate : 0n;
}

/**
 * The variable APR in basis points of a year: what one weighted unit earns per year at the current
 * rate, as a share of itself. `weightBps` scales it for a lock (a 1.5× lock earns 1.5× the base APR).
 * Null when nothing is emitted now (no period running) or nobody is staked (the first staker takes
 * all of the emission, which is no rate to show).
 */
export const SECONDS_PER_YEAR = 365n * SECONDS_PER_DAY;
export function aprBps(g: GlobalAccrual, now: bigint, weightBps: bigint = WEIGHT_SCALE): bigint | null {
  if (now >= g.periodFinish || g.rewardRate === 0n || g.totalWeighted === 0n) return null;
  return (g.rewardRate * SECONDS_PER_YEAR * weightBps) / g.totalWeighted;
}

/** Epoch seconds of a Date, rounded down. */
export function toSeconds(at: Date): bigint {
  return BigInt(Math.floor(at.getTime() / 1000));
}
