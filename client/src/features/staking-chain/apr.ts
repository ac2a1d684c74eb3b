/**
 * The on-chain staking contract's rate, read from the contract itself: it pays `rewardRate` AIZ base units
 * per second, shared by everything staked (`totalSupply`), until `periodFinish`. Staked and reward token are
 * both AIZ, so the yearly rate is rewardRate × seconds per year ÷ totalSupply. It is variable: it falls as
 * more is staked, and it is 0 once the period ends until the owner funds another.
 */
export const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n;

export type ChainApr =
  | { kind: 'rate'; percent: number }
  | { kind: 'ended' }
  | { kind: 'nobody-staked'; rewardPerYear: bigint };

export function onChainApr(args: {
  rewardRate: bigint;
  totalSupply: bigint;
  periodFinish: bigint;
  /** Seconds since the epoch (the chain's latest block time). */
  now: bigint;
}): ChainApr {
  if (args.periodFinish <= args.now || args.rewardRate === 0n) return { kind: 'ended' };
  const perYear = args.rewardRate * SECONDS_PER_YEAR;
  if (args.totalSupply === 0n) return { kind: 'nobody-staked', rewardPerYear: perYear };
  // Basis points of basis points (1e-6 %) in integers, then one division to a number.
  const micro = (perYear * 100_000_000n) / args.totalSupply;
  return { kind: 'rate', percent: Number(micro) / 1_000_000 };
}
