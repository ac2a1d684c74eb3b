import { describe, expect, it } from 'vitest';
import { formatTokenAmount, shortAddress } from './format';

describe('wallet formatting', () => {
  it('shortens an address to its start and end', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });

  it('formats amounts with grouping and at most four decimals', () => {
    expect(formatTokenAmount(10_000n * 10n ** 18n, 18)).toBe('10,000');
    expect(formatTokenAmount(1_234_567_891n, 6)).toBe('1,234.5678');
    expect(formatTokenAmount(0n, 6)).toBe('0');
    expect(formatTokenAmount(1n, 18)).toBe('< 0.0001');
    expect(formatTokenAmount(1_500_000n, 6)).toBe('1.5');
  });
});
