/**
 * The simulated people: one slot per user who ever joined, in typed arrays (a balance and a stake in
 * milli-AIZ, a lock option and its unlock day, flags, a creator's income), and joining: the signup bonus
 * while the pool lasts, a first pack for some, a first stake for stakers, listings for creators.
 */
import type { EconomySimParams } from '../schemas/economy-sim';
import type { ListingTable } from './listings';
import { lognormal, type Random } from './prng';
import { toMilli } from './units';

export const ACTIVE = 1;
export const CREATOR = 2;
export const STAKER = 4;
/** Lock options: none (flexible), 30 days, 90 days, with the reward weights of in-app staking. */
export const LOCK_DAYS = [0, 30, 90] as const;
export const LOCK_WEIGHTS = [1, 1.25, 1.5] as const;

const DAYS_PER_MONTH = 30;
/** A day that never comes (an Int32Array holds it). */
export const NEVER = 2 ** 31 - 1;

/** The monthly figures of the parameters as chances per day. */
export function dailyRates(p: EconomySimParams) {
  return {
    growth: (1 + p.users.monthlyGrowth) ** (1 / DAYS_PER_MONTH) - 1,
    churn: 1 - (1 - p.users.monthlyChurn) ** (1 / DAYS_PER_MONTH),
    pack: p.packs.monthlyShare / DAYS_PER_MONTH,
    restake: 1 / DAYS_PER_MONTH,
    purchases: p.activity.purchasesPerUserMonthly / DAYS_PER_MONTH,
    runs: p.activity.runsPerUserMonthly / DAYS_PER_MONTH,
  };
}

/**
 * Days until something with chance `q` a day first happens (0: today), drawn once (a geometric draw) rather
 * than rolled every day: a user's day of leaving, next pack, next top-up of a stake.
 */
export function daysUntil(random: Random, q: number): number {
  if (q <= 0) return NEVER;
  if (q >= 1) return 0;
  return Math.min(NEVER, Math.floor(Math.log(1 - random.next()) / Math.log(1 - q)));
}

/** `from` plus `wait` days, where a wait of NEVER stays NEVER (no overflow of the Int32Array). */
export const dayOf = (from: number, wait: number): number => Math.min(NEVER, from + wait);

export class Population {
  readonly balance: Float64Array;
  readonly stake: Float64Array;
  /** Index into LOCK_DAYS and LOCK_WEIGHTS. */
  readonly lock: Uint8Array;
  readonly unlockDay: Int32Array;
  readonly flags: Uint8Array;
  /** A creator's income after the platform fee, over the whole run. */
  readonly earnings: Float64Array;
  /** The day each user leaves, buys their next pack, tops up their stake (stakers). */
  readonly leaveDay: Int32Array;
  readonly packDay: Int32Array;
  readonly restakeDay: Int32Array;
  readonly rates: ReturnType<typeof dailyRates>;
  joined = 0;
  active = 0;
  activeCreators = 0;
  /** Milli-AIZ left in the signup pool, and minted by packs bought on joining since the last read. */
  signupPool: number;
  packsMintedOnJoin = 0;
  listingsChanged = false;
  private readonly bonus: number;
  private readonly packSize: number;
  private readonly mixFlexible: number;
  private readonly mixUpTo30: number;
  private readonly wholeListings: number;
  private readonly extraListing: number;

  constructor(
    private readonly p: EconomySimParams,
    private readonly random: Random,
    private readonly listings: ListingTable,
  ) {
    const cap = p.users.max;
    this.balance = new Float64Array(cap);
    this.stake = new Float64Array(cap);
    this.lock = new Uint8Array(cap);
    this.unlockDay = new Int32Array(cap);
    this.flags = new Uint8Array(cap);
    this.earnings = new Float64Array(cap);
    this.leaveDay = new Int32Array(cap);
    this.packDay = new Int32Array(cap);
    this.restakeDay = new Int32Array(cap);
    this.rates = dailyRates(p);
    this.signupPool = p.bonus.users * toMilli(p.bonus.amount);
    this.bonus = toMilli(p.bonus.amount);
    this.packSize = toMilli(p.packs.size);
    const mix = p.staking.lockMix;
    const total = mix.flexible + mix.days30 + mix.days90;
    this.mixFlexible = mix.flexible / total;
    this.mixUpTo30 = (mix.flexible + mix.days30) / total;
    this.wholeListings = Math.floor(p.creators.listingsPerCreator);
    this.extraListing = p.creators.listingsPerCreator - this.wholeListings;
  }

  get full(): boolean {
    return this.joined === this.balance.length;
  }

  join(day: number): void {
    const { p, random } = this;
    const i = this.joined++;
    this.active++;
    let f = ACTIVE;
    if (random.next() < p.creators.share) f |= CREATOR;
    if (random.next() < p.staking.share) f |= STAKER;
    const l = random.next();
    this.lock[i] = l < this.mixFlexible ? 0 : l < this.mixUpTo30 ? 1 : 2;
    this.flags[i] = f;
    let balance = 0;
    if (this.bonus > 0 && this.signupPool >= this.bonus) {
      this.signupPool -= this.bonus;
      balance += this.bonus;
    }
    if (random.next() < p.packs.joinShare) {
      balance += this.packSize;
      this.packsMintedOnJoin += this.packSize;
    }
    if (f & STAKER) {
      // Stakers stake as they arrive, then a share of what comes in about once a month.
      const amount = Math.floor(balance * p.staking.stakeFraction);
      balance -= amount;
      this.stake[i] = amount;
      this.unlockDay[i] = day + LOCK_DAYS[this.lock[i]!]!;
      this.restakeDay[i] = dayOf(day + 1, daysUntil(random, this.rates.restake));
    }
    this.balance[i] = balance;
    this.leaveDay[i] = dayOf(day, daysUntil(random, this.rates.churn));
    this.packDay[i] = dayOf(day + 1, daysUntil(random, this.rates.pack));
    if (f & CREATOR) {
      this.activeCreators++;
      const count = this.wholeListings + (random.next() < this.extraListing ? 1 : 0);
      for (let k = 0; k < count; k++) {
        const price = toMilli(lognormal(random, p.creators.priceMedian, p.creators.priceSpread));
        this.listings.add(i, price, lognormal(random, 1, p.creators.popularitySpread));
      }
      this.listingsChanged = true;
    }
  }
}
