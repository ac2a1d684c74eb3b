/**
 * The sandbox token economy, one day at a time (see README.md for the model). Pure: parameters and a seed
 * in, daily series and the creators' income distribution out; the same seed and parameters give the same
 * result to the unit. Per-user state lives in typed arrays indexed by the user's slot.
 */
import { type EconomySimParams, parseEconomySimParams } from '../schemas/economy-sim';
import { type CreatorIncomeDistribution, creatorIncomeDistribution } from './creator-income';
import { ListingTable } from './listings';
import { ACTIVE, CREATOR, dayOf, daysUntil, LOCK_DAYS, LOCK_WEIGHTS, Population, STAKER } from './population';
import { mulberry32, poisson } from './prng';
import { MILLI_PER_AIZ, toMilli } from './units';

/** The daily series, each one value per day (the state at the day's end). Amounts in milli-AIZ. */
export const DAILY_SERIES = [
  'activeUsers',
  'activeCreators',
  'listingsOnSale',
  /** Everything minted so far: the genesis treasury and signup pool, and every pack bought. */
  'supply',
  /** AIZ in people's hands: users' and creators' balances (not staked, not in a pool or the treasury). */
  'circulating',
  'users',
  'creators',
  'staked',
  'treasury',
  'rewardsPool',
  'platformFees',
  'signupPool',
  'rewardsPaid',
  'creatorIncome',
  'packsMinted',
  /** Yearly rate a flexible stake earned that day (rewards × 365 / weighted stake); NaN with nothing staked. */
  'stakingApr',
] as const;
export type DailySeriesName = (typeof DAILY_SERIES)[number];

export interface EconomySimResult {
  days: number;
  series: Record<DailySeriesName, Float64Array>;
  creatorIncome: CreatorIncomeDistribution;
  totals: {
    /** Users who ever joined (each keeps a slot). */
    usersJoined: number;
    /** Day the simulation reached `users.max` and stopped adding users; null if it never did. */
    capReachedDay: number | null;
    purchases: number;
    runs: number;
    /** Purchases and runs a user could not pay for. */
    unaffordable: number;
  };
}

export class EconomySimParamsError extends Error {
  constructor(readonly errors: { path: string; message: string }[]) {
    super(errors.map((e) => e.message).join(' '));
    this.name = 'EconomySimParamsError';
  }
}

export interface SimulateOptions {
  /** Called every `progressEveryDays` days (default 30) and at the end, with the days done. */
  onProgress?: (daysDone: number, days: number) => void;
  progressEveryDays?: number;
}

/** Validates `input` (EconomySimParamsError names each bad parameter), then runs the simulation. */
export function simulateEconomy(input: unknown, options: SimulateOptions = {}): EconomySimResult {
  const parsed = parseEconomySimParams(input);
  if (!parsed.ok) throw new EconomySimParamsError(parsed.errors);
  return run(parsed.params, options);
}

