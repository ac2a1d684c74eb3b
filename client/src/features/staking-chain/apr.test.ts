import { describe, expect, it } from 'vitest';
import { onChainApr, SECONDS_PER_YEAR } from './apr';

const AIZ = 10n ** 18n;

describe('onChainApr', () => {
  it('is rewardRate × a year ÷ the total staked', () => {
    // 10,000 AIZ a year over 100,000 AIZ staked: 10 % (less the rate's rounding down to whole base units a second).
    const rewardRate = (10_000n * AIZ) / SECONDS_PER_YEAR;
    const apr = onChainApr({ rewardRate, totalSupply: 100_000n * AIZ, periodFinish: 2_000n, now: 1_000n });
    expect(apr.kind).toBe('rate');
    expect(apr.kind === 'rate' && apr.percent).toBeCloseTo(10, 5);
  });

  it('falls as more is staked', () => {
    const rewardRate = AIZ;
    const a = onChainApr({ rewardRate, totalSupply: 1_000n * AIZ, periodFinish: 10n, now: 1n });
    const b = onChainApr({ rewardRate, totalSupply: 2_000n * AIZ, periodFinish: 10n, now: 1n });
    expect(a.kind === 'rate' && b.kind === 'rate' && a.percent / b.percent).toBeCloseTo(2, 9);
  });

  it('has no rate while nobody is staked, and none after the period', () => {
    expect(onChainApr({ rewardRate: AIZ, totalSupply: 0n, periodFinish: 10n, now: 1n })).toEqual({
      kind: 'nobody-staked',
      rewardPerYear: AIZ * SECONDS_PER_YEAR,
    });
    expect(onChainApr({ rewardRate: AIZ, totalSupply: AIZ, periodFinish: 10n, now: 10n })).toEqual({
      kind: 'ended',
    });
  });
});
