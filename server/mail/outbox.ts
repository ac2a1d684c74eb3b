import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

/** The newest messages of the database outbox (for one recipient, or everyone): the dev inbox's read. */
export function latestOutboxMail(db: Database, to: string | undefined, limit = 50) {
  const query = db.select().from(mailOutbox);
  const filtered = to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
