/**
 * In-app staking: stake, unstake, claim, compound, fund the rewards pool, and what the page shows.
 *
 * Every write runs in one transaction that first locks the single accumulator row (staking_state), so
 * staking operations are serialised (no deadlocks: the state row, then the staker row, then the ledger's
 * accounts, always in that order), and the accrual maths (./accrual.ts) sees a consistent state. AIZ only
 * moves through the ledger's transfer(), whose keys derive from the row the move belongs to; the caller's
 * Idempotency-Key is kept on the person's event (or the funding), so the same key again answers the first
 * result and moves nothing.
 */
import { randomUUID } from 'node:crypto';
import {
  type CompoundRequest,
  type FundRewardsRequest,
  type FundRewardsResult,
  type MyStaking,
  STAKING_LOCKS,
  type StakeRequest,
  type StakingEvent,
  type StakingLock,
  type StakingPool,
  type StakingResult,
} from '@common/schemas/staking';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import {
  stakingEvents,
  stakingFundings,
  stakingPositions,
  stakingStakers,
  stakingState,
} from '../../db/schema/staking';
import {
  ensureUserAccount,
  formatAiz,
  getBalance,
  getUserBalance,
  InsufficientFunds,
  parseAiz,
  SYSTEM_ACCOUNTS,
  transfer,
  userAccountId,
} from '../../ledger';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { ServiceContext, SignedInContext } from '../../service-context';
import {
  aprBps,
  changeStake,
  EMPTY_STAKER,
  earned,
  type GlobalAccrual,
  notifyRewardAmount,
  remainingEmission,
  SECONDS_PER_DAY,
  type StakerAccrual,
  takeRewards,
  toSeconds,
  weightedAmount,
} from './accrual';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;
type UserCtx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
type Tx = Transaction;

const STAKE_POOL = SYSTEM_ACCOUNTS.staking.id;
const REWARDS_POOL = SYSTEM_ACCOUNTS.stakingRewards.id;
const DAY_MS = 86_400_000;
const HISTORY_LIMIT = 100;

export function lockOption(id: StakingLock) {
  const option = STAKING_LOCKS.find((l) => l.id === id);
  if (!option) throw new Invalid(`Unknown lock '${id}'.`);
  return option;
}

/** 12500 → "1.25". */
export function formatWeight(bps: number): string {
  return (bps / 10_000).toFixed(2);
}

