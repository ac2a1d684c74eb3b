import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px): phones get cards instead of tables. */
const NARROW = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** One layout in the DOM at a time, so a row's inline field exists once. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
