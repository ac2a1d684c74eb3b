import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@common/constants';
import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The toast store (SPEC §2, §3, §9): at most TOAST_LIMIT toasts, newest first, so a new toast
 * replaces the old one; dismissing closes a toast, and it is removed TOAST_REMOVE_DELAY_MS later.
 */

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An action element, e.g. <ToastAction altText="Undo">Undo</ToastAction>. */
  action?: ReactNode;
  duration?: number;
};

/** A toast entry: id, open flag, plus the caller's fields. */
export type ToastEntry = ToastInput & {
  id: string;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
};

export type ToastState = { toasts: ToastEntry[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastEntry }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastEntry> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

function scheduleRemoval(toastId: string): void {
  if (removalTimers.has(toastId)) return;
  removalTimers.set(
    toastId,
    setTimeout(() => {
      removalTimers.delete(toastId);
      dispatch({ type: 'REMOVE_TOAST', toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export function toast(input: ToastInput) {
  const id = nextId();
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dismissToast(id);
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function getToastState(): ToastState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToastState, getToastState);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}

/** For tests: forget every toast and pending removal. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  state = { toasts: [] };
  for (const listener of listeners) listener();
}
