/** Codes and session tokens: generated from the CSPRNG, stored only as keyed or plain hashes. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@common/constants';

export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** HMAC keyed with the server secret and bound to the e-mail, so a leaked table cannot be brute-forced offline. */
export function hashVerificationCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`verification:${email}:${code}`).digest('hex');
}

export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Session tokens carry 256 random bits, so a plain SHA-256 is enough to make a stolen table useless. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
