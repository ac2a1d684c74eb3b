import { describe, expect, it } from 'vitest';
import {
  formatCooldown,
  formatCostPerThousand,
  formatResponseTime,
  formatSuccessRate,
  formatUsd,
} from './format-provider';

describe('formatCostPerThousand', () => {
  it('multiplies by 1000 and shows 4 decimals', () => {
    expect(formatCostPerThousand(0)).toBe('$0.0000');
    expect(formatCostPerThousand(0.000_002_5)).toBe('$0.0025');
    expect(formatCostPerThousand(0.000_015)).toBe('$0.0150');
    expect(formatCostPerThousand(0.000_000_15)).toBe('$0.0001');
    expect(formatCostPerThousand(0.01)).toBe('$10.0000');
  });
});

describe('other provider figures', () => {
  it('formats rates, times, money and cooldowns', () => {
    expect(formatSuccessRate(1)).toBe('100%');
    expect(formatSuccessRate(0.9567)).toBe('95.7%');
    expect(formatResponseTime(1234.4)).toBe('1,234 ms');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.0012)).toBe('$0.0012');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatCooldown(4500)).toBe('5 s');
    expect(formatCooldown(180_000)).toBe('3 min');
  });
});
