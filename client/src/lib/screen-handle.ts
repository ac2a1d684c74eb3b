import { PRODUCT_NAME } from '@common/constants';
import { useMatches } from 'react-router';

/** What each screen route carries in its router `handle` (built from app/routes.ts). */
export type ScreenHandle = { title: string; fullHeight: boolean };

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).title === 'string';
}

export function useScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return undefined;
}

/** The current screen's name: the text of its <h1>. */
export function useScreenTitle(): string {
  return useScreenHandle()?.title ?? PRODUCT_NAME;
}
