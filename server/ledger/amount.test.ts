import { describe, expect, it } from 'vitest';
import { AIZ_UNIT, aiz, formatAiz, parseAiz } from './amount';

describe('aiz', () => {
  it('converts whole AIZ to base units of 18 decimals', () => {
    expect(aiz(1000)).toBe(1000n * 10n ** 18n);
    expect(aiz(0)).toBe(0n);
    expect(aiz(5n)).toBe(5n * AIZ_UNIT);
  });

  it('refuses fractions and unsafe numbers instead of rounding', () => {
    expect(() => aiz(1.5)).toThrow(RangeError);
    expect(() => aiz(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatAiz', () => {
  it('writes whole amounts without decimals', () => {
    expect(formatAiz(aiz(1000))).toBe('1000');
    expect(formatAiz(0n)).toBe('0');
  });

  it('writes fractions exactly, without trailing zeros', () => {
    expect(formatAiz(aiz(12) + AIZ_UNIT / 2n)).toBe('12.5');
    expect(formatAiz(1n)).toBe('0.000000000000000001');
    expect(formatAiz(AIZ_UNIT - 1n)).toBe('0.999999999999999999');
  });

  it('keeps every digit of amounts far beyond float precision', () => {
    const huge = 2n ** 255n + 123n;
    expect(parseAiz(formatAiz(huge))).toBe(huge);
  });

  it('writes negative amounts (the issuance account) with a sign', () => {
    expect(formatAiz(-aiz(100_000))).toBe('-100000');
    expect(formatAiz(-(AIZ_UNIT / 4n))).toBe('-0.25');
  });
});

describe('parseAiz', () => {
  it('reads decimal strings exactly', () => {
    expect(parseAiz('12.5')).toBe(aiz(12) + AIZ_UNIT / 2n);
    expect(parseAiz('1000')).toBe(aiz(1000));
    expect(parseAiz('-0.25')).toBe(-(AIZ_UNIT / 4n));
    expect(parseAiz('0.000000000000000001')).toBe(1n);
  });

  it('refuses what is not an exact amount', () => {
    for (const bad of ['', '1e3', '1.', '.5', '1,5', 'abc', `0.${'1'.repeat(19)}`]) {
      expect(() => parseAiz(bad)).toThrow(RangeError);
    }
  });
});
