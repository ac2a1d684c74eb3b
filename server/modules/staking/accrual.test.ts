import { describe, expect, it } from 'vitest';
import {
  aprBps,
  changeStake,
  EMPTY_GLOBAL,
  EMPTY_STAKER,
  earned,
  type GlobalAccrual,
  notifyRewardAmount,
  PRECISION,
  remainingEmission,
  type StakerAccrual,
  takeRewards,
  weightedAmount,
} from './accrual';

/** A tiny driver of the pure functions: named stakers, a clock, what was funded and paid. */
function market() {
  let g: GlobalAccrual = EMPTY_GLOBAL;
  const stakers = new Map<string, StakerAccrual>();
  let funded = 0n;
  let paid = 0n;
  const get = (name: string) => stakers.get(name) ?? EMPTY_STAKER;
  return {
    fund(amount: bigint, seconds: bigint, now: bigint) {
      const r = notifyRewardAmount(g, amount, seconds, now);
      g = r.global;
      funded += amount;
      return r.leftover;
    },
    stake(name: string, amount: bigint, weightBps: bigint, now: bigint) {
      const r = changeStake(g, get(name), weightedAmount(amount, weightBps), now);
      g = r.global;
      stakers.set(name, r.staker);
    },
    unstake(name: string, weighted: bigint, now: bigint) {
      const r = changeStake(g, get(name), -weighted, now);
      g = r.global;
      stakers.set(name, r.staker);
    },
    claim(name: string, now: bigint) {
      const r = takeRewards(g, get(name), now);
      g = r.global;
      stakers.set(name, r.staker);
      paid += r.amount;
      return r.amount;
    },
    earned: (name: string, now: bigint) => earned(g, get(name), now),
    owed: (now: bigint) => [...stakers.values()].reduce((sum, s) => sum + earned(g, s, now), 0n),
    get global() {
      return g;
    },
    get funded() {
      return funded;
    },
    get paid() {
      return paid;
    },
  };
}

const FLEX = 10_000n;
const D30 = 12_500n;
const D90 = 15_000n;

