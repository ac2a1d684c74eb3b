import { feedbackSubmissionSchema } from '@common/schemas/feedback';
import { describe, expect, it } from 'vitest';
import { emptyFeedbackForm, feedbackSubmission, isFeedbackComplete } from './feedback-form';

const context = {
  page: 'http://localhost/marketplace',
  userAgent: 'jsdom',
  now: new Date('2026-01-01T00:00:00Z'),
};

describe('isFeedbackComplete', () => {
  it('needs type, category and a non-blank message', () => {
    const full = { ...emptyFeedbackForm(), type: 'bug', category: 'forms', message: 'Broken' } as const;
    expect(isFeedbackComplete(full)).toBe(true);
    expect(isFeedbackComplete({ ...full, type: '' })).toBe(false);
    expect(isFeedbackComplete({ ...full, category: '' })).toBe(false);
    expect(isFeedbackComplete({ ...full, message: '  \n ' })).toBe(false);
  });
});

describe('feedbackSubmission', () => {
  it('sends the spec payload, accepted by the shared schema', () => {
    const form = {
      ...emptyFeedbackForm(' me@example.com '),
      type: 'feature',
      category: 'ui/ux',
      rating: 5,
      message: ' Dark charts ',
    } as const;
    const payload = feedbackSubmission(form, context);
    expect(payload).toEqual({
      type: 'feature',
      category: 'ui/ux',
      rating: 5,
      message: 'Dark charts',
      metadata: {
        page: 'http://localhost/marketplace',
        userAgent: 'jsdom',
        timestamp: '2026-01-01T00:00:00.000Z',
        email: 'me@example.com',
      },
    });
    expect(feedbackSubmissionSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out an empty rating and e-mail', () => {
    const form = { ...emptyFeedbackForm(), type: 'general', category: 'other', message: 'Hi' } as const;
    const payload = feedbackSubmission(form, context);
    expect(payload).not.toHaveProperty('rating');
    expect(payload.metadata).not.toHaveProperty('email');
    expect(feedbackSubmissionSchema.safeParse(payload).success).toBe(true);
  });
});
