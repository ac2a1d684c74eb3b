/** Route guards: who may call. They read the user the session middleware put on the request. */
import type { Context } from 'hono';
import { Forbidden, Unauthorized } from '../lib/errors';
import type { AppEnv, SessionUser } from './context';

/** The signed-in user, or 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Unauthorized();
  return user;
}

/** A signed-in administrator, or 401 / 403. */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw new Forbidden('This area is for administrators.');
  return user;
}
