import { describe, expect, it } from 'vitest';
import { formatAizAmount, formatDate, formatDateTime } from './format';

describe('formatAizAmount', () => {
  it('groups thousands', () => {
    expect(formatAizAmount('1000')).toBe('1,000');
    expect(formatAizAmount('1234567')).toBe('1,234,567');
    expect(formatAizAmount('999')).toBe('999');
  });

  it('keeps fractions and signs exactly, beyond float precision', () => {
    expect(formatAizAmount('12.5')).toBe('12.5');
    expect(formatAizAmount('-1500.000000000000000001')).toBe('-1,500.000000000000000001');
    expect(formatAizAmount('123456789012345678901234')).toBe('123,456,789,012,345,678,901,234');
  });

  it('shows 0 when there is no balance', () => {
    expect(formatAizAmount(undefined)).toBe('0');
    expect(formatAizAmount(null)).toBe('0');
    expect(formatAizAmount('')).toBe('0');
    expect(formatAizAmount('0')).toBe('0');
  });
});

describe('formatDate and formatDateTime', () => {
  it('show a dash, not "Invalid Date", for a missing or unreadable date', () => {
    for (const bad of [null, undefined, '', 'not a date']) {
      expect(formatDate(bad)).toBe('—');
      expect(formatDateTime(bad)).toBe('—');
    }
    expect(formatDate('2026-01-02T03:04:05.000Z')).toMatch(/2026/);
  });
});
