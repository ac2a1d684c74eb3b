/**
 * Key material (pure): API keys and publishable keys. A secret is 32 random bytes; what is stored is its
 * SHA-256 (the secret has 256 bits of entropy, so a slow hash adds nothing) and a short visible prefix.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, PUBLISHABLE_KEY_PREFIX } from '@common/schemas/deployments';

/** How many characters of a key the lists show (`aiz_sk_` and five more). */
export const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 5;

const KEY_BODY = /^[A-Za-z0-9_-]{43}$/;

export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH), hash: hashApiKey(secret) };
}

export function newPublishableKey(): string {
  return `${PUBLISHABLE_KEY_PREFIX}${randomBytes(18).toString('base64url')}`;
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** True when `value` has the shape of one of our secret keys (cheap refusal before any lookup). */
export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && KEY_BODY.test(value.slice(API_KEY_PREFIX.length));
}

/** Constant-time comparison of two hashes (hex of the same length). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

// The scope rule is shared with the deploy dialog (which keys can call a deployment).
export { type KeyScope, keyScopeCovers } from '@common/deployments/key-scope';
