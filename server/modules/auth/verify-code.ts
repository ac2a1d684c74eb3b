/**
 * POST /api/auth/verify-code: checks a code against its keyed hash in constant time, counts wrong
 * guesses per code and per e-mail across resends, then signs in or creates the account (with the
 * signup bonus, in one transaction) and opens a new session.
 */

import type { verifyCodeSchema } from '@common/schemas/auth';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { users, verificationCodes, verificationFailures } from '../../db/schema';
import { grantSignupBonus } from '../../ledger/signup-bonus';
import { Conflict, Invalid, TooManyRequests } from '../../lib/errors';
import type { AuthDeps } from './auth-deps';
import {
  FAILURE_WINDOW_MS,
  MAX_ATTEMPTS_PER_CODE,
  MAX_FAILURES_PER_EMAIL,
  VERIFY_LIMIT_PER_IP,
} from './limits';
import { hashesMatch, hashVerificationCode } from './secrets';
import { createSession, revokeSession } from './sessions';
import { EMAIL_TAKEN, findUserByEmail, USERNAME_TAKEN, type UserRow } from './users';

export type VerifyCodeInput = z.output<typeof verifyCodeSchema>;

export interface VerifyContext {
  ip: string;
  userAgent: string | undefined;
  /** The session this browser had before, revoked so the new sign-in gets a fresh token. */
  previousSessionId: string | undefined;
}

export const NO_ACTIVE_CODE = 'There is no active code for this e-mail. Please request a new code.';
export const CODE_EXPIRED = 'This code has expired. Please request a new code.';
export const CODE_LOCKED = 'Too many incorrect attempts for this code. Please request a new code.';

/**
 * Takes one of the e-mail's guesses for today before a code is compared, in one statement, so that
 * parallel requests cannot all pass the limit before any of them is counted. A correct code clears the
 * count afterwards; a wrong one leaves it spent.
 */
async function spendEmailGuess(db: Database, email: string, now: Date) {
  const windowEdge = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const expired = sql`${verificationFailures.windowStart} <= ${windowEdge}`;
  const spent = await db
    .insert(verificationFailures)
    .values({ email, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: verificationFailures.email,
      set: {
        failures: sql`case when ${expired} then 1 else ${verificationFailures.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${verificationFailures.windowStart} end`,
      },
      setWhere: sql`${expired} or ${verificationFailures.failures} < ${MAX_FAILURES_PER_EMAIL}`,
    })
    .returning({ failures: verificationFailures.failures });
  if (spent.length > 0) return;
  const [row] = await db.select().from(verificationFailures).where(eq(verificationFailures.email, email));
  const reopensAt = (row?.windowStart.getTime() ?? now.getTime()) + FAILURE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000));
  const hours = Math.ceil(seconds / 3600);
  throw new TooManyRequests(
    `Too many incorrect codes for this e-mail. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
    seconds,
  );
}

/**
 * Takes one of the code's attempts before it is compared, in one statement (see spendEmailGuess).
 * Answers how many attempts the code has used, or null when it was replaced or is used up meanwhile.
 */
async function spendCodeAttempt(db: Database, email: string, codeHash: string): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.codeHash, codeHash),
        lt(verificationCodes.attempts, MAX_ATTEMPTS_PER_CODE),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? null;
}

export async function verifyCode(deps: AuthDeps, input: VerifyCodeInput, ctx: VerifyContext) {
  const { db } = deps;
  const now = deps.now();
  const ipHit = await deps.rateLimits.hit(`auth-verify-ip:${ctx.ip}`, VERIFY_LIMIT_PER_IP);
  if (!ipHit.allowed) {
    throw new TooManyRequests(
      'Too many verification attempts. Please wait a few minutes.',
      ipHit.retryAfterSeconds,
    );
  }

  const [pending] = await db.select().from(verificationCodes).where(eq(verificationCodes.email, input.email));
  if (!pending || pending.type !== input.type) {
    await spendEmailGuess(db, input.email, now);
    throw new Invalid(NO_ACTIVE_CODE);
  }
  if (pending.expiresAt.getTime() <= now.getTime()) throw new Invalid(CODE_EXPIRED);
  if (pending.attempts >= MAX_ATTEMPTS_PER_CODE) throw new TooManyRequests(CODE_LOCKED, 0);

  await spendEmailGuess(db, input.email, now);
  const attempts = await spendCodeAttempt(db, input.email, pending.codeHash);
  if (attempts === null) {
    const [current] = await db
      .select({ codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, input.email));
    if (current?.codeHash === pending.codeHash) throw new TooManyRequests(CODE_LOCKED, 0);
    throw new Invalid(NO_ACTIVE_CODE);
  }

  const candidate = hashVerificationCode(deps.secret, input.email, input.code);
  if (!hashesMatch(candidate, pending.codeHash)) {
    const left = MAX_ATTEMPTS_PER_CODE - attempts;
    if (left <= 0) throw new TooManyRequests(CODE_LOCKED, 0);
    throw new Invalid(`Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`);
  }

  if (
    input.type === 'signup' &&
    input.username &&
    pending.username?.toLowerCase() !== input.username.toLowerCase()
  ) {
    throw new Invalid('The username changed after the code was sent. Please request a new code.');
  }

  // Single use: only the request that deletes the row may go on.
  const consumed = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.email, input.email), eq(verificationCodes.codeHash, pending.codeHash)))
    .returning({ email: verificationCodes.email });
  if (consumed.length === 0) throw new Invalid(NO_ACTIVE_CODE);
  await db.delete(verificationFailures).where(eq(verificationFailures.email, input.email));

  const role = deps.adminEmails.includes(input.email) ? ('admin' as const) : undefined;
  let user: UserRow;
  let isNewUser = false;
  let bonusGranted: boolean | undefined;
  if (input.type === 'signin') {
    const existing = await findUserByEmail(db, input.email);
    // Reached only by guessing the code that was never mailed to an address without an account.
    if (!existing) throw new Invalid(NO_ACTIVE_CODE);
    const [updated] = await db
      .update(users)
      .set({ lastSignInAt: now, role: role ?? 'user' })
      .where(eq(users.id, existing.id))
      .returning();
    user = updated!;
  } else {
    const created = await createAccount(db, input.email, pending.username!, role, now);
    user = created.user;
    bonusGranted = created.bonusGranted;
    isNewUser = true;
  }

  if (ctx.previousSessionId) await revokeSession(db, ctx.previousSessionId, now);
  const session = await createSession(db, user.id, now, ctx.userAgent);
  return { isNewUser, user, session, bonusGranted };
}

/** Creates the user and grants the signup bonus in one transaction: both happen or neither does. */
async function createAccount(
  db: Database,
  email: string,
  username: string,
  role: 'admin' | undefined,
  now: Date,
) {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, username, role: role ?? 'user', createdAt: now, lastSignInAt: now })
        .returning();
      const bonus = await grantSignupBonus(tx, user!.id);
      return { user: user!, bonusGranted: bonus.granted };
    });
  } catch (err) {
    const info = pgError(err);
    if (info?.code === UNIQUE_VIOLATION) {
      throw new Conflict(info.constraint === 'users_username_lower_key' ? USERNAME_TAKEN : EMAIL_TAKEN);
    }
    throw err;
  }
}
