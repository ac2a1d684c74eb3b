/**
 * POST /api/auth/send-verification: a fresh code replaces the earlier one for the e-mail and purpose, or,
 * past the e-mail's limit of new codes, the current one is mailed again (send-plan.ts). Whether an
 * address has an account never shows in the answer: sign-in for an unknown address and sign-up for a
 * registered one answer exactly like the ordinary case, and mail a note (how to sign up, how to sign
 * in) instead of a code. Only a taken username is refused, since usernames are public.
 */

import type { sendVerificationSchema } from '@common/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { verificationCodes } from '../../db/schema/auth';
import { Conflict, ServiceError } from '../../lib/errors';
import { emailRef } from '../../lib/log-ref';
import { accountExistsMail, noAccountMail, verificationCodeMail } from '../../mail/messages';
import type { MailMessage } from '../../mail/transport';
import type { AuthDeps } from './auth-deps';
import { CODE_TTL_MS, MAX_ATTEMPTS_PER_CODE } from './limits';
import {
  generateVerificationCode,
  hashVerificationCode,
  openVerificationCode,
  sealVerificationCode,
} from './secrets';
import { planSend, type SendRequest } from './send-plan';
import { findUserByEmail, USERNAME_TAKEN, type UserRow, usernameTaken } from './users';

export type SendVerificationInput = z.output<typeof sendVerificationSchema>;

export type SendVerificationCtx = Pick<
  AuthDeps,
  'db' | 'now' | 'mail' | 'rateLimits' | 'logger' | 'secret' | 'sendLimitPerIp' | 'appUrl'
> & { ip: string };

export class MailFailed extends ServiceError {
  constructor() {
    super(
      503,
      'mail_failed',
      'We could not send the e-mail right now. Please check the address and try again in a moment.',
    );
  }
}

/** The mail for this request: the code, or (without revealing anything to the requester) a note. */
function mailFor(
  ctx: SendVerificationCtx,
  input: SendVerificationInput,
  existing: UserRow | undefined,
  code: string,
  validMs = CODE_TTL_MS,
): MailMessage {
  if (input.type === 'signin' && !existing) return noAccountMail(input.email, ctx.appUrl);
  if (input.type === 'signup' && existing) return accountExistsMail(input.email, ctx.appUrl);
  return verificationCodeMail({
    to: input.email,
    code,
    type: input.type,
    username: input.type === 'signup' ? input.username : existing?.username,
    // A re-sent code has less time left than a new one; the mail says how long, in whole minutes.
    validMinutes: Math.max(1, Math.floor(validMs / 60_000)),
  });
}

type CodeRow = typeof verificationCodes.$inferSelect;

/** Whether the stored code may still be typed by this requester (send-plan.ts). */
function currentCode(
  row: CodeRow | undefined,
  input: SendVerificationInput,
  now: Date,
): SendRequest['current'] {
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= MAX_ATTEMPTS_PER_CODE)
    return 'none';
  if (input.type === 'signup' && row.username?.toLowerCase() !== input.username?.toLowerCase())
    return 'other';
  return 'usable';
}

export async function sendVerificationCode(ctx: SendVerificationCtx, input: SendVerificationInput) {
  const { db } = ctx;
  const now = ctx.now();
  const thisCode = and(eq(verificationCodes.email, input.email), eq(verificationCodes.type, input.type));
  const [previous] = await db.select().from(verificationCodes).where(thisCode);
  // The plan depends on the stored code and the counts only, never on whether the address has an account.
  let plan = await planSend(ctx.rateLimits, {
    email: input.email,
    type: input.type,
    ip: ctx.ip,
    sendLimitPerIp: ctx.sendLimitPerIp,
    current: currentCode(previous, input, now),
  });

  // Both lookups run for every request, so the time taken says nothing about the address either.
  const existing = await findUserByEmail(db, input.email);
  if (input.type === 'signup' && (await usernameTaken(db, input.username!))) {
    throw new Conflict(USERNAME_TAKEN, { field: 'username' });
  }

  const again =
    plan === 'new' ? null : openVerificationCode(ctx.secret, input.email, input.type, previous!.codeSealed);
  // A code stored before codes were sealed (or under another secret) cannot be mailed again: a new one then.
  if (!again) plan = 'new';
  if (plan === 'keep') return { expiresAt: previous!.expiresAt };
  if (plan === 'resend') {
    try {
      const left = previous!.expiresAt.getTime() - now.getTime();
      await ctx.mail.send(mailFor(ctx, input, existing, again!, left));
    } catch (err) {
      ctx.logger.error('verification mail failed', { err, recipient: emailRef(input.email) });
      throw new MailFailed();
    }
    return { expiresAt: previous!.expiresAt };
  }

  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  // A code is stored even when none is mailed (the notes above), so verify-code answers alike too.
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(ctx.secret, input.email, code);
  const row = {
    codeHash,
    codeSealed: sealVerificationCode(ctx.secret, input.email, input.type, code),
    username: input.type === 'signup' ? input.username! : null,
    attempts: 0,
    expiresAt,
    createdAt: now,
  };
  await db
    .insert(verificationCodes)
    .values({ email: input.email, type: input.type, ...row })
    .onConflictDoUpdate({ target: [verificationCodes.email, verificationCodes.type], set: row });

  try {
    await ctx.mail.send(mailFor(ctx, input, existing, code));
  } catch (err) {
    // Nothing half-made stays behind: the code that could not be delivered is withdrawn, and the one the
    // person may already have in their inbox (if any) is put back as it was.
    const undelivered = and(thisCode, eq(verificationCodes.codeHash, codeHash));
    if (previous) await db.update(verificationCodes).set(previous).where(undelivered);
    else await db.delete(verificationCodes).where(undelivered);
    ctx.logger.error('verification mail failed', { err, recipient: emailRef(input.email) });
    throw new MailFailed();
  }
  return { expiresAt };
}
