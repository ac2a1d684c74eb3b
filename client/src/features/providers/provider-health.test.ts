import { describe, expect, it } from 'vitest';
import { healthTone } from './provider-health';

describe('healthTone (SPEC §5 thresholds)', () => {
  it.each([
    [true, 1, 'green'],
    [true, 0.951, 'green'],
    [true, 0.95, 'yellow'],
    [true, 0.81, 'yellow'],
    [true, 0.8, 'red'],
    [true, 0, 'red'],
    [false, 1, 'red'],
    [false, 0.9, 'red'],
  ] as const)('healthy %s at %s is %s', (isHealthy, successRate, tone) => {
    expect(healthTone({ isHealthy, successRate })).toBe(tone);
  });
});
