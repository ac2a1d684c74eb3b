import { describe, expect, it } from 'vitest';
import {
  formatCost,
  formatDuration,
  formatTokens,
  itemCount,
  relativeTime,
  triggerLabel,
} from './format-run';

describe('run formatting', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says how long ago, then the date', () => {
    expect(relativeTime('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-24T09:00:00Z', now)).toBe('3 h ago');
    expect(relativeTime('2026-11-22T12:00:00Z', now)).toBe('2 d ago');
    expect(relativeTime('2026-01-02T12:00:00Z', now)).toMatch(/2026/);
    expect(relativeTime('not a date', now)).toBe('—');
  });

  it('writes durations, cost and tokens for people', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(2400)).toBe('2.4 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(3_720_000)).toBe('1 h 2 min');
    expect(formatCost(0)).toBe('—');
    expect(formatCost(0.0012)).toBe('$0.0012');
    expect(formatCost(1.254)).toBe('$1.25');
    expect(formatTokens(null)).toBe('—');
    expect(formatTokens({ inputTokens: 1000, outputTokens: 204 })).toBe('1,204');
  });

  it('names triggers and counts stored items, capped or not', () => {
    expect(triggerLabel('manual')).toBe('Manual');
    expect(triggerLabel('sub-workflow')).toBe('Sub-workflow');
    expect(triggerLabel('webhook')).toBe('Webhook');
    expect(itemCount([[1, 2], [3]])).toBe(3);
    expect(itemCount({ truncated: true, items: [4, 5], bytes: 9 } as never)).toBe(9);
  });
});
