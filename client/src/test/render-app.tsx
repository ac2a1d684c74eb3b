import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { createAppNavigator, NavigatorSync } from '@/lib/app-navigator';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders the whole app (layout and routes) at `path` with an in-memory router; `router` follows its
 * location (`router.state.location`) and navigates, as the app's navigator does for the assistant.
 */
export function renderApp(path: string) {
  const [pathname, search = ''] = path.split('?');
  const router = createAppNavigator({
    pathname: pathname ?? '/',
    search: search ? `?${search}` : '',
    hash: '',
    state: null,
    key: 'default',
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NavigatorSync navigator={router} />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
