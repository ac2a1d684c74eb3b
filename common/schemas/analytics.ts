import { z } from 'zod';
import { ANALYTICS_LIMITS } from '../constants';

const metadata = z
  .record(z.string().max(100), z.unknown())
  .refine((m) => JSON.stringify(m).length <= ANALYTICS_LIMITS.metadataChars, {
    message: 'metadata is too large (8 KB at most)',
  });

/** The general event of SPEC §7 (page-load performance, errors, feedback_submitted, ...). */
export const analyticsEventSchema = z.object({
  eventType: z.string().trim().min(1).max(100),
  eventCategory: z.string().trim().min(1).max(100),
  eventAction: z.string().trim().min(1).max(200),
  eventLabel: z.string().max(ANALYTICS_LIMITS.label).optional(),
  eventValue: z.number().finite().optional(),
  pageUrl: z.string().max(ANALYTICS_LIMITS.pageUrl),
  metadata: metadata.optional(),
});

/** The chat-usage variant of SPEC §7, sent by the assistant widget. */
export const chatUsageEventSchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  userId: z.union([z.string().max(200), z.number()]).nullish(),
  action: z.string().trim().min(1).max(200),
  data: metadata.optional(),
  timestamp: z.union([z.string().max(100), z.number()]),
  page: z.string().max(2000),
  userAgent: z.string().max(1000),
});

export const trackAnalyticsSchema = z.union([analyticsEventSchema, chatUsageEventSchema]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type ChatUsageEvent = z.infer<typeof chatUsageEventSchema>;
export type TrackAnalyticsPayload = z.infer<typeof trackAnalyticsSchema>;

export const trackAnalyticsResponseSchema = z.object({ success: z.literal(true), id: z.string() });
