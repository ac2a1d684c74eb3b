import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-10T12:00:00.000Z');

describe('relative time', () => {
  it('says just now, then minutes, hours and days ago', () => {
    expect(relativeTime('2026-05-10T11:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2026-05-10T11:57:00.000Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-05-10T10:00:00.000Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-05-09T12:00:00.000Z', now)).toBe('1 day ago');
  });

  it('gives the date past a month, and a dash for no date', () => {
    expect(relativeTime('2026-01-02T12:00:00.000Z', now)).not.toMatch(/ago/);
    expect(relativeTime('nope', now)).toBe('—');
  });
});
