import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('says the person is offline while they are, and goes away when the connection is back', async () => {
    renderApp('/staking');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    goOffline(true);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline.');

    goOffline(false);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('shows at once on a page opened offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/marketplace');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
