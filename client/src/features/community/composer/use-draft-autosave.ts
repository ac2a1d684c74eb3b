/**
 * Autosaves a draft about a second after the writer stops typing, and restores the saved one on open.
 * `restored` is set once, when a non-empty saved draft comes back; the caller fills its fields from it.
 */
import type { CommunityDraft } from '@common/schemas/community';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { communityKeys } from '../community-keys';
import { type DraftKey, deleteDraft, fetchDraft, saveDraft } from './drafts-api';

export const DRAFT_SAVE_DELAY_MS = 1000;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Set after posting: the fields the caller empties next are not a draft to save. */
const DISCARDED = 'discarded';

const isEmpty = (d: CommunityDraft) => !d.title.trim() && !d.body.trim() && d.tags.length === 0;

export function useDraftAutosave(
  key: DraftKey,
  draft: CommunityDraft,
  options: { enabled: boolean; onRestore: (saved: CommunityDraft) => void },
) {
  const { enabled, onRestore } = options;
  const saved = useQuery({
    queryKey: communityKeys.draft(key),
    queryFn: () => fetchDraft(key),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const [status, setStatus] = useState<DraftStatus>('idle');
  // The last text sent (or restored): typing the same again saves nothing.
  const lastSent = useRef<string | null>(null);
  const restoredFor = useRef<string | null>(null);
  const ready = !enabled || saved.isFetched;

  const text = JSON.stringify(draft);
  useEffect(() => {
    if (!saved.isFetched || restoredFor.current === key) return;
    restoredFor.current = key;
    const previous = saved.data;
    const current = JSON.parse(text) as CommunityDraft;
    // What the writer typed while the saved draft was on its way wins over it.
    if (previous && !isEmpty(previous) && isEmpty(current)) {
      const { updatedAt: _, ...fields } = previous;
      lastSent.current = JSON.stringify(fields);
      onRestore(fields);
    } else lastSent.current = text;
  }, [saved.isFetched, saved.data, key, onRestore, text]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled || !ready || restoredFor.current !== key || text === lastSent.current) return;
    const current = JSON.parse(text) as CommunityDraft;
    if (isEmpty(current) && lastSent.current === DISCARDED) {
      lastSent.current = text;
      return;
    }
    timer.current = setTimeout(() => {
      lastSent.current = text;
      setStatus('saving');
      // Emptied by hand: nothing is left to keep.
      (isEmpty(current) ? deleteDraft(key) : saveDraft(key, current)).then(
        () => setStatus(isEmpty(current) ? 'idle' : 'saved'),
        () => setStatus('failed'),
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [enabled, ready, key, text]);

  /** After posting: no save is pending, the saved draft is gone, and the emptied fields are not saved. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    lastSent.current = DISCARDED;
    setStatus('idle');
    return deleteDraft(key);
  }, [key]);

  return { status, ready, discard };
}