function run(p: EconomySimParams, options: SimulateOptions): EconomySimResult {
  const { days } = p;
  const random = mulberry32(p.seed);
  const listings = new ListingTable();
  const people = new Population(p, random, listings);
  const { balance, stake, lock, unlockDay, flags, earnings } = people;
  const series = Object.fromEntries(DAILY_SERIES.map((name) => [name, new Float64Array(days)])) as Record<
    DailySeriesName,
    Float64Array
  >;

  // Genesis: the treasury and the signup pool are minted; the rewards pool is funded from the treasury.
  let rewardsPool = toMilli(p.rewardsPool);
  const treasury = toMilli(p.treasury) - rewardsPool;
  let minted = toMilli(p.treasury) + people.signupPool;
  let platformFees = 0;

  const packSize = toMilli(p.packs.size);
  const runPrice = toMilli(p.activity.pricePerRun);
  const feePercent = p.platformFeePercent;
  const stakeFraction = p.staking.stakeFraction;
  const rates = people.rates;
  const eventMean = rates.purchases + rates.runs;
  const expMinusEventMean = Math.exp(-eventMean);
  const purchaseShare = eventMean > 0 ? rates.purchases / eventMean : 0;
  const { leaveDay, packDay, restakeDay } = people;

  let joinCarry = 0;
  let capReachedDay: number | null = null;
  let weightedStake = 0;
  /** The lowest price anything on sale can be bought or run for: below it, a user cannot pay for anything. */
  let cheapest = 0;
  let purchases = 0;
  let runs = 0;
  let unaffordable = 0;

  for (let k = 0; k < p.users.starting; k++) people.join(0);

  const progressEvery = options.progressEveryDays ?? 30;
  for (let day = 0; day < days; day++) {
    if (day > 0 && rates.growth > 0) {
      joinCarry += people.active * rates.growth;
      const wanted = Math.floor(joinCarry);
      joinCarry -= wanted;
      for (let k = 0; k < wanted; k++) {
        if (people.full) {
          capReachedDay ??= day;
          break;
        }
        people.join(day);
      }
    }
    if (people.listingsChanged) {
      listings.rebuild((owner) => (flags[owner]! & ACTIVE) !== 0);
      people.listingsChanged = false;
      cheapest = Math.min(
        rates.runs > 0 ? runPrice : Number.POSITIVE_INFINITY,
        rates.purchases > 0 ? listings.cheapestOnSale : Number.POSITIVE_INFINITY,
      );
    }
    // Packs bought today: on joining (above) and in the day (below).
    let packsMinted = people.packsMintedOnJoin;
    people.packsMintedOnJoin = 0;

    // Today's rewards, shared by yesterday's weighted stakes (each user's own stake is read before it moves).
    const emission = Math.min(Math.floor(emissionOn(p.emission, day) * MILLI_PER_AIZ), rewardsPool);
    const payable = weightedStake > 0 ? emission : 0;
    const rewardPerWeighted = weightedStake > 0 ? payable / weightedStake : 0;
    const onSale = listings.onSaleCount;
    let rewardsPaid = 0;
    let feesToday = 0;
    let creatorIncome = 0;
    let usersSum = 0;
    let creatorsSum = 0;
    let stakedSum = 0;
    let nextWeightedStake = 0;
    let left = 0;
    let creatorsLeft = 0;

    const joined = people.joined;
    const listingOwner = listings.owner;
    const listingPrice = listings.price;
    for (let i = 0; i < joined; i++) {
      let f = flags[i]!;
      let s = stake[i]!;
      let b = balance[i]!;
      if (s > 0) {
        const reward = Math.min(
          Math.floor(s * LOCK_WEIGHTS[lock[i]!]! * rewardPerWeighted),
          payable - rewardsPaid,
        );
        b += reward;
        rewardsPaid += reward;
        if (day >= unlockDay[i]!) {
          if (f & ACTIVE)
            unlockDay[i] = day + LOCK_DAYS[lock[i]!]!; // the lock renews
          else {
            b += s; // a user who left takes the stake out when it unlocks
            s = 0;
          }
        }
      }
      if (f & ACTIVE) {
        if (day >= leaveDay[i]!) {
          f &= ~ACTIVE;
          flags[i] = f;
          left++;
          if (f & CREATOR) creatorsLeft++;
        } else {
          if (f & STAKER && day >= restakeDay[i]!) {
            restakeDay[i] = dayOf(day + 1, daysUntil(random, rates.restake));
            const amount = Math.floor(b * stakeFraction);
            if (amount > 0) {
              b -= amount;
              s += amount;
              unlockDay[i] = day + LOCK_DAYS[lock[i]!]!;
            }
          }
          if (day >= packDay[i]!) {
            packDay[i] = dayOf(day + 1, daysUntil(random, rates.pack));
            b += packSize;
            packsMinted += packSize;
          }
          const events = onSale > 0 ? poisson(random, eventMean, expMinusEventMean) : 0;
          // Nothing on sale within reach: count the attempts without drawing them.
          if (b < cheapest) unaffordable += events;
          else
            for (let e = 0; e < events; e++) {
              // One draw decides both what it is and which listing: the part of [0, 1) it fell in, rescaled.
              const u = random.next();
              const isPurchase = u < purchaseShare;
              const listing = listings.pick(
                isPurchase ? u / purchaseShare : (u - purchaseShare) / (1 - purchaseShare),
              );
              const owner = listingOwner[listing]!;
              if (owner === i) continue;
              const price = isPurchase ? listingPrice[listing]! : runPrice;
              if (price > b) {
                unaffordable++;
                continue;
              }
              if (isPurchase) purchases++;
              else runs++;
              const net = price - Math.floor((price * feePercent) / 100);
              b -= price;
              balance[owner]! += net;
              earnings[owner]! += net;
              creatorIncome += net;
              feesToday += price - net;
              // An owner already counted today is counted again here: the groups stay exact.
              if (owner < i) creatorsSum += net;
            }
        }
      }
      balance[i] = b;
      stake[i] = s;
      if (f & CREATOR) creatorsSum += b;
      else usersSum += b;
      stakedSum += s;
      nextWeightedStake += s * LOCK_WEIGHTS[lock[i]!]!;
    }

    people.active -= left;
    people.activeCreators -= creatorsLeft;
    if (creatorsLeft > 0) people.listingsChanged = true;
    minted += packsMinted;
    rewardsPool -= rewardsPaid;
    const toRewards = Math.floor((feesToday * p.feeToRewardsPercent) / 100);
    platformFees += feesToday - toRewards;
    rewardsPool += toRewards;
    const apr = weightedStake > 0 ? (payable * 365) / weightedStake : Number.NaN;
    weightedStake = nextWeightedStake;

    series.activeUsers[day] = people.active;
    series.activeCreators[day] = people.activeCreators;
    series.listingsOnSale[day] = onSale;
    series.supply[day] = minted;
    series.circulating[day] = usersSum + creatorsSum;
    series.users[day] = usersSum;
    series.creators[day] = creatorsSum;
    series.staked[day] = stakedSum;
    series.treasury[day] = treasury;
    series.rewardsPool[day] = rewardsPool;
    series.platformFees[day] = platformFees;
    series.signupPool[day] = people.signupPool;
    series.rewardsPaid[day] = rewardsPaid;
    series.creatorIncome[day] = creatorIncome;
    series.packsMinted[day] = packsMinted;
    series.stakingApr[day] = apr;
    if (options.onProgress && ((day + 1) % progressEvery === 0 || day + 1 === days))
      options.onProgress(day + 1, days);
  }

  const creatorEarnings: number[] = [];
  for (let i = 0; i < people.joined; i++) if (flags[i]! & CREATOR) creatorEarnings.push(earnings[i]!);
  return {
    days,
    series,
    creatorIncome: creatorIncomeDistribution(Float64Array.from(creatorEarnings)),
    totals: { usersJoined: people.joined, capReachedDay, purchases, runs, unaffordable },
  };
}

/** Rewards planned for `day` (AIZ): halving every period, or falling linearly to 0 over the period. */
export function emissionOn(emission: EconomySimParams['emission'], day: number): number {
  if (emission.kind === 'halving') return emission.perDay / 2 ** Math.floor(day / emission.periodDays);
  return emission.perDay * Math.max(0, 1 - day / emission.periodDays);
}
