/** Read side of analytics for the admin overview: how many events, of which type, since a time. */
import { count, desc, gte } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema';
import type { ServiceContext } from '../../service-context';

export interface AnalyticsSummary {
  total: number;
  /** Most frequent first. */
  byType: { eventType: string; count: number }[];
}

export async function summarizeAnalyticsEvents(
  ctx: Pick<ServiceContext, 'db'>,
  { since }: { since: Date },
): Promise<AnalyticsSummary> {
  const n = count();
  const rows = await ctx.db
    .select({ eventType: analyticsEvents.eventType, count: n })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(analyticsEvents.eventType)
    .orderBy(desc(n), analyticsEvents.eventType);
  return { total: rows.reduce((sum, r) => sum + r.count, 0), byType: rows };
}
