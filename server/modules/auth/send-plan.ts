/**
 * What a code request for an e-mail does (the rule; the counting is the rate-limit store's). A requester
 * is refused past its own limits: per IP, and per (e-mail, IP). Requests from other addresses therefore
 * cannot lock the owner out; what they share is the e-mail's limit of new codes. Past that, the current
 * code, while usable, is mailed again instead of replaced (so nobody can keep replacing the code the
 * owner is about to type), and past the re-send limit it is kept without another mail (it was mailed
 * within the window). A code that cannot be typed any more (none, expired, its attempts used) is
 * replaced whatever the count, so the owner is never left without one. A sign-up code still usable but
 * requested under another username is not replaced past the limit: the request is refused, so that
 * alternating usernames cannot mail an address without bound.
 */
import { countOf } from '@common/plural';
import { TooManyRequests } from '../../lib/errors';
import { hitLimit, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';
import {
  NEW_CODE_LIMIT_PER_EMAIL,
  RESEND_LIMIT_PER_EMAIL,
  SEND_LIMIT_PER_EMAIL,
  SEND_WINDOW_PER_IP_MS,
} from './limits';

export type SendPlan = 'new' | 'resend' | 'keep';

export interface SendRequest {
  email: string;
  type: string;
  ip: string;
  /** AUTH_SEND_LIMIT_PER_IP, per hour. */
  sendLimitPerIp: number;
  /**
   * The current code of this e-mail and purpose: `usable` (it may still be typed, and for a sign-up it was
   * asked for under this username), `other` (usable, but a sign-up under another username), or `none`.
   */
  current: 'usable' | 'other' | 'none';
}

function tooMany(retryAfterSeconds: number): TooManyRequests {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new TooManyRequests(
    `Too many codes requested. Please wait ${countOf(minutes, 'minute')} before asking again.`,
    retryAfterSeconds,
  );
}

/** Counts the request against the requester's limits (refusing past them) and the e-mail's, and says what to do. */
export async function planSend(limits: RateLimitStore, request: SendRequest): Promise<SendPlan> {
  const own: Array<[string, RateLimitRule]> = [
    [`auth-send-ip:${request.ip}`, { limit: request.sendLimitPerIp, windowMs: SEND_WINDOW_PER_IP_MS }],
    [`auth-send-email-ip:${request.email}:${request.ip}`, SEND_LIMIT_PER_EMAIL],
  ];
  for (const [key, rule] of own) {
    const hit = await hitLimit(limits, key, rule);
    if (!hit.allowed) throw tooMany(hit.retryAfterSeconds);
  }
  const perEmail = `${request.type}:${request.email}`;
  const fresh = await hitLimit(limits, `auth-send-email:${perEmail}`, NEW_CODE_LIMIT_PER_EMAIL);
  if (fresh.allowed || request.current === 'none') return 'new';
  if (request.current === 'other') throw tooMany(fresh.retryAfterSeconds);
  const resend = await hitLimit(limits, `auth-resend-email:${perEmail}`, RESEND_LIMIT_PER_EMAIL);
  return resend.allowed ? 'resend' : 'keep';
}
