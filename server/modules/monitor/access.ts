/** Who may watch the system monitor: its figures are the whole server's (every account's traffic). */
import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../../http/context';
import { requireUser } from '../../http/guards';
import { Forbidden } from '../../lib/errors';

/** The message a signed-in person who is not an administrator gets (403); the page shows its own words. */
export const MONITOR_FOR_ADMINS =
  "The system monitor shows the whole server's figures, every account's traffic, so it is for administrators. Your own agents' figures are on /fleet, /analytics and /dashboard.";

export function requireMonitorAccess(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw new Forbidden(MONITOR_FOR_ADMINS);
  return user;
}
