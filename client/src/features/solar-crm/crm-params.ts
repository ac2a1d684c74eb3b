/**
 * What the CRM's address says, so every view can be linked and Back works: `?workspace=` (whose CRM),
 * `?pipeline=`, `?tab=` and `?deal=<id>` (the open deal's drawer).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const CRM_TABS = ['board', 'table', 'forecast', 'contacts', 'import', 'reports', 'settings'] as const;
export type CrmTab = (typeof CRM_TABS)[number];
export type CrmParam = 'workspace' | 'pipeline' | 'tab' | 'deal';

export function useCrmParams() {
  const [params, setParams] = useSearchParams();
  const get = (name: CrmParam) => params.get(name);
  const set = useCallback(
    (changes: Partial<Record<CrmParam, string | null>>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );
  const tab = get('tab');
  return {
    workspace: get('workspace'),
    pipeline: get('pipeline'),
    tab: (CRM_TABS as readonly string[]).includes(tab ?? '') ? (tab as CrmTab) : 'board',
    deal: get('deal'),
    set,
  };
}
