/**
 * POST /api/auth/send-verification: a fresh code replaces any earlier one for the e-mail. Whether an
 * address has an account never shows in the answer: sign-in for an unknown address and sign-up for a
 * registered one answer exactly like the ordinary case, and mail a note (how to sign up, how to sign
 * in) instead of a code. Only a taken username is refused, since usernames are public.
 */

import type { sendVerificationSchema } from '@common/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { verificationCodes } from '../../db/schema';
import { Conflict, ServiceError, TooManyRequests } from '../../lib/errors';
import { accountExistsMail, noAccountMail, verificationCodeMail } from '../../mail/messages';
import type { MailMessage } from '../../mail/transport';
import type { AuthDeps } from './auth-deps';
import { CODE_TTL_MS, SEND_LIMIT_PER_EMAIL, SEND_WINDOW_PER_IP_MS } from './limits';
import { generateVerificationCode, hashVerificationCode } from './secrets';
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

async function checkSendLimits(ctx: SendVerificationCtx, email: string) {
  for (const [key, rule] of [
    [`auth-send-ip:${ctx.ip}`, { limit: ctx.sendLimitPerIp, windowMs: SEND_WINDOW_PER_IP_MS }],
    [`auth-send-email:${email}`, SEND_LIMIT_PER_EMAIL],
  ] as const) {
    const hit = await ctx.rateLimits.hit(key, rule);
    if (!hit.allowed) {
      const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
      throw new TooManyRequests(
        `Too many codes requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before asking again.`,
        hit.retryAfterSeconds,
      );
    }
  }
}

/** The mail for this request: the code, or (without revealing anything to the requester) a note. */
function mailFor(
  ctx: SendVerificationCtx,
  input: SendVerificationInput,
  existing: UserRow | undefined,
  code: string,
): MailMessage {
  if (input.type === 'signin' && !existing) return noAccountMail(input.email, ctx.appUrl);
  if (input.type === 'signup' && existing) return accountExistsMail(input.email, ctx.appUrl);
  return verificationCodeMail({
    to: input.email,
    code,
    type: input.type,
    username: input.type === 'signup' ? input.username : existing?.username,
    validMinutes: Math.round(CODE_TTL_MS / 60_000),
  });
}

export async function sendVerificationCode(ctx: SendVerificationCtx, input: SendVerificationInput) {
  const { db } = ctx;
  await checkSendLimits(ctx, input.email);

  // Both lookups run for every request, so the time taken says nothing about the address either.
  const existing = await findUserByEmail(db, input.email);
  if (input.type === 'signup' && (await usernameTaken(db, input.username!))) {
    throw new Conflict(USERNAME_TAKEN, { field: 'username' });
  }

  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  // A code is stored even when none is mailed (the notes above), so verify-code answers alike too.
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(ctx.secret, input.email, code);
  const row = {
    type: input.type,
    codeHash,
    username: input.type === 'signup' ? input.username! : null,
    attempts: 0,
    expiresAt,
    createdAt: now,
  };
  const [previous] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.email, input.email));
  await db
    .insert(verificationCodes)
    .values({ email: input.email, ...row })
    .onConflictDoUpdate({ target: verificationCodes.email, set: row });

  try {
    await ctx.mail.send(mailFor(ctx, input, existing, code));
  } catch (err) {
    // Nothing half-made stays behind: the code that could not be delivered is withdrawn, and the one the
    // person may already have in their inbox (if any) is put back as it was.
    const undelivered = and(
      eq(verificationCodes.email, input.email),
      eq(verificationCodes.codeHash, codeHash),
    );
    if (previous) await db.update(verificationCodes).set(previous).where(undelivered);
    else await db.delete(verificationCodes).where(undelivered);
    ctx.logger.error('verification mail failed', { err, to: input.email });
    throw new MailFailed();
  }
  return { expiresAt };
}
