import type { UserRole } from '@common/schemas/auth';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AiService } from '../ai/service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../lib/logger';
import type { RateLimitStore } from '../lib/rate-limit';
import type { MailTransport } from '../mail/transport';

/** What every module gets: the services built once at start (injected so tests control them). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Present when REDIS_URL is set: shared rate limits now, jobs and live events later. */
  redis?: { ping(): Promise<unknown> } | undefined;
  logger: Logger;
  rateLimits: RateLimitStore;
  mail: MailTransport;
  ai: AiService;
  now: () => Date;
  version: string;
  /** Folder of the built client (index.html, assets, sw.js); null serves no static files. */
  clientDir: string | null;
}

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
    /** Whether X-Forwarded-For may be believed (see clientIp()). */
    trustProxy: boolean;
    log: Logger;
  };
}

export type AppRouter = OpenAPIHono<AppEnv>;
