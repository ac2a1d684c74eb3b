/**
 * The one service signature: `verb(ctx, input)`. `ctx` carries what every service may need from the
 * request and the app (the database, the injected clock, the caller, the request's logger); `input`
 * is the validated payload. Routes build ctx with serviceContext() / signedInContext().
 */
import type { Context } from 'hono';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import type { AppEnv, SessionUser } from './http/context';
import { requireUser } from './http/guards';
import type { Logger } from './lib/logger';

export interface ServiceContext {
  db: Database;
  /** The injected clock: services never call new Date() themselves. */
  now: () => Date;
  /** The signed-in caller; null when signed out. */
  user: SessionUser | null;
  log: Logger;
}

/** A service that needs a signed-in caller says so in its ctx type. */
export interface SignedInContext extends ServiceContext {
  user: SessionUser;
}

export function serviceContext(deps: AppDeps, c: Context<AppEnv>): ServiceContext {
  return { db: deps.database.db, now: deps.now, user: c.get('user'), log: c.get('log') ?? deps.logger };
}

/** As serviceContext(), after requireUser(): 401 when signed out. */
export function signedInContext(deps: AppDeps, c: Context<AppEnv>): SignedInContext {
  return { ...serviceContext(deps, c), user: requireUser(c) };
}
