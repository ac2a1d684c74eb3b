import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHideWhileScrolling } from './use-hide-while-scrolling';

describe('useHideWhileScrolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides while the page scrolls and shows again 600 ms after the last scroll', () => {
    const { result } = renderHook(() => useHideWhileScrolling());
    expect(result.current).toBe(false);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(400);
      document.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
  });

  it('notices scrolling inside an element too (scroll events do not bubble)', () => {
    const inner = document.createElement('div');
    document.body.append(inner);
    const { result } = renderHook(() => useHideWhileScrolling());
    act(() => {
      inner.dispatchEvent(new Event('scroll', { bubbles: false }));
    });
    expect(result.current).toBe(true);
    inner.remove();
  });
});
