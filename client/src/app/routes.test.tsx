import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { SPEC_NO_FOOTER_PATHS, SPEC_PATHS, samplePathFor } from '@/test/spec-paths';
import { notFoundRoute, screenRoutes } from './routes';

/** Paths no route will ever claim: a new module's routes cannot turn these into screens. */
const UNMATCHED = ['/this-page-does-not-exist-3b1f9c', '/this-page-does-not-exist-3b1f9c/with/more/segments'];

describe('route table', () => {
  it('has a screen for every path of the spec (and may have more)', () => {
    const paths = screenRoutes.map((r) => r.path);
    for (const p of SPEC_PATHS) expect(paths, p).toContain(p);
  });

  it('has each path once, each a pattern the router takes', () => {
    const paths = screenRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths)
      expect(p, p).toMatch(/^\/([\w-]+|:[A-Za-z_]\w*)?(\/([\w-]+|:[A-Za-z_]\w*))*(\/\*)?$/);
  });

  it('keeps the footer off exactly the two builder routes of the spec', () => {
    for (const p of SPEC_PATHS) {
      const route = screenRoutes.find((r) => r.path === p);
      expect(route?.fullHeight ?? false, p).toBe(SPEC_NO_FOOTER_PATHS.includes(p));
    }
  });
});

describe.each(screenRoutes.map((r) => [r.path, r] as const))('screen %s', (path, route) => {
  it('shows a spinner, then exactly one h1 with its title, the navigation and the right footer', async () => {
    renderApp(samplePathFor(path));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(route.title);
    expect(heading.textContent).toBe(route.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    if (route.fullHeight) expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    else expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  // The page's own text is held by pages/not-found.test.tsx; here, that any unclaimed path reaches it.
  it.each(UNMATCHED)('%s shows the 404 page', async (path) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Page Not Found');
    expect(notFoundRoute.title).toBe('Page Not Found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sets the document title from the screen', async () => {
    renderApp('/staking');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Staking · AIZ Platform'));
  });
});

describe('footer', () => {
  it('has the platform links, social links and copyright', async () => {
    renderApp('/staking');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    const platform = within(footer).getByRole('navigation', { name: 'Platform' });
    const links = within(platform)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Marketplace', '/marketplace'],
      ['Agent Builder', '/builder'],
      ['Dashboard', '/dashboard'],
      ['Staking', '/staking'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Join the community' })).toHaveAttribute(
      'href',
      '/community',
    );
    expect(within(footer).getByText('© 2025 AIZ Platform. All rights reserved.')).toBeInTheDocument();
    for (const link of within(footer).getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
  });
});
