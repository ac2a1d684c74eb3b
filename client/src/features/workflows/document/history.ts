/**
 * Undo and redo over whole documents (they are immutable, so a step is a reference, not a copy). Bounded:
 * the oldest steps fall off. Edits with the same `coalesce` key in a row (typing in one field, one
 * drag) make one step, so undo goes back to before the field was touched, not one letter.
 */
import type { WorkflowDocument } from '@common/workflow/document';

export const HISTORY_LIMIT = 100;

export interface History {
  past: readonly WorkflowDocument[];
  present: WorkflowDocument;
  future: readonly WorkflowDocument[];
  /** The coalesce key of the last edit, if any. */
  lastKey: string | null;
}

export const createHistory = (present: WorkflowDocument): History => ({
  past: [],
  present,
  future: [],
  lastKey: null,
});

export function record(
  history: History,
  next: WorkflowDocument,
  options: { coalesce?: string; limit?: number } = {},
): History {
  if (next === history.present) return history;
  const key = options.coalesce ?? null;
  if (key !== null && key === history.lastKey) {
    return { ...history, present: next, future: [] };
  }
  const limit = options.limit ?? HISTORY_LIMIT;
  const past = [...history.past, history.present];
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
    lastKey: key,
  };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future, lastKey: null };
}
