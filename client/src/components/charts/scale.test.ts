import { describe, expect, it } from 'vitest';
import { compactNumber, extentOf, linear, niceExtent, niceTicks } from './scale';

describe('chart scales', () => {
  it('gives a flat or empty series some height', () => {
    expect(extentOf([])).toEqual({ min: 0, max: 1 });
    expect(extentOf([5, 5])).toEqual({ min: 0, max: 5 });
    expect(extentOf([5, 5], { zero: false })).toEqual({ min: 5, max: 6 });
  });

  it('makes round ticks', () => {
    expect(niceTicks({ min: 0, max: 87 })).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks({ min: 0, max: 1 })).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceExtent([3, 412])).toEqual({ min: 0, max: 500 });
  });

  it('maps linearly', () => {
    const x = linear({ min: 0, max: 10 }, [0, 100]);
    expect(x(5)).toBe(50);
    const y = linear({ min: 0, max: 10 }, [100, 0]);
    expect(y(10)).toBe(0);
  });

  it('labels numbers compactly', () => {
    expect(compactNumber(0)).toBe('0');
    expect(compactNumber(1500)).toBe('1.5k');
    expect(compactNumber(2_000_000)).toBe('2M');
    expect(compactNumber(0.25)).toBe('0.25');
    expect(compactNumber(12.4)).toBe('12');
  });
});
