import { describe, expect, it } from 'vitest';
import type { EconomySimParams } from '../schemas/economy-sim';
import { ECONOMY_PRESETS, economyPreset } from './presets';
import { DAILY_SERIES, EconomySimParamsError, emissionOn, simulateEconomy } from './simulate';

/** A small run of every preset's kind: a few hundred users over a year, quick enough for every test. */
const small = (id: 'launch' | 'growth' | 'bear', seed = 7): EconomySimParams => {
  const p = economyPreset(id).params;
  return {
    ...p,
    seed,
    days: 365,
    users: { ...p.users, starting: Math.min(p.users.starting, 300), max: 2_000 },
  };
};

const GROUPS = [
  'users',
  'creators',
  'staked',
  'treasury',
  'rewardsPool',
  'platformFees',
  'signupPool',
] as const;

describe('simulateEconomy', () => {
  it('gives identical results for the same seed and parameters', () => {
    const a = simulateEconomy(small('growth'));
    const b = simulateEconomy(small('growth'));
    for (const name of DAILY_SERIES)
      expect(Array.from(b.series[name]), name).toEqual(Array.from(a.series[name]));
    expect(b.creatorIncome).toEqual(a.creatorIncome);
    expect(b.totals).toEqual(a.totals);
  });

  it('gives different results for a different seed', () => {
    const a = simulateEconomy(small('growth', 1));
    const b = simulateEconomy(small('growth', 2));
    expect(Array.from(b.series.circulating)).not.toEqual(Array.from(a.series.circulating));
    expect(b.creatorIncome.percentiles).not.toEqual(a.creatorIncome.percentiles);
  });

  it.each(ECONOMY_PRESETS.map((p) => p.id))(
    'conserves AIZ every day of the %s preset: the groups add up to what was minted',
    (id) => {
      const r = simulateEconomy(small(id));
      let moved = 0;
      for (let day = 0; day < r.days; day++) {
        const sum = GROUPS.reduce((total, g) => total + r.series[g][day]!, 0);
        expect(sum, `day ${day}`).toBe(r.series.supply[day]);
        expect(r.series.circulating[day]).toBe(r.series.users[day]! + r.series.creators[day]!);
        for (const g of GROUPS) expect(r.series[g][day], `${g} on day ${day}`).toBeGreaterThanOrEqual(0);
        moved += r.series.creatorIncome[day]! + r.series.rewardsPaid[day]!;
      }
      // Not a run where nothing happened: money moved, and the pools were drawn on.
      expect(moved).toBeGreaterThan(0);
      expect(r.series.signupPool[r.days - 1]).toBeLessThan(r.series.signupPool[0]! + 1);
    },
  );

  it('starts from the genesis figures and mints only for packs', () => {
    const p = { ...small('launch'), packs: { joinShare: 0, monthlyShare: 0, size: 100 } };
    const r = simulateEconomy(p);
    const genesis = (p.treasury + p.bonus.users * p.bonus.amount) * 1000;
    expect(Array.from(new Set(r.series.supply))).toEqual([genesis]);
    expect(r.series.packsMinted.every((v) => v === 0)).toBe(true);
  });

  it('never pays more rewards than the pool held, and stops when it is empty', () => {
    const p = { ...small('growth'), rewardsPool: 20_000, feeToRewardsPercent: 0 };
    const r = simulateEconomy(p);
    const paid = r.series.rewardsPaid.reduce((a, b) => a + b, 0);
    expect(paid).toBeLessThanOrEqual(20_000 * 1000);
    expect(paid).toBeGreaterThan(19_000 * 1000);
    expect(r.series.rewardsPool[r.days - 1]).toBeLessThan(1000);
    expect(r.series.stakingApr[r.days - 1]).toBeLessThan(0.001);
  });

  it('computes the APR from the day’s rewards and the weighted stake', () => {
    const r = simulateEconomy(small('launch'));
    const day = 100;
    const apr = r.series.stakingApr[day]!;
    expect(apr).toBeGreaterThan(0);
    // Rewards paid on a day are the APR's rewards, up to the rounding down of each staker's share.
    expect(r.series.rewardsPaid[day]).toBeLessThanOrEqual(emissionOn(small('launch').emission, day) * 1000);
  });

  it('reports the creators’ income distribution', () => {
    const r = simulateEconomy(small('growth'));
    const d = r.creatorIncome;
    expect(d.creators).toBeGreaterThan(10);
    expect(d.histogram.reduce((n, b) => n + b.creators, 0)).toBe(d.creators);
    const { p10, p50, p90, p99, max } = d.percentiles;
    expect(p10).toBeLessThanOrEqual(p50);
    expect(p50).toBeLessThanOrEqual(p90);
    expect(p90).toBeLessThanOrEqual(p99);
    expect(p99).toBeLessThanOrEqual(max);
    const income = r.series.creatorIncome.reduce((a, b) => a + b, 0) / 1000;
    expect(d.total).toBeCloseTo(income, 3);
  });

  it('names each invalid parameter in the error', () => {
    const p = small('launch');
    const bad = {
      ...p,
      users: { ...p.users, monthlyChurn: 1.5 },
      staking: { ...p.staking, share: -0.1 },
      emission: { ...p.emission, kind: 'exponential' },
    };
    let error: unknown;
    try {
      simulateEconomy(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EconomySimParamsError);
    const { errors, message } = error as EconomySimParamsError;
    expect(errors.map((e) => e.path).sort()).toEqual([
      'emission.kind',
      'staking.share',
      'users.monthlyChurn',
    ]);
    expect(message).toContain('Monthly churn (users.monthlyChurn) must be between 0 and 0.9.');
    expect(message).toContain('Share of stakers (staking.share)');
    expect(message).toContain('emission.kind');
  });

  it('names a missing parameter, an unknown one and a pool larger than the treasury', () => {
    const { seed: _seed, ...noSeed } = small('launch');
    expect(() => simulateEconomy(noSeed)).toThrow('Seed (seed) must be a number.');
    expect(() => simulateEconomy({ ...small('launch'), speed: 3 })).toThrow('Unknown parameter: speed.');
    expect(() => simulateEconomy({ ...small('launch'), rewardsPool: 2_000_000 })).toThrow(
      'Rewards pool (rewardsPool) is funded from the treasury',
    );
  });

  it('stops adding users at the cap and says when', () => {
    const p = small('launch');
    const r = simulateEconomy({ ...p, users: { ...p.users, max: 400 } });
    expect(r.totals.usersJoined).toBe(400);
    expect(r.totals.capReachedDay).toBeGreaterThan(0);
  });

  it('reports progress', () => {
    const seen: number[] = [];
    simulateEconomy(small('bear'), { onProgress: (done) => seen.push(done), progressEveryDays: 100 });
    expect(seen).toEqual([100, 200, 300, 365]);
  });
});

describe('emissionOn', () => {
  it('halves every period, or falls linearly to zero', () => {
    const halving = { kind: 'halving', perDay: 1000, periodDays: 365 } as const;
    expect([0, 364, 365, 730].map((d) => emissionOn(halving, d))).toEqual([1000, 1000, 500, 250]);
    const linear = { kind: 'linear', perDay: 800, periodDays: 400 } as const;
    expect([0, 100, 400, 500].map((d) => emissionOn(linear, d))).toEqual([800, 600, 0, 0]);
  });
});
