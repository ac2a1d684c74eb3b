/**
 * POST /api/auth/verify-code: checks a code against its keyed hash in constant time, after spending one
 * guess of the IP's daily budget, one of the e-mail's streak (spend-guess.ts) and one of the code's
 * attempts; then, in one transaction, uses the code up, signs in or creates the account (with the
 * signup bonus) and opens a new session, so a failure in between loses neither the code nor the account.
 */

import { countOf } from '@common/plural';
import type { verifyCodeSchema } from '@common/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { users, verificationCodes, verificationFailures } from '../../db/schema/auth';
import { Conflict, Invalid, TooManyRequests } from '../../lib/errors';
import { hitLimit } from '../../lib/rate-limit';
import type { AuthDeps } from './auth-deps';
import { createAccount } from './create-account';
import { GUESS_LIMIT_PER_IP, MAX_ATTEMPTS_PER_CODE, VERIFY_LIMIT_PER_IP } from './limits';
import { roleFor } from './roles';
import { hashesMatch, hashVerificationCode } from './secrets';
import { createSession, type NewSession, revokeSession } from './sessions';
import { refundEmailGuess, spendCodeAttempt, spendEmailGuess } from './spend-guess';
import { EMAIL_TAKEN, findUserByEmail, USERNAME_TAKEN, type UserRow } from './users';

export type VerifyCodeInput = z.output<typeof verifyCodeSchema>;

export type VerifyCodeCtx = Pick<
  AuthDeps,
  'db' | 'now' | 'rateLimits' | 'secret' | 'adminEmails' | 'verifyLimitPerIp' | 'guessLimitPerIp'
> & {
  ip: string;
  userAgent: string | undefined;
  /** The session this browser had before, revoked so the new sign-in gets a fresh token. */
  previousSessionId: string | undefined;
};

export interface VerifiedSignIn {
  isNewUser: boolean;
  user: UserRow;
  session: NewSession;
  bonusGranted: boolean | undefined;
}

export const NO_ACTIVE_CODE = 'There is no active code for this e-mail. Please request a new code.';
export const CODE_EXPIRED = 'This code has expired. Please request a new code.';
export const CODE_LOCKED = 'Too many incorrect attempts for this code. Please request a new code.';

export async function verifyCode(ctx: VerifyCodeCtx, input: VerifyCodeInput): Promise<VerifiedSignIn> {
  const { db } = ctx;
  const now = ctx.now();
  const ipHit = await hitLimit(ctx.rateLimits, `auth-verify-ip:${ctx.ip}`, {
    ...VERIFY_LIMIT_PER_IP,
    limit: ctx.verifyLimitPerIp ?? VERIFY_LIMIT_PER_IP.limit,
  });
  if (!ipHit.allowed) {
    throw new TooManyRequests(
      'Too many verification attempts. Please wait a few minutes.',
      ipHit.retryAfterSeconds,
    );
  }

  // Without an active code nothing is compared, so nothing is counted: such requests cannot lock anyone out.
  const thisCode = and(eq(verificationCodes.email, input.email), eq(verificationCodes.type, input.type));
  const [pending] = await db.select().from(verificationCodes).where(thisCode);
  if (!pending) throw new Invalid(NO_ACTIVE_CODE);
  if (pending.expiresAt.getTime() <= now.getTime()) throw new Invalid(CODE_EXPIRED);
  if (pending.attempts >= MAX_ATTEMPTS_PER_CODE) throw new TooManyRequests(CODE_LOCKED, 0);

  const guessHit = await hitLimit(ctx.rateLimits, `auth-guess-ip:${ctx.ip}`, {
    ...GUESS_LIMIT_PER_IP,
    limit: ctx.guessLimitPerIp ?? GUESS_LIMIT_PER_IP.limit,
  });
  if (!guessHit.allowed) {
    const hours = Math.max(1, Math.ceil(guessHit.retryAfterSeconds / 3600));
    throw new TooManyRequests(
      `Too many codes tried from this network today. Please try again in ${countOf(hours, 'hour')}.`,
      guessHit.retryAfterSeconds,
    );
  }
  await spendEmailGuess(db, input.email, now);
  const attempts = await spendCodeAttempt(db, input.email, input.type, pending.codeHash);
  if (attempts === null) {
    await refundEmailGuess(db, input.email);
    const [current] = await db
      .select({ codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(thisCode);
    if (current?.codeHash === pending.codeHash) throw new TooManyRequests(CODE_LOCKED, 0);
    throw new Invalid(NO_ACTIVE_CODE);
  }

  const candidate = hashVerificationCode(ctx.secret, input.email, input.code);
  if (!hashesMatch(candidate, pending.codeHash)) {
    const left = MAX_ATTEMPTS_PER_CODE - attempts;
    if (left <= 0) throw new TooManyRequests(CODE_LOCKED, 0);
    throw new Invalid(`Incorrect code. ${countOf(left, 'attempt')} left.`);
  }

  if (
    input.type === 'signup' &&
    input.username &&
    pending.username?.toLowerCase() !== input.username.toLowerCase()
  ) {
    throw new Invalid('The username changed after the code was sent. Please request a new code.');
  }

  try {
    return await db.transaction(async (tx) => {
      const txCtx = { db: tx, now: () => now };
      // Single use: only the request that deletes the row may go on.
      const consumed = await tx
        .delete(verificationCodes)
        .where(and(thisCode, eq(verificationCodes.codeHash, pending.codeHash)))
        .returning({ email: verificationCodes.email });
      if (consumed.length === 0) throw new Invalid(NO_ACTIVE_CODE);
      await tx.delete(verificationFailures).where(eq(verificationFailures.email, input.email));

      const existing = await findUserByEmail(tx, input.email);
      const role = roleFor(input.email, ctx.adminEmails, existing?.role);
      let user: UserRow;
      let bonusGranted: boolean | undefined;
      if (input.type === 'signin') {
        // Reached only by guessing the code that was never mailed to an address without an account.
        if (!existing) throw new Invalid(NO_ACTIVE_CODE);
        const [updated] = await tx
          .update(users)
          .set({ lastSignInAt: now, role })
          .where(eq(users.id, existing.id))
          .returning();
        user = updated!;
      } else {
        // Likewise: sign-up for a registered address mails no code (send-verification.ts).
        if (existing) throw new Invalid(NO_ACTIVE_CODE);
        const created = await createAccount(txCtx, { email: input.email, username: pending.username!, role });
        user = created.user;
        bonusGranted = created.bonusGranted;
      }

      if (ctx.previousSessionId) await revokeSession(txCtx, ctx.previousSessionId);
      const session = await createSession(txCtx, { userId: user.id, userAgent: ctx.userAgent });
      return { isNewUser: input.type === 'signup', user, session, bonusGranted };
    });
  } catch (err) {
    const info = pgError(err);
    if (info?.code === UNIQUE_VIOLATION && (info.constraint ?? 'users_').startsWith('users_')) {
      throw new Conflict(info.constraint === 'users_username_lower_key' ? USERNAME_TAKEN : EMAIL_TAKEN);
    }
    throw err;
  }
}
