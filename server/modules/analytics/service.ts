import type { TrackAnalyticsPayload } from '@common/schemas/analytics';
import { analyticsEvents } from '../../db/schema';
import type { ServiceContext } from '../../service-context';

export interface RecordAnalyticsInput {
  event: TrackAnalyticsPayload;
  /** The request's User-Agent header (a general event's payload carries none). */
  userAgent: string | undefined;
}

/** Stores one analytics event, in either payload shape of SPEC §7; who sent it is ctx.user's word. */
export async function recordAnalyticsEvent(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'user'>,
  { event: payload, userAgent }: RecordAnalyticsInput,
) {
  const userId = ctx.user?.id ?? null;
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
          userAgent: userAgent ?? null,
          userId,
        }
      : {
          kind: 'chat_usage' as const,
          eventType: 'chat_usage',
          action: payload.action,
          sessionId: payload.sessionId,
          // The payload's userId is the client's claim; only the session says who is signed in.
          userId,
          metadata: payload.data ?? null,
          clientTimestamp: String(payload.timestamp),
          pageUrl: payload.page,
          userAgent: payload.userAgent,
        };
  const [inserted] = await ctx.db
    .insert(analyticsEvents)
    .values({ ...row, createdAt: ctx.now() })
    .returning({ id: analyticsEvents.id });
  return { id: inserted!.id };
}
