import { PRODUCT_NAME } from '@common/constants';
import { createContext, useContext } from 'react';

/** What each screen route carries (built from app/routes.ts). */
export type ScreenHandle = { title: string; fullHeight: boolean };

/** The current screen's handle, provided above the routes by the app's router (app/router.tsx). */
export const ScreenHandleContext = createContext<ScreenHandle | undefined>(undefined);

export function useScreenHandle(): ScreenHandle | undefined {
  return useContext(ScreenHandleContext);
}

/** The current screen's name: the text of its <h1>. */
export function useScreenTitle(): string {
  return useScreenHandle()?.title ?? PRODUCT_NAME;
}
