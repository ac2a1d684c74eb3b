/**
 * Finds the signed-in user of every API request: from the HttpOnly session cookie, or from an
 * `Authorization: Bearer` header carrying the same token (SPEC §6: onboarding calls use the stored
 * token). Both map to the same session row.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv, SessionUser } from '../../http/context';
import { SESSION_COOKIE } from './limits';
import { findSessionUser } from './sessions';

export function sessionToken(c: Context<AppEnv>): { token: string; from: 'cookie' | 'bearer' } | null {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return { token, from: 'bearer' };
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = sessionToken(c);
    let user: SessionUser | null = null;
    if (found && found.token.length <= 200)
      user = await findSessionUser(deps.database.db, found.token, deps.now());
    // The admin role follows ADMIN_EMAILS: an address taken off the list loses it at the next start,
    // even in sessions opened before.
    if (user?.role === 'admin' && !deps.config.adminEmails.includes(user.email))
      user = { ...user, role: 'user' };
    if (found?.from === 'cookie' && !user) clearSessionCookie(c);
    c.set('user', user);
    return next();
  };
}

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

/** Moved to server/http/guards.ts; re-exported until auth's routes import it from there. */
export { requireAdmin, requireUser } from '../../http/guards';
