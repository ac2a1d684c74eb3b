import type { TrackAnalyticsPayload } from '@common/schemas/analytics';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export interface TrackContext {
  userAgent: string | undefined;
  userId: string | undefined;
}

/** Stores one analytics event, in either payload shape of SPEC §7. */
export async function recordAnalyticsEvent(db: Database, payload: TrackAnalyticsPayload, ctx: TrackContext) {
  const row =
    'eventType' in payload
      ? {
          kind: 'event' as const,
          eventType: payload.eventType,
          category: payload.eventCategory,
          action: payload.eventAction,
          label: payload.eventLabel ?? null,
          value: payload.eventValue ?? null,
          pageUrl: payload.pageUrl,
          metadata: payload.metadata ?? null,
          userAgent: ctx.userAgent ?? null,
          userId: ctx.userId ?? null,
        }
      : {
          kind: 'chat_usage' as const,
          eventType: 'chat_usage',
          action: payload.action,
          sessionId: payload.sessionId,
          // The payload's userId is the client's claim; only the session says who is signed in.
          userId: ctx.userId ?? null,
          metadata: payload.data ?? null,
          clientTimestamp: String(payload.timestamp),
          pageUrl: payload.page,
          userAgent: payload.userAgent,
        };
  const [inserted] = await db.insert(analyticsEvents).values(row).returning({ id: analyticsEvents.id });
  return { id: inserted!.id };
}