describe('staking accrual (Synthetix reward per weighted token)', () => {
  it('matches the hand-computed table: three stakers, weights, a top-up mid-period, a leaver', () => {
    const m = market();
    // t=1000: 1000 over 100 s, 10 per second until 1100. A stakes 100 flexible (weighted 100).
    m.fund(1000n, 100n, 1000n);
    expect(m.global.rewardRate).toBe(10n);
    m.stake('A', 100n, FLEX, 1000n);
    // t=1020: 200 emitted, all to A (reward per token 2). B stakes 100 for 90 days (weighted 150).
    m.stake('B', 100n, D90, 1020n);
    expect(m.global.rewardPerTokenStored).toBe(2n * PRECISION);
    expect(m.earned('A', 1020n)).toBe(200n);
    // t=1040: 200 over 250 weighted (+0.8). C stakes 200 for 30 days (weighted 250).
    m.stake('C', 200n, D30, 1040n);
    expect(m.earned('A', 1040n)).toBe(280n);
    expect(m.earned('B', 1040n)).toBe(120n);
    // t=1050: 100 over 500 (+0.2). Top-up of 600 over 100 s: 50 s × 10 left over, rate (600+500)/100 = 11.
    const leftover = m.fund(600n, 100n, 1050n);
    expect(leftover).toBe(500n);
    expect(m.global.rewardRate).toBe(11n);
    expect(m.global.periodFinish).toBe(1150n);
    expect([m.earned('A', 1050n), m.earned('B', 1050n), m.earned('C', 1050n)]).toEqual([300n, 150n, 50n]);
    // t=1070: 220 over 500 (+0.44). A leaves, keeping what it earned.
    m.unstake('A', 100n, 1070n);
    expect([m.earned('A', 1070n), m.earned('B', 1070n), m.earned('C', 1070n)]).toEqual([344n, 216n, 160n]);
    // t=1150, the end: 880 over 400 (+2.2). A earned nothing more.
    expect([m.earned('A', 1150n), m.earned('B', 1150n), m.earned('C', 1150n)]).toEqual([344n, 546n, 710n]);
    // After the end nothing accrues; everything funded is owed, not a unit more.
    expect(m.owed(5000n)).toBe(1600n);
    expect(m.funded).toBe(1600n);
    expect(m.claim('B', 1200n)).toBe(546n);
    expect(m.claim('B', 1300n)).toBe(0n);
    expect(m.paid + m.owed(1300n)).toBe(1600n);
  });

  it('rounds every share down, so stakers are owed at most what was emitted', () => {
    const m = market();
    m.fund(1000n, 7n, 0n); // rate 142, 6 units of dust stay in the pool
    m.stake('A', 1n, FLEX, 0n);
    m.stake('B', 1n, D30, 0n);
    m.stake('C', 1n, D90, 0n); // weighted 1, 1, 1 (1.25 and 1.5 of 1 round down)
    expect(m.global.totalWeighted).toBe(3n);
    expect(m.owed(7n)).toBe(993n); // 3 × floor(994/3)
    expect(m.owed(7n)).toBeLessThanOrEqual(1000n);
  });

  it('emits nothing to anyone while nobody is staked', () => {
    const m = market();
    m.fund(1000n, 100n, 0n);
    m.stake('A', 10n, FLEX, 50n);
    expect(m.earned('A', 100n)).toBe(500n);
    expect(remainingEmission(m.global, 100n)).toBe(0n);
  });

  it('never owes more than was funded, whatever the order of stakes, exits, top-ups and claims', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 30; round++) {
      const m = market();
      const weights = [FLEX, D30, D90];
      const held = new Map<string, bigint>();
      let now = 1_000n;
      m.fund(BigInt(1 + random(10 ** 9)) * 10n ** 12n, BigInt(1 + random(10_000)), now);
      for (let step = 0; step < 200; step++) {
        now += BigInt(random(500));
        const name = `s${random(6)}`;
        const op = random(10);
        if (op < 4) {
          const w = weightedAmount(
            BigInt(1 + random(10 ** 6)) * 10n ** 15n + BigInt(random(999)),
            weights[random(3)]!,
          );
          m.stake(name, w, FLEX, now);
          held.set(name, (held.get(name) ?? 0n) + w);
        } else if (op < 6 && (held.get(name) ?? 0n) > 0n) {
          m.unstake(name, held.get(name)!, now);
          held.set(name, 0n);
        } else if (op < 8) {
          m.claim(name, now);
        } else if (op === 8) {
          m.fund(BigInt(1 + random(10 ** 6)) * 10n ** 12n + 7n, BigInt(1 + random(5_000)), now);
        }
        expect(m.paid + m.owed(now)).toBeLessThanOrEqual(m.funded);
        expect(m.paid + m.owed(now) + remainingEmission(m.global, now)).toBeLessThanOrEqual(m.funded);
      }
    }
  });

  it('computes the variable APR from the emission rate and the total weighted stake', () => {
    const m = market();
    expect(aprBps(m.global, 0n)).toBeNull(); // no period
    m.fund(365n * 86_400n * 10n, 365n * 86_400n, 0n); // 10 a second for a year
    expect(aprBps(m.global, 10n)).toBeNull(); // nobody staked
    m.stake('A', 1000n, D90, 10n); // weighted 1500
    // 10 × 31,536,000 / 1500 per weighted unit a year = 210,240 % ; a 1.5× lock earns 1.5× that.
    expect(aprBps(m.global, 20n)).toBe(2_102_400_000n);
    expect(aprBps(m.global, 20n, D90)).toBe(3_153_600_000n);
    expect(aprBps(m.global, 365n * 86_400n)).toBeNull(); // the period ended
  });

  it('refuses a funding too small to emit and a stake below zero', () => {
    expect(() => notifyRewardAmount(EMPTY_GLOBAL, 5n, 10n, 0n)).toThrow(/too small/);
    expect(() => changeStake(EMPTY_GLOBAL, EMPTY_STAKER, -1n, 0n)).toThrow(RangeError);
  });
});
