import { describe, expect, it } from 'vitest';
import { delta, duration, percent, ratingShare, tokens, usd } from './format';

describe('analytics figures', () => {
  it('writes rates, durations, money and tokens', () => {
    expect(percent(null)).toBe('–');
    expect(percent(1)).toBe('100%');
    expect(percent(0.8333)).toBe('83.3%');
    expect(duration(null)).toBe('–');
    expect(duration(42)).toBe('42 ms');
    expect(duration(1530)).toBe('1.53 s');
    expect(duration(90_000)).toBe('1.5 min');
    expect(usd(0)).toBe('$0');
    expect(usd(0.00042)).toBe('$0.0004');
    expect(usd(3.5)).toBe('$3.50');
    expect(tokens(1234)).toBe('1,234');
    expect(tokens(25_000)).toBe('25k');
  });

  it('compares two figures', () => {
    expect(delta(100, 150)).toBe(0.5);
    expect(delta(0, 3)).toBeNull();
    expect(delta(null, 3)).toBeNull();
  });

  it('shares ratings', () => {
    expect(ratingShare(0, 0)).toBe('–');
    expect(ratingShare(3, 1)).toBe('75% 👍 (4)');
  });
});
