/**
 * Approval link tokens: 32 random bytes and their HMAC under a key derived from the session secret,
 * `<random>.<signature>` in base64url. A forged or mangled token fails the signature before any database
 * read; a real one is looked up by its SHA-256, the only form stored. Changing the session secret ends
 * every link.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const RANDOM_BYTES = 32;
const PART = /^[A-Za-z0-9_-]{43}$/;

/** Its own key, so a signature made here means nothing to any other use of the session secret. */
const linkKey = (secret: string) => createHmac('sha256', secret).update('workflow-approval-links').digest();

const sign = (secret: string, random: Buffer) =>
  createHmac('sha256', linkKey(secret)).update(random).digest();

export const hashApprovalToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createApprovalToken(secret: string): { token: string; hash: string } {
  const random = randomBytes(RANDOM_BYTES);
  const token = `${random.toString('base64url')}.${sign(secret, random).toString('base64url')}`;
  return { token, hash: hashApprovalToken(token) };
}

/** The hash to look the token up by, or null when it is not a token this server signed. */
export function verifyApprovalToken(secret: string, token: string): string | null {
  const [randomPart, signaturePart, extra] = token.split('.');
  if (extra !== undefined || !randomPart || !signaturePart) return null;
  if (!PART.test(randomPart) || !PART.test(signaturePart)) return null;
  const expected = sign(secret, Buffer.from(randomPart, 'base64url'));
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return hashApprovalToken(token);
}
