/**
 * Who owns an upload: the signed-in user, or, signed out, whoever holds the anonymous owner cookie
 * (a random token; only its SHA-256 is stored).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context';

export const ANONYMOUS_OWNER_COOKIE = 'aiz_upload_owner';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface UploadOwner {
  userId: string | null;
  tokenHash: string | null;
}

export function hashOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The anonymous owner token of this request, if it carries a well-formed one. */
export function anonymousOwnerOf(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, ANONYMOUS_OWNER_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The owner of a new upload; a signed-out caller without a token gets one (cookie set on the answer). */
export function uploadOwnerFor(c: Context<AppEnv>, secure: boolean): UploadOwner {
  const user = c.get('user');
  if (user) return { userId: user.id, tokenHash: null };
  let token = anonymousOwnerOf(c);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    setCookie(c, ANONYMOUS_OWNER_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      path: '/api',
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  }
  return { userId: null, tokenHash: hashOwnerToken(token) };
}

/** Whether the caller (user, or anonymous token) owns a stored upload. */
export function ownsUpload(
  row: { ownerUserId: string | null; ownerTokenHash: string | null },
  userId: string | null,
  anonymousToken: string | undefined,
): boolean {
  if (row.ownerUserId) return row.ownerUserId === userId;
  return Boolean(anonymousToken && row.ownerTokenHash === hashOwnerToken(anonymousToken));
}
