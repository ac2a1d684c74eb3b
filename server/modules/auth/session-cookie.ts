/** The HttpOnly cookie that carries the session token in browsers. */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../http/context';

export const SESSION_COOKIE = 'aiz_session';

function isHttps(c: Context<AppEnv>, deps: AppDeps): boolean {
  if (deps.config.publicOrigin) return deps.config.publicOrigin.startsWith('https:');
  if (deps.config.trustProxy && c.req.header('x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

export function setSessionCookie(c: Context<AppEnv>, deps: AppDeps, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, deps),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
