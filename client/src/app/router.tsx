import { type ComponentType, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { authKeys } from '@/features/auth';
import { dropPrefetched, prefetchGet } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { type ScreenHandle, ScreenHandleContext } from '@/lib/screen-handle';
import { ErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { notFoundRoute, type ScreenRoute, screenRoutes } from './routes';

/** A screen's chunk; `loaded` is set once it is in. */
type ScreenChunk = Promise<ComponentType> & { loaded?: ComponentType };

const loaders = new Map<RouteObject, () => ScreenChunk>();
const screenOf = new Map<RouteObject, ScreenRoute>();

/** Loads a screen's chunk once, and marks it when it is in. */
function screenLoader(route: ScreenRoute): () => ScreenChunk {
  let chunk: ScreenChunk | undefined;
  return () => {
    if (chunk) return chunk;
    const loading: ScreenChunk = route.load();
    loading.then(
      (component) => {
        loading.loaded = component;
      },
      () => {},
    );
    chunk = loading;
    return chunk;
  };
}

/**
 * React.lazy + the layout's <Suspense> show the spinner while the page's chunk loads. React.lazy suspends
 * once even for a chunk already in (the first screen's, asked for at start-up): that one is shown directly.
 * Chosen once per mount, so a page is never remounted by the switch.
 */
function Screen({ load, lazyScreen }: { load: () => ScreenChunk; lazyScreen: ComponentType }) {
  const [Component] = useState<ComponentType>(() => load().loaded ?? lazyScreen);
  return <Component />;
}

function toRouteObject(route: ScreenRoute): RouteObject {
  const load = screenLoader(route);
  const lazyScreen = lazy(() => load().then((component) => ({ default: component })));
  const handle: ScreenHandle = { title: route.title, fullHeight: route.fullHeight === true };
  // Keyed: another route's screen is another component, mounted afresh.
  const element = <Screen key={route.path} load={load} lazyScreen={lazyScreen} />;
  const object: RouteObject = { path: route.path, element, handle };
  loaders.set(object, load);
  screenOf.set(object, route);
  return object;
}

export const appRoutes: RouteObject[] = [
  { element: <RootLayout />, children: [...screenRoutes.map(toRouteObject), toRouteObject(notFoundRoute)] },
];

function screenHandleAt(pathname: string): ScreenHandle | undefined {
  const route = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  return route?.handle as ScreenHandle | undefined;
}

/**
 * The app's screens, inside a router (BrowserRouter in the app, MemoryRouter in tests): the layout and the
 * screen at the current address, the screen's handle for the layout and the screens, and a full-page error
 * screen when the layout itself fails. The declarative router, not the data router: none of its loaders,
 * actions or fetchers is used here, and it would add some 17 KB (gzip) to the first page.
 */
export function AppRoutes() {
  const location = useLocation();
  const { pathname } = location;
  const handle = useMemo(() => screenHandleAt(pathname), [pathname]);
  const first = useRef(location.key);
  useEffect(() => {
    // What was fetched ahead for the first screen is for its first address only.
    if (location.key !== first.current) dropPrefetched();
  }, [location.key]);
  return (
    <ErrorBoundary resetKey={pathname} page>
      <ScreenHandleContext value={handle}>{useRoutes(appRoutes)}</ScreenHandleContext>
    </ErrorBoundary>
  );
}

/**
 * What the first screen needs, asked for before React renders anything: its chunk (React.lazy would ask only
 * once the layout renders), who is signed in, and the screen's own first data, put in the query cache as soon
 * as the screen's code is in. A screen opened later loads as before. Called once, as the app starts (app.tsx).
 */
let firstScreen: Promise<unknown> = Promise.resolve();

export function startFirstScreen() {
  const matched = matchRoutes(appRoutes, window.location)?.at(-1)?.route;
  const screen = matched && screenOf.get(matched);
  const load = matched && loaders.get(matched);
  if (!screen || !load) return;
  firstScreen = load().catch(() => {}); // The screen shows the error when it renders.
  prefetchGet(authKeys.currentUser().join('/'), { on401: 'returnNull' }); // The header asks on every screen.
  const search = new URLSearchParams(window.location.search);
  for (const url of screen.prefetch?.(search) ?? []) prefetchGet(url);
  void screen.preload?.(search, queryClient).catch(() => {}); // The screen's own queries show any failure.
}

/**
 * Settles when the first screen's chunk is in, or after `maxMs`. Rendering then shows the page without a
 * spinner first; a spinner would hold the page back anyway (React shows suspended content at most every
 * 300 ms after a fallback), so waiting up to that long never shows the page later.
 */
export function firstScreenLoaded(maxMs: number): Promise<unknown> {
  return Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, maxMs))]);
}
