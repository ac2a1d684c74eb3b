import { trackAnalyticsSchema } from '@common/schemas/analytics';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, validationMessage } from './validation';

describe('describeIssues', () => {
  it('names the closest union branch field', () => {
    const result = trackAnalyticsSchema.safeParse({ eventType: 'x', eventCategory: 'y', pageUrl: '/' });
    expect(result.success).toBe(false);
    const issues = describeIssues(result.error!.issues);
    expect(issues[0]?.path).toBe('eventAction');
    expect(validationMessage(issues)).toMatch(/^Invalid request: eventAction: /);
  });

  it('keeps nested paths', () => {
    const result = z.object({ a: z.object({ b: z.number() }) }).safeParse({ a: { b: 'x' } });
    expect(describeIssues(result.error!.issues)).toEqual([{ path: 'a.b', message: expect.any(String) }]);
  });

  it('has a plain message when there is nothing to say', () => {
    expect(validationMessage([])).toBe('Invalid request');
  });
});
