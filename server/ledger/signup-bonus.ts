/**
 * The signup bonus of SPEC §1/§9: 1000 AIZ to each of the first 100 users. A single guarded counter row
 * decides who is among the first 100 (its row lock serialises concurrent sign-ups, its CHECK caps it),
 * and the finite pool is a second guard: it cannot pay a 101st bonus.
 */
import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import type { TokenDistribution } from '@common/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import { signupBonusCounter } from '../db/schema';
import { SYSTEM_ACCOUNTS } from './accounts';
import { aiz } from './amount';
import { type DbOrTx, queryRows } from './db';
import { ensureUserAccount } from './ensure-account';
import { ensureLedgerGenesis } from './genesis';
import { findTransferByKey, transfer } from './transfer';
import { type Clock, systemClock } from './transfer-request';

export const SIGNUP_BONUS_AMOUNT = aiz(SIGNUP_BONUS_AIZ);

export function signupBonusKey(userId: string): string {
  return `signup-bonus:${userId}`;
}

export interface SignupBonusResult {
  /** Whether the user holds the bonus (also true when called again for a user who already got it). */
  granted: boolean;
  /** Base units granted: SIGNUP_BONUS_AMOUNT or 0n. */
  amount: bigint;
}

/**
 * Call inside the transaction that creates the user, as late in it as possible: from here to its
 * commit, the counter row is locked and other sign-ups wait (only while bonuses remain). `now` dates
 * the transfer: pass the injected clock (the system clock is the default until every caller does).
 */
export function grantSignupBonus(
  db: DbOrTx,
  userId: string,
  now: Clock = systemClock,
): Promise<SignupBonusResult> {
  // A transaction of its own, or a savepoint inside the caller's: slot and transfer stand or fall together.
  return db.transaction((tx) => grantInTransaction(tx, userId, now));
}

async function grantInTransaction(tx: DbOrTx, userId: string, now: Clock): Promise<SignupBonusResult> {
  const to = await ensureUserAccount(tx, userId);
  let slot = await takeBonusSlot(tx);
  if (slot === 'no-counter') {
    await ensureLedgerGenesis(tx, now);
    slot = await takeBonusSlot(tx);
  }
  if (slot !== 'taken') {
    const earlier = await findTransferByKey(tx, signupBonusKey(userId));
    return earlier ? { granted: true, amount: earlier.amount } : { granted: false, amount: 0n };
  }
  const { replayed } = await transfer(tx, {
    idempotencyKey: signupBonusKey(userId),
    from: SYSTEM_ACCOUNTS.signupBonusPool.id,
    to,
    amount: SIGNUP_BONUS_AMOUNT,
    kind: 'signup_bonus',
    at: now(),
    memo: `Welcome bonus: ${SIGNUP_BONUS_AIZ} AIZ`,
  });
  // This user had the bonus already: give back the slot just taken, so each user counts once.
  if (replayed) await tx.execute(sql`update signup_bonus_counter set granted = granted - 1 where id = 1`);
  return { granted: true, amount: SIGNUP_BONUS_AMOUNT };
}

/** One statement: take a slot if one is left, and tell an exhausted counter from a missing one. */
async function takeBonusSlot(tx: DbOrTx): Promise<'taken' | 'exhausted' | 'no-counter'> {
  const [row] = await queryRows<{ taken: number | null; present: boolean }>(
    tx,
    sql`
      with taken as (
        update signup_bonus_counter set granted = granted + 1
        where id = 1 and granted < ${SIGNUP_BONUS_USER_LIMIT}
        returning granted
      )
      select (select granted from taken) as taken, exists (select 1 from signup_bonus_counter) as present`,
  );
  if (row?.taken != null) return 'taken';
  return row?.present ? 'exhausted' : 'no-counter';
}

export async function getTokenDistribution(db: DbOrTx): Promise<TokenDistribution> {
  const [row] = await db
    .select({ granted: signupBonusCounter.granted })
    .from(signupBonusCounter)
    .where(eq(signupBonusCounter.id, 1));
  const granted = row?.granted ?? 0;
  return {
    bonusAmount: SIGNUP_BONUS_AIZ,
    limit: SIGNUP_BONUS_USER_LIMIT,
    granted,
    remaining: SIGNUP_BONUS_USER_LIMIT - granted,
  };
}
