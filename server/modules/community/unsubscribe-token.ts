/**
 * The token of a digest's unsubscribe link: the person's id and an HMAC of it under a key derived from the
 * server secret for this use only, so a link works signed out and nobody can make one for someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, userId: string): Buffer {
  const key = createHmac('sha256', secret).update('community-digest-unsubscribe').digest();
  return createHmac('sha256', key).update(userId).digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, sig, ...rest] = token.split('.');
  if (!userId || !sig || rest.length > 0 || !UUID.test(userId)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
