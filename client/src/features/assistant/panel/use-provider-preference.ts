/** The visitor's provider choice ('auto' or a provider id), kept in this browser. */
import type { ProviderStat } from '@common/schemas/assistant';
import { useCallback, useState } from 'react';

export const AUTO_PROVIDER = 'auto';
const KEY = 'aiz.assistant.provider';

function read(): string {
  try {
    return window.localStorage.getItem(KEY) || AUTO_PROVIDER;
  } catch {
    return AUTO_PROVIDER;
  }
}

export function useProviderPreference(): [string, (id: string) => void] {
  const [preference, setPreference] = useState(read);
  const choose = useCallback((id: string) => {
    setPreference(id);
    try {
      window.localStorage.setItem(KEY, id);
    } catch {
      // Not kept across visits; still applies now.
    }
  }, []);
  return [preference, choose];
}

/** A chosen provider that is gone or disabled falls back to the router's choice. */
export function effectiveProvider(
  preference: string,
  providers: readonly ProviderStat[] | undefined,
): string {
  if (preference === AUTO_PROVIDER || !providers) return preference;
  return providers.some((p) => p.id === preference && p.enabled) ? preference : AUTO_PROVIDER;
}
