import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('shows 5:00 before a timer exists', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toEqual({ label: '5:00', expired: false });
  });

  it('ticks every second from the expiry down to Expired', () => {
    const expiresAt = Date.now() + 62_000;
    const { result } = renderHook(() => useCountdown(expiresAt));
    expect(result.current.label).toBe('1:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.label).toBe('1:01');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.label).toBe('0:59');
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toEqual({ label: 'Expired', expired: true });
  });
});
