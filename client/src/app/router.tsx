import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ScreenHandle } from '@/lib/screen-handle';
import { RouteErrorScreen } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { notFoundRoute, type ScreenRoute, screenRoutes } from './routes';

function toRouteObject(route: ScreenRoute): RouteObject {
  // React.lazy + the layout's <Suspense> show the spinner while the page's chunk loads.
  const Screen = lazy(() => route.load().then((Component) => ({ default: Component })));
  const handle: ScreenHandle = { title: route.title, fullHeight: route.fullHeight === true };
  return { path: route.path, element: <Screen />, handle };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [...screenRoutes.map(toRouteObject), toRouteObject(notFoundRoute)],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
