import type { Database, DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RateLimitStore } from '../../lib/rate-limit';
import type { MailTransport } from '../../mail/transport';

/**
 * What the auth services need, taken from AppDeps so tests can build it directly. Each service takes
 * `(ctx, input)` with ctx narrowed to the fields it uses (a Pick of this), plus who is asking.
 */
export interface AuthDeps {
  db: Database;
  mail: MailTransport;
  rateLimits: RateLimitStore;
  logger: Logger;
  /** Key for code hashes (SESSION_SECRET). */
  secret: string;
  now: () => Date;
  /** ADMIN_EMAILS, lowercased: the admin role follows this on every request. */
  adminEmails: ReadonlySet<string>;
  sendLimitPerIp: number;
  /** AUTH_VERIFY_LIMIT_PER_IP (per 15 minutes) and AUTH_GUESS_LIMIT_PER_IP (per day); limits.ts has the defaults. */
  verifyLimitPerIp?: number;
  guessLimitPerIp?: number;
  /** Where the app lives, for links in mail. */
  appUrl: string;
}

/** The database (or a transaction the caller opened) and the clock: enough for sessions and accounts. */
export interface DbClock {
  db: DbOrTx;
  now: () => Date;
}
