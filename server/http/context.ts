import type { UserRole } from '@common/schemas/auth';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from '../lib/logger';
import type { RateLimitStore } from '../lib/rate-limit';
import type { TrustProxy } from '../lib/trust-proxy';

/**
 * The composition root's type lives in server/deps.ts (it names ai, config, db and mail, which http/
 * must not import). Re-exported here only until auth and the test harness import it from there.
 */
export type { AppDeps } from '../deps';

/** The signed-in user of a request, as the session middleware found it. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  role: UserRole;
  subscription: string;
  profileImage: string | null;
  createdAt: Date;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    /** null when signed out; set by the session middleware for every /api request. */
    user: SessionUser | null;
    requestId: string;
    /** Which X-Forwarded-For entries may be believed (see clientIp()). */
    trustProxy: TrustProxy;
    /** The store every rate limit counts in (see http/rate-limit.ts). */
    rateLimits: RateLimitStore;
    log: Logger;
  };
}

export type AppRouter = OpenAPIHono<AppEnv>;
