import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RateLimitStore } from '../../lib/rate-limit';
import type { MailTransport } from '../../mail/transport';

/** What the auth services need, taken from AppDeps so unit tests can build it directly. */
export interface AuthDeps {
  db: Database;
  mail: MailTransport;
  rateLimits: RateLimitStore;
  logger: Logger;
  /** Key for code hashes (SESSION_SECRET). */
  secret: string;
  now: () => Date;
  adminEmails: readonly string[];
  sendLimitPerIp: number;
  /** Where the app lives, for links in mail. */
  appUrl: string;
}
