import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@common/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToastState, resetToasts, type ToastEntry, toast, toastReducer } from './use-toast';

const entry = (id: string): ToastEntry => ({ id, open: true, title: `Toast ${id}` });

describe('toastReducer', () => {
  it('keeps at most TOAST_LIMIT toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: entry('1') });
    const second = toastReducer(first, { type: 'ADD_TOAST', toast: entry('2') });
    expect(second.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer(
      { toasts: [entry('1')] },
      { type: 'UPDATE_TOAST', toast: { id: '1', title: 'New' } },
    );
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'New', open: true });
  });

  it('dismissing closes one toast, or all without an id', () => {
    const one = toastReducer({ toasts: [entry('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(one.toasts[0]?.open).toBe(false);
    const all = toastReducer({ toasts: [entry('1')] }, { type: 'DISMISS_TOAST' });
    expect(all.toasts[0]?.open).toBe(false);
    const other = toastReducer({ toasts: [entry('1')] }, { type: 'DISMISS_TOAST', toastId: '9' });
    expect(other.toasts[0]?.open).toBe(true);
  });

  it('removes one toast, or all without an id', () => {
    expect(toastReducer({ toasts: [entry('1')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [entry('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('adds an open toast entry with the caller fields', () => {
    const { id } = toast({ title: 'Hello', description: 'World', variant: 'destructive' });
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({
        id,
        open: true,
        title: 'Hello',
        description: 'World',
        variant: 'destructive',
      }),
    ]);
  });

  it('replaces the shown toast with a new one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToastState().toasts.map((t) => t.title)).toEqual(['Second']);
  });

  it('closes on dismiss and removes the toast TOAST_REMOVE_DELAY_MS later', () => {
    const shown = toast({ title: 'Bye' });
    shown.dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('closing through onOpenChange(false) dismisses', () => {
    toast({ title: 'Swiped' });
    getToastState().toasts[0]?.onOpenChange?.(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it('dismissToast without an id closes every toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('update changes the fields of a shown toast', () => {
    const shown = toast({ title: 'Saving' });
    shown.update({ title: 'Saved' });
    expect(getToastState().toasts[0]).toMatchObject({ id: shown.id, title: 'Saved', open: true });
  });
});
