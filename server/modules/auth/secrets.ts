/**
 * Codes and session tokens: generated from the CSPRNG, stored as keyed or plain hashes; a code is also
 * kept sealed under a key derived from the server secret, to mail it again (never to compare it).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@common/constants';
import { openSecret, type SecretKeyring, sealSecret, secretKey } from '../../lib/secret-box';

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

/** The code-sealing key: derived from the server secret, for this use only. */
function codeKeyring(secret: string): SecretKeyring {
  return {
    current: secretKey(createHmac('sha256', secret).update('verification-code-seal').digest()),
    previous: [],
  };
}

/** The code sealed for its e-mail and purpose (a sealed code copied onto another row does not open). */
export function sealVerificationCode(secret: string, email: string, type: string, code: string): string {
  const { keyId, sealed } = sealSecret(codeKeyring(secret), `${type}:${email}`, code);
  return `${keyId}.${sealed}`;
}

/** The sealed code, or null when there is none or it does not open (another secret since, another row). */
export function openVerificationCode(
  secret: string,
  email: string,
  type: string,
  stored: string | null,
): string | null {
  const dot = stored?.indexOf('.') ?? -1;
  if (!stored || dot < 0) return null;
  try {
    const code = openSecret(codeKeyring(secret), `${type}:${email}`, {
      keyId: stored.slice(0, dot),
      sealed: stored.slice(dot + 1),
    });
    return /^\d{6}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
