import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('counts in words', () => {
  it('use the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'placeholder')).toBe('1 placeholder');
    expect(countOf(0, 'placeholder')).toBe('0 placeholders');
    expect(countOf(2, 'placeholder')).toBe('2 placeholders');
    expect(countOf(-1, 'degree')).toBe('-1 degrees');
    expect(countOf(1.5, 'day')).toBe('1.5 days');
  });

  it('take an irregular plural and group thousands', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(12000, 'run')).toBe('12,000 runs');
    expect(plural(1, 'field is', 'fields are')).toBe('field is');
    expect(plural(4, 'field is', 'fields are')).toBe('fields are');
  });
});
