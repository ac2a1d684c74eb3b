import { describe, expect, it } from 'vitest';
import { formatCountdown, localExpiry } from './countdown';

describe('formatCountdown', () => {
  it('shows 5:00 before a timer exists', () => {
    expect(formatCountdown(null)).toBe('5:00');
  });

  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(299_000)).toBe('4:59');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(10_000)).toBe('0:10');
    expect(formatCountdown(1_000)).toBe('0:01');
  });

  it('rounds partial seconds up, so 0:01 lasts until the code really expires', () => {
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(1)).toBe('0:01');
  });

  it('shows Expired at zero and after', () => {
    expect(formatCountdown(0)).toBe('Expired');
    expect(formatCountdown(-5_000)).toBe('Expired');
  });
});

describe('localExpiry', () => {
  const expiresAt = '2026-01-01T00:05:00.000Z';
  const serverNow = Date.parse('2026-01-01T00:00:00.000Z');

  it('takes the server expiry as is when the clocks agree (within a few seconds)', () => {
    const date = new Date(serverNow).toUTCString();
    expect(localExpiry(expiresAt, date, serverNow + 800)).toBe(Date.parse(expiresAt));
    expect(localExpiry(expiresAt, null, serverNow)).toBe(Date.parse(expiresAt));
  });

  it("shifts the expiry onto the browser's clock when it is off", () => {
    const date = new Date(serverNow).toUTCString();
    const browserAhead = serverNow + 10 * 60_000;
    expect(localExpiry(expiresAt, date, browserAhead)! - browserAhead).toBe(5 * 60_000);
  });

  it('has no expiry for an unreadable date', () => {
    expect(localExpiry('soon', null, serverNow)).toBeNull();
  });
});
