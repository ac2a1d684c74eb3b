/**
 * Request bodies for API tests, typed by the `common/` schemas the routes validate with: when a schema
 * changes, these stop compiling instead of drifting. Each builder gives a valid body; pass the fields a
 * test is about.
 */
import type { AnalyticsEvent } from '@common/schemas/analytics';
import type { ChatRequest } from '@common/schemas/assistant';
import type { FeedbackSubmission } from '@common/schemas/feedback';
import type { InitializeOnboardingPayload } from '@common/schemas/onboarding';

export function aFeedbackSubmission(fields: Partial<FeedbackSubmission> = {}): FeedbackSubmission {
  return {
    type: 'bug',
    category: 'ui/ux',
    rating: 4,
    message: 'The save button is hidden on small screens.',
    metadata: {
      page: 'http://localhost/workflow-builder',
      userAgent: 'Chromium',
      timestamp: '2026-01-01T00:00:00.000Z',
    },
    ...fields,
  } satisfies FeedbackSubmission;
}

/** One user question, with the options the widget sends (none by default). */
export function aChatRequest(content: string, options: ChatRequest['options'] = {}): ChatRequest {
  return { messages: [{ role: 'user', content }], options } satisfies ChatRequest;
}

export function anAnalyticsEvent(fields: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    eventType: 'performance',
    eventCategory: 'page_load',
    eventAction: 'load',
    pageUrl: 'http://localhost/',
    ...fields,
  } satisfies AnalyticsEvent;
}

export function anOnboardingStart(fields: Partial<InitializeOnboardingPayload> = {}) {
  return { deviceType: 'desktop', userAgent: 'vitest', ...fields } satisfies InitializeOnboardingPayload;
}
