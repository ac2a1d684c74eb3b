import { describe, expect, it } from 'vitest';
import { slugFrom } from './listing-rows';

describe('slugFrom', () => {
  it('makes lower-case letters, digits and dashes of a title', () => {
    expect(slugFrom('Support agent')).toBe('support-agent');
    expect(slugFrom('  Crème brûlée — 2 ways!  ')).toBe('creme-brulee-2-ways');
    expect(slugFrom('GPT-4o: e-mail triage')).toBe('gpt-4o-e-mail-triage');
  });

  it('keeps a short or empty one usable and a long one within 56 characters', () => {
    expect(slugFrom('AI')).toBe('listing-ai');
    expect(slugFrom('日本語')).toBe('listing-x');
    const long = slugFrom('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(56);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
