/**
 * The document being edited: undo history, and the draft saved a moment after each edit with the
 * revision it was edited from. When the server answers 409 (saved elsewhere meanwhile) autosave stops
 * and `conflict` is set: the person chooses Reload (take theirs) or Overwrite (keep mine); nothing is
 * ever overwritten silently.
 */
import type { WorkflowDetail } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, serverMessage } from '@/lib/api';
import { fetchWorkflow, useSaveDraft } from '../api';
import { canRedo, canUndo, createHistory, type History, record, redo, undo } from '../document/history';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'error';

export interface DraftEditor {
  document: WorkflowDocument;
  change(next: WorkflowDocument, options?: { coalesce?: string }): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  status: SaveStatus;
  error: string | null;
  /** Saves now (before a run); false when it could not. */
  flush(): Promise<boolean>;
  reload(): Promise<void>;
  overwrite(): Promise<void>;
}

export function useDraftEditor(workflow: WorkflowDetail): DraftEditor {
  const [history, setHistory] = useState<History>(() => createHistory(workflow.draft));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<string | null>(null);
  const present = useRef(history.present);
  present.current = history.present;
  const saved = useRef(workflow.draft);
  const revision = useRef(workflow.revision);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflict = useRef(false);
  const saveDraft = useSaveDraft(workflow.id);
  const mutate = saveDraft.mutateAsync;

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const doc = present.current;
    if (conflict.current) return false;
    if (doc === saved.current) return true;
    setStatus('saving');
    try {
      const result = await mutate({ document: doc, revision: revision.current });
      revision.current = result.revision;
      saved.current = doc;
      setError(null);
      setStatus(present.current === doc ? 'saved' : 'unsaved');
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        conflict.current = true;
        setStatus('conflict');
        setError('This workflow was changed elsewhere (another tab or person) since you opened it.');
      } else {
        setStatus('error');
        setError(
          serverMessage(err) ??
            'The draft could not be saved. Check your connection; it will be tried again.',
        );
      }
      return false;
    }
  }, [mutate]);

  /** Saves what is there now, after any save already going (one request at a time). */
  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    if (present.current === saved.current) return !conflict.current;
    const run = saveOnce();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    if (conflict.current) return;
    if (history.present === saved.current) {
      // Undone back to what is saved: nothing to send.
      setStatus((s) => (s === 'unsaved' ? 'saved' : s));
      return;
    }
    setStatus((s) => (s === 'saving' ? s : 'unsaved'));
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history.present, flush]);

  // Leaving with unsaved edits: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (present.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const reload = useCallback(async () => {
    const latest = await fetchWorkflow(workflow.id);
    conflict.current = false;
    revision.current = latest.revision;
    saved.current = latest.draft;
    setHistory(createHistory(latest.draft));
    setError(null);
    setStatus('saved');
  }, [workflow.id]);

  const overwrite = useCallback(async () => {
    const latest = await fetchWorkflow(workflow.id);
    conflict.current = false;
    revision.current = latest.revision;
    saved.current = latest.draft;
    setError(null);
    await flush();
  }, [workflow.id, flush]);

  return {
    document: history.present,
    change: useCallback((next, options) => setHistory((h) => record(h, next, options)), []),
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    status,
    error,
    flush,
    reload,
    overwrite,
  };
}
