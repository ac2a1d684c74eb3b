import type { UserRole } from '@common/schemas/auth';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from '../lib/logger';
import type { RateLimitStore } from '../lib/rate-limit';
import type { TrustProxy } from '../lib/trust-proxy';

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
    /** The security headers every answer carries, by lower-case name (./security-headers.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  };
}

export type AppRouter = OpenAPIHono<AppEnv>;