/** Basis points to a percentage with two decimals: 123456n → "1234.56". */
export function formatPercent(bps: bigint): string {
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------
// State rows

type StakerRow = StakerAccrual & { staked: bigint; rewardsPaid: bigint };

async function readState(db: DbOrTx, forUpdate: boolean) {
  const query = db.select().from(stakingState).where(eq(stakingState.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('staking_state has no row: run the migrations.');
  const global: GlobalAccrual = {
    rewardRate: row.rewardRate,
    periodFinish: row.periodFinish,
    lastUpdate: row.lastUpdate,
    rewardPerTokenStored: row.rewardPerToken,
    totalWeighted: row.totalWeighted,
  };
  return { global, totalStaked: row.totalStaked };
}

async function saveState(tx: Tx, g: GlobalAccrual, totalStaked: bigint) {
  await tx
    .update(stakingState)
    .set({
      rewardRate: g.rewardRate,
      periodFinish: g.periodFinish,
      lastUpdate: g.lastUpdate,
      rewardPerToken: g.rewardPerTokenStored,
      totalWeighted: g.totalWeighted,
      totalStaked,
    })
    .where(eq(stakingState.id, 1));
}

async function readStaker(db: DbOrTx, userId: string, forUpdate: boolean): Promise<StakerRow> {
  if (forUpdate) await db.insert(stakingStakers).values({ userId }).onConflictDoNothing();
  const query = db.select().from(stakingStakers).where(eq(stakingStakers.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return { ...EMPTY_STAKER, staked: 0n, rewardsPaid: 0n };
  return {
    weighted: row.weighted,
    rewardPerTokenPaid: row.rewardPerTokenPaid,
    rewards: row.rewardsOwed,
    staked: row.staked,
    rewardsPaid: row.rewardsPaid,
  };
}

async function saveStaker(tx: Tx, userId: string, s: StakerRow) {
  await tx
    .update(stakingStakers)
    .set({
      weighted: s.weighted,
      rewardPerTokenPaid: s.rewardPerTokenPaid,
      rewardsOwed: s.rewards,
      staked: s.staked,
      rewardsPaid: s.rewardsPaid,
    })
    .where(eq(stakingStakers.userId, userId));
}

// ---------------------------------------------------------------------------------------------------
// Events (history and idempotent replays)

type EventRow = typeof stakingEvents.$inferSelect;

function toEvent(row: EventRow): StakingEvent {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatAiz(row.amount),
    positionId: row.positionId,
    stakedAfter: formatAiz(row.stakedAfter),
    earnedAfter: formatAiz(row.earnedAfter),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The event an earlier request with this key made, checked to be the same kind of request. */
async function earlierEvent(
  tx: Tx,
  userId: string,
  key: string,
  kind: EventRow['kind'],
): Promise<StakingResult | null> {
  const [row] = await tx
    .select()
    .from(stakingEvents)
    .where(and(eq(stakingEvents.userId, userId), eq(stakingEvents.idempotencyKey, key)));
  if (!row) return null;
  if (row.kind !== kind) {
    throw new Conflict(`This Idempotency-Key was used for a ${row.kind} already; use a new key.`);
  }
  return { event: toEvent(row), replayed: true };
}

async function recordEvent(
  tx: Tx,
  values: Omit<typeof stakingEvents.$inferInsert, 'stakedAfter' | 'earnedAfter'>,
  staker: StakerRow,
): Promise<StakingResult> {
  const [row] = await tx
    .insert(stakingEvents)
    .values({ ...values, stakedAfter: staker.staked, earnedAfter: staker.rewardsPaid + staker.rewards })
    .returning();
  return { event: toEvent(row!), replayed: false };
}

/**
 * Runs one staking write: locks the accumulator, answers the earlier result of the same key, else runs
 * `write` with the locked state and the injected clock's time.
 */
async function stakingWrite<T>(
  ctx: Ctx,
  replay: (tx: Tx) => Promise<T | null>,
  write: (tx: Tx, state: { global: GlobalAccrual; totalStaked: bigint }, at: Date) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const state = await readState(tx, true);
    const earlier = await replay(tx);
    if (earlier) return earlier;
    return write(tx, state, ctx.now());
  });
}

async function withBalanceMessage<T>(ctx: UserCtx, work: () => Promise<T>, need: bigint): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      const balance = await getUserBalance(ctx.db, ctx.user.id);
      throw new InsufficientFunds(
        `Staking ${formatAiz(need)} AIZ needs that much in your balance, which is ${formatAiz(balance)} AIZ.`,
      );
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------
// Writes

export async function stake(ctx: UserCtx, input: StakeRequest, key: string | null): Promise<StakingResult> {
  const userId = ctx.user.id;
  const amount = parseAiz(input.amount);
  const lock = lockOption(input.lock);
  const weighted = weightedAmount(amount, BigInt(lock.weightBps));
  const idempotencyKey = key ?? randomUUID();
  return withBalanceMessage(
    ctx,
    () =>
      stakingWrite(
        ctx,
        (tx) => earlierEvent(tx, userId, idempotencyKey, 'stake'),
        async (tx, state, at) => {
          const before = await readStaker(tx, userId, true);
          const changed = changeStake(state.global, before, weighted, toSeconds(at));
          const staker = { ...before, ...changed.staker, staked: before.staked + amount };
          const positionId = randomUUID();
          await tx.insert(stakingPositions).values({
            id: positionId,
            userId,
            amount,
            lock: lock.id,
            weightBps: lock.weightBps,
            weighted,
            createdAt: at,
            unlockAt: lock.days > 0 ? new Date(at.getTime() + lock.days * DAY_MS) : null,
          });
          await ensureUserAccount(tx, userId);
          await transfer(tx, {
            idempotencyKey: `staking-stake:${positionId}`,
            from: userAccountId(userId),
            to: STAKE_POOL,
            amount,
            kind: 'stake',
            memo: `Stake (${lock.label})`,
            metadata: { positionId },
            at,
          });
          await saveState(tx, changed.global, state.totalStaked + amount);
          await saveStaker(tx, userId, staker);
          return recordEvent(
            tx,
            { userId, idempotencyKey, kind: 'stake', amount, positionId, createdAt: at },
            staker,
          );
        },
      ),
    amount,
  );
}

export async function unstake(ctx: UserCtx, positionId: string, key: string | null): Promise<StakingResult> {
  const userId = ctx.user.id;
  const idempotencyKey = key ?? `unstake:${positionId}`;
  return stakingWrite(
    ctx,
    (tx) => earlierEvent(tx, userId, idempotencyKey, 'unstake'),
    async (tx, state, at) => {
      const [position] = await tx
        .select()
        .from(stakingPositions)
        .where(and(eq(stakingPositions.id, positionId), eq(stakingPositions.userId, userId)))
        .for('update');
      if (!position) throw new NotFound('You have no stake with that id.');
      if (position.closedAt) throw new Conflict('This stake was unstaked already.');
      if (position.unlockAt && position.unlockAt.getTime() > at.getTime()) {
        const date = position.unlockAt.toISOString();
        throw new Conflict(
          `This stake is locked until ${date.slice(0, 16).replace('T', ' ')} UTC; you can unstake it from then on.`,
          { unlockAt: date },
        );
      }
      const before = await readStaker(tx, userId, true);
      const changed = changeStake(state.global, before, -position.weighted, toSeconds(at));
      const staker = { ...before, ...changed.staker, staked: before.staked - position.amount };
      await tx.update(stakingPositions).set({ closedAt: at }).where(eq(stakingPositions.id, positionId));
      await ensureUserAccount(tx, userId);
      await transfer(tx, {
        idempotencyKey: `staking-unstake:${positionId}`,
        from: STAKE_POOL,
        to: userAccountId(userId),
        amount: position.amount,
        kind: 'unstake',
        memo: 'Unstake',
        metadata: { positionId },
        at,
      });
      await saveState(tx, changed.global, state.totalStaked - position.amount);
      await saveStaker(tx, userId, staker);
      return recordEvent(
        tx,
        { userId, idempotencyKey, kind: 'unstake', amount: position.amount, positionId, createdAt: at },
        staker,
      );
    },
  );
}

const NOTHING_TO_CLAIM = 'You have no rewards to claim yet.';

export async function claim(ctx: UserCtx, key: string | null): Promise<StakingResult> {
  const userId = ctx.user.id;
  const idempotencyKey = key ?? randomUUID();
  return stakingWrite(
    ctx,
    (tx) => earlierEvent(tx, userId, idempotencyKey, 'claim'),
    async (tx, state, at) => {
      const before = await readStaker(tx, userId, true);
      const taken = takeRewards(state.global, before, toSeconds(at));
      if (taken.amount === 0n) throw new Conflict(NOTHING_TO_CLAIM);
      const staker = { ...before, ...taken.staker, rewardsPaid: before.rewardsPaid + taken.amount };
      const eventId = randomUUID();
      await ensureUserAccount(tx, userId);
      await transfer(tx, {
        idempotencyKey: `staking-claim:${eventId}`,
        from: REWARDS_POOL,
        to: userAccountId(userId),
        amount: taken.amount,
        kind: 'staking_reward',
        memo: 'Staking rewards',
        at,
      });
      await saveState(tx, taken.global, state.totalStaked);
      await saveStaker(tx, userId, staker);
      return recordEvent(
        tx,
        { id: eventId, userId, idempotencyKey, kind: 'claim', amount: taken.amount, createdAt: at },
        staker,
      );
    },
  );
}

/** Claims straight into a new stake: the rewards move from the rewards pool to the stake pool. */
export async function compound(
  ctx: UserCtx,
  input: CompoundRequest,
  key: string | null,
): Promise<StakingResult> {
  const userId = ctx.user.id;
  const lock = lockOption(input.lock);
  const idempotencyKey = key ?? randomUUID();
  return stakingWrite(
    ctx,
    (tx) => earlierEvent(tx, userId, idempotencyKey, 'compound'),
    async (tx, state, at) => {
      const now = toSeconds(at);
      const before = await readStaker(tx, userId, true);
      const taken = takeRewards(state.global, before, now);
      if (taken.amount === 0n) throw new Conflict(NOTHING_TO_CLAIM);
      const weighted = weightedAmount(taken.amount, BigInt(lock.weightBps));
      const changed = changeStake(taken.global, taken.staker, weighted, now);
      const staker = {
        ...before,
        ...changed.staker,
        staked: before.staked + taken.amount,
        rewardsPaid: before.rewardsPaid + taken.amount,
      };
      const positionId = randomUUID();
      await tx.insert(stakingPositions).values({
        id: positionId,
        userId,
        amount: taken.amount,
        lock: lock.id,
        weightBps: lock.weightBps,
        weighted,
        createdAt: at,
        unlockAt: lock.days > 0 ? new Date(at.getTime() + lock.days * DAY_MS) : null,
      });
      await transfer(tx, {
        idempotencyKey: `staking-compound:${positionId}`,
        from: REWARDS_POOL,
        to: STAKE_POOL,
        amount: taken.amount,
        kind: 'staking_compound',
        memo: `Compounded rewards (${lock.label})`,
        metadata: { positionId, userId },
        at,
      });
      await saveState(tx, changed.global, state.totalStaked + taken.amount);
      await saveStaker(tx, userId, staker);
      return recordEvent(
        tx,
        { userId, idempotencyKey, kind: 'compound', amount: taken.amount, positionId, createdAt: at },
        staker,
      );
    },
  );
}

/** An administrator funds the rewards pool from the treasury: `amount` over `days` (Synthetix notifyRewardAmount). */
export async function fundRewards(
  ctx: UserCtx,
  input: FundRewardsRequest,
  key: string | null,
): Promise<FundRewardsResult> {
  const amount = parseAiz(input.amount);
  const duration = BigInt(input.days) * SECONDS_PER_DAY;
  const idempotencyKey = key ?? randomUUID();
  type Row = typeof stakingFundings.$inferSelect;
  const result = (row: Row, replayed: boolean): FundRewardsResult => ({
    amount: formatAiz(row.amount),
    leftover: formatAiz(row.leftover),
    emissionPerDay: formatAiz(row.rewardRate * SECONDS_PER_DAY),
    periodEndsAt: new Date(Number(row.periodFinish) * 1000).toISOString(),
    replayed,
  });
  try {
    return await stakingWrite(
      ctx,
      async (tx) => {
        const [row] = await tx
          .select()
          .from(stakingFundings)
          .where(eq(stakingFundings.idempotencyKey, idempotencyKey));
        return row ? result(row, true) : null;
      },
      async (tx, state, at) => {
        let notified: ReturnType<typeof notifyRewardAmount>;
        try {
          notified = notifyRewardAmount(state.global, amount, duration, toSeconds(at));
        } catch (err) {
          if (err instanceof RangeError) throw new Invalid(err.message);
          throw err;
        }
        const fundingId = randomUUID();
        await transfer(tx, {
          idempotencyKey: `staking-funding:${fundingId}`,
          from: SYSTEM_ACCOUNTS.treasury.id,
          to: REWARDS_POOL,
          amount,
          kind: 'staking_funding',
          memo: `Staking rewards: ${formatAiz(amount)} AIZ over ${input.days} days`,
          metadata: { fundingId },
          at,
        });
        const [row] = await tx
          .insert(stakingFundings)
          .values({
            id: fundingId,
            adminId: ctx.user.id,
            idempotencyKey,
            amount,
            durationSeconds: duration,
            leftover: notified.leftover,
            rewardRate: notified.global.rewardRate,
            periodFinish: notified.global.periodFinish,
            createdAt: at,
          })
          .returning();
        await saveState(tx, notified.global, state.totalStaked);
        return result(row!, false);
      },
    );
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      const treasury = await getBalance(ctx.db, SYSTEM_ACCOUNTS.treasury.id);
      throw new InsufficientFunds(
        `The treasury holds ${formatAiz(treasury)} AIZ, less than the ${formatAiz(amount)} AIZ to fund.`,
      );
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------
// Reads

export async function readPool(ctx: Ctx): Promise<StakingPool> {
  const at = ctx.now();
  const now = toSeconds(at);
  const { global, totalStaked } = await readState(ctx.db, false);
  const status = global.periodFinish === 0n ? 'unfunded' : now < global.periodFinish ? 'running' : 'ended';
  const [totals] = await ctx.db
    .select({ paid: sql<string>`coalesce(sum(${stakingStakers.rewardsPaid}), 0)::text` })
    .from(stakingStakers);
  const [funded] = await ctx.db
    .select({ funded: sql<string>`coalesce(sum(${stakingFundings.amount}), 0)::text` })
    .from(stakingFundings);
  const fundings = await ctx.db
    .select()
    .from(stakingFundings)
    .orderBy(desc(stakingFundings.createdAt))
    .limit(5);
  const base = aprBps(global, now);
  const byLock = (id: StakingLock) =>
    formatPercent(aprBps(global, now, BigInt(lockOption(id).weightBps)) ?? 0n);
  return {
    status,
    now: at.toISOString(),
    totalStaked: formatAiz(totalStaked),
    totalWeighted: formatAiz(global.totalWeighted),
    emissionPerDay: formatAiz(status === 'running' ? global.rewardRate * SECONDS_PER_DAY : 0n),
    periodEndsAt:
      global.periodFinish === 0n ? null : new Date(Number(global.periodFinish) * 1000).toISOString(),
    remainingEmission: formatAiz(remainingEmission(global, now)),
    rewardsPoolBalance: formatAiz(await getBalance(ctx.db, REWARDS_POOL)),
    fundedTotal: formatAiz(BigInt(funded?.funded ?? '0')),
    paidTotal: formatAiz(BigInt(totals?.paid ?? '0')),
    apr:
      base === null
        ? null
        : {
            base: formatPercent(base),
            byLock: { flexible: byLock('flexible'), '30d': byLock('30d'), '90d': byLock('90d') },
          },
    locks: STAKING_LOCKS.map((l) => ({
      id: l.id,
      label: l.label,
      days: l.days,
      weight: formatWeight(l.weightBps),
    })),
    recentFundings: fundings.map((f) => ({
      amount: formatAiz(f.amount),
      leftover: formatAiz(f.leftover),
      days: Number(f.durationSeconds / SECONDS_PER_DAY),
      periodEndsAt: new Date(Number(f.periodFinish) * 1000).toISOString(),
      createdAt: f.createdAt.toISOString(),
    })),
  };
}

export async function readMyStaking(ctx: UserCtx): Promise<MyStaking> {
  const userId = ctx.user.id;
  const at = ctx.now();
  const { global } = await readState(ctx.db, false);
  const staker = await readStaker(ctx.db, userId, false);
  const positions = await ctx.db
    .select()
    .from(stakingPositions)
    .where(and(eq(stakingPositions.userId, userId), isNull(stakingPositions.closedAt)))
    .orderBy(desc(stakingPositions.createdAt));
  const history = await ctx.db
    .select()
    .from(stakingEvents)
    .where(eq(stakingEvents.userId, userId))
    .orderBy(desc(stakingEvents.seq))
    .limit(HISTORY_LIMIT);
  return {
    now: at.toISOString(),
    balance: formatAiz(await getUserBalance(ctx.db, userId)),
    staked: formatAiz(staker.staked),
    weighted: formatAiz(staker.weighted),
    claimable: formatAiz(earned(global, staker, toSeconds(at))),
    rewardsPaid: formatAiz(staker.rewardsPaid),
    positions: positions.map((p) => ({
      id: p.id,
      amount: formatAiz(p.amount),
      lock: p.lock,
      weight: formatWeight(p.weightBps),
      createdAt: p.createdAt.toISOString(),
      unlockAt: p.unlockAt?.toISOString() ?? null,
      unlocked: !p.unlockAt || p.unlockAt.getTime() <= at.getTime(),
    })),
    history: history.map(toEvent),
  };
}
