import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppNavigator, NavigatorSync } from './app-navigator';

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

function renderAt(path: string) {
  const navigator = createAppNavigator({ pathname: path, search: '', hash: '', state: null, key: 'default' });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <NavigatorSync navigator={navigator} />
      <Where />
    </MemoryRouter>,
  );
  return { navigator, where: () => view.getByTestId('where').textContent };
}

describe('the app navigator', () => {
  it('navigates the router and follows its location, telling subscribers of each change', async () => {
    const { navigator, where } = renderAt('/');
    const listener = vi.fn();
    const unsubscribe = navigator.subscribe(listener);

    await act(() => navigator.navigate('/workflows?tab=runs'));
    expect(where()).toBe('/workflows?tab=runs');
    expect(navigator.state.location.pathname).toBe('/workflows');
    expect(navigator.state.location.search).toBe('?tab=runs');
    expect(listener).toHaveBeenCalledTimes(1);

    await act(() => navigator.navigate({ pathname: '/dashboard' }, { replace: true }));
    expect(where()).toBe('/dashboard');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    await act(() => navigator.navigate('/'));
    expect(navigator.state.location.pathname).toBe('/');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
