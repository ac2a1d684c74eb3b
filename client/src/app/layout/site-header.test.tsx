import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { helpActions } from '@/lib/help-panels';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

beforeEach(() => {
  mockApi({ 'GET /api/auth/user': signedOutUser });
});

afterEach(() => {
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

async function renderAt(path: string) {
  const view = renderApp(path);
  // Pages are lazy chunks: on a busy machine the first one can take more than a second.
  await screen.findByRole('heading', { level: 1 }, { timeout: scaled(5000) });
  return view;
}

describe('SiteHeader', () => {
  it('shows the brand and the links of the spec', async () => {
    await renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getAllByRole('link', { name: 'AIZ Platform' })[0]).toHaveAttribute('href', '/');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Marketplace', '/marketplace'],
      ['Builder', '/workflow-builder'],
      ['Solara Agent', '/solar-ai-agent'],
      ['Mission', '/mission-impact'],
      ['Community', '/community'],
    ]);
  });

  it('marks the active link with aria-current', async () => {
    await renderAt('/community/threads/1');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const { router } = await renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Marketplace' }));

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The router moves in a transition: the new address is in on the next render, not within the click.
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
  });

  it('closes the mobile menu on Escape', async () => {
    await renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('toggles the theme', async () => {
    document.documentElement.classList.add('dark');
    await renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('opens the sign-in dialog from Get Started', async () => {
    await renderAt('/');
    fireEvent.click(await findControl('button', 'Get Started'));
    // The dialog is a chunk of its own, loaded on first use.
    const dialog = await screen.findByRole('dialog', {}, { timeout: scaled(5000) });
    expect(within(dialog).getByRole('heading', { name: 'Sign in to AIZ Platform' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the onboarding tour its targets on the desktop links', async () => {
    await renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('data-tour')),
    ).toEqual(['nav-home', 'nav-marketplace', 'nav-builder', 'nav-solara', 'nav-mission', 'nav-community']);
  });

  it('has a skip link to the main content', async () => {
    await renderAt('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});

const openMenu = (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: 'Enter' });
/** The signed-in controls are a chunk of their own: their first appearance may take a moment. */
const findControl = (role: 'button' | 'link', name: string) =>
  screen.findByRole(role, { name }, { timeout: scaled(5000) });

describe('SiteHeader signed in', () => {
  function signedIn(user = aUser()) {
    return mockApi({
      'GET /api/auth/user': { body: user },
      'POST /api/auth/signout': { body: { success: true } },
    });
  }

  it('shows help, balance and avatar menus instead of Get Started', async () => {
    signedIn();
    await renderAt('/');
    const balance = await findControl('link', 'AIZ balance: 1,000 AIZ');
    expect(balance).toHaveTextContent('1,000 AIZ');
    expect(balance).toHaveAttribute('data-tour', 'aiz-balance');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('data-tour', 'help-menu');
    expect(screen.getByRole('button', { name: 'Account menu for ada' })).toHaveAttribute(
      'data-tour',
      'user-menu',
    );
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('shows 0 AIZ when the user has no balance', async () => {
    signedIn(aUser({ aizBalance: '' }));
    await renderAt('/');
    expect(await findControl('link', 'AIZ balance: 0 AIZ')).toBeInTheDocument();
  });

  it('the avatar menu shows who is signed in and where to go, without Admin for a user', async () => {
    signedIn();
    await renderAt('/');
    openMenu(await findControl('button', 'Account menu for ada'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Account Settings', '/dashboard'],
      ['Wallet', '/agent-wallets'],
      ['Sign Out', null],
    ]);
  });

  it('offers Admin to administrators', async () => {
    signedIn(aUser({ role: 'admin' }));
    await renderAt('/');
    openMenu(await findControl('button', 'Account menu for ada'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('the help menu calls the help actions', async () => {
    signedIn();
    const takeTour = vi.spyOn(helpActions, 'takeTour');
    const sendFeedback = vi.spyOn(helpActions, 'sendFeedback');
    await renderAt('/');
    openMenu(await findControl('button', 'Help'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Take Tour', 'Show Onboarding', 'Send Feedback']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Take Tour' }));
    expect(takeTour).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    openMenu(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Send Feedback' }));
    expect(sendFeedback).toHaveBeenCalledOnce();
  });

  it('signs out: calls the server, forgets the user and the token, and shows Get Started again', async () => {
    const { calls } = signedIn();
    window.localStorage.setItem('token', 'session-token');
    await renderAt('/');
    openMenu(await findControl('button', 'Account menu for ada'));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await findControl('button', 'Get Started')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/signout')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(getToastState().toasts[0]?.title).toBe('Signed out');
  });

  it('the mobile menu holds the same account entries', async () => {
    signedIn(aUser({ role: 'admin' }));
    await renderAt('/');
    await findControl('button', 'Account menu for ada');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await waitFor(() => expect(within(menu).getByText('ada@example.com')).toBeInTheDocument());
    expect(within(menu).getByRole('link', { name: 'AIZ balance: 1,000 AIZ' })).not.toHaveAttribute(
      'data-tour',
    );
    for (const name of ['Dashboard', 'Account Settings', 'Wallet', 'Admin']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Take Tour', 'Show Onboarding', 'Send Feedback', 'Sign Out']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
