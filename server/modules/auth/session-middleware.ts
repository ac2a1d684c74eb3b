/**
 * Finds the signed-in user of every API request: from the HttpOnly session cookie, or from an
 * `Authorization: Bearer` header carrying the same token (SPEC §6: onboarding calls use the stored
 * token). Both map to the same session row.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps';
import type { AppEnv, SessionUser } from '../../http/context';
import { roleFor } from './roles';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { findSessionUser } from './sessions';
import { setUserRole } from './users';

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
  const ctx = { db: deps.database.db, now: deps.now };
  const adminEmails: ReadonlySet<string> = new Set(deps.config.adminEmails);
  return async (c, next) => {
    const found = sessionToken(c);
    let user: SessionUser | null = null;
    if (found && found.token.length <= 200) user = await findSessionUser(ctx, found.token);
    // The admin role follows ADMIN_EMAILS from the next request on, both ways, in sessions opened
    // before the list changed too; the stored role is brought in line (a write only when it changed).
    const role = user && roleFor(user.email, adminEmails, user.role);
    if (user && role && role !== user.role) {
      await setUserRole(ctx.db, user.id, role);
      user = { ...user, role };
    }
    if (found?.from === 'cookie' && !user) clearSessionCookie(c);
    c.set('user', user);
    return next();
  };
}
