/**
 * POST /api/auth/send-verification: a fresh code replaces any earlier one for the e-mail. Sign-in for an
 * address without an account answers exactly like sign-in for one that has it, and mails a note that
 * no account exists instead of a code.
 */

import type { sendVerificationSchema } from '@common/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { verificationCodes } from '../../db/schema';
import { Conflict, ServiceError, TooManyRequests } from '../../lib/errors';
import { noAccountMail, verificationCodeMail } from '../../mail/messages';
import type { AuthDeps } from './auth-deps';
import { CODE_TTL_MS, SEND_LIMIT_PER_EMAIL, SEND_WINDOW_PER_IP_MS } from './limits';
import { generateVerificationCode, hashVerificationCode } from './secrets';
import { EMAIL_TAKEN, findUserByEmail, USERNAME_TAKEN, usernameTaken } from './users';

export type SendVerificationInput = z.output<typeof sendVerificationSchema>;

export class MailFailed extends ServiceError {
  constructor() {
    super(
      503,
      'mail_failed',
      'We could not send the e-mail right now. Please check the address and try again in a moment.',
    );
  }
}

export async function sendVerificationCode(deps: AuthDeps, input: SendVerificationInput, ip: string) {
  const { db } = deps;
  for (const [key, rule] of [
    [`auth-send-ip:${ip}`, { limit: deps.sendLimitPerIp, windowMs: SEND_WINDOW_PER_IP_MS }],
    [`auth-send-email:${input.email}`, SEND_LIMIT_PER_EMAIL],
  ] as const) {
    const hit = await deps.rateLimits.hit(key, rule);
    if (!hit.allowed) {
      const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
      throw new TooManyRequests(
        `Too many codes requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before asking again.`,
        hit.retryAfterSeconds,
      );
    }
  }

  const existing = await findUserByEmail(db, input.email);
  if (input.type === 'signup') {
    if (existing) throw new Conflict(EMAIL_TAKEN, { field: 'email' });
    if (await usernameTaken(db, input.username!)) throw new Conflict(USERNAME_TAKEN, { field: 'username' });
  }

  const now = deps.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(deps.secret, input.email, code);
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

  const mail =
    input.type === 'signin' && !existing
      ? noAccountMail(input.email, deps.appUrl)
      : verificationCodeMail({
          to: input.email,
          code,
          type: input.type,
          username: input.type === 'signup' ? input.username : existing?.username,
          validMinutes: Math.round(CODE_TTL_MS / 60_000),
        });
  try {
    await deps.mail.send(mail);
  } catch (err) {
    // Nothing half-made stays behind: the code that could not be delivered is withdrawn, and the one the
    // person may already have in their inbox (if any) is put back as it was.
    const undelivered = and(
      eq(verificationCodes.email, input.email),
      eq(verificationCodes.codeHash, codeHash),
    );
    if (previous) await db.update(verificationCodes).set(previous).where(undelivered);
    else await db.delete(verificationCodes).where(undelivered);
    deps.logger.error('verification mail failed', { err, to: input.email });
    throw new MailFailed();
  }
  return { expiresAt };
}
