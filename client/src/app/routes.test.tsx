import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { SPEC_PATHS } from '@/test/spec-paths';
import { notFoundRoute, screenRoutes } from './routes';

const FULL_HEIGHT = ['/workflow-builder', '/ai-builder'];

const visit = (path: string) => path.replace('*', 'threads/42/replies');

describe('route table', () => {
  it('has every route of the spec and nothing else', () => {
    expect(screenRoutes.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('marks only the two AI workflow builder routes as full height', () => {
    expect(screenRoutes.filter((r) => r.fullHeight).map((r) => r.path)).toEqual(FULL_HEIGHT);
  });
});

describe.each(screenRoutes.map((r) => [r.path, r] as const))('screen %s', (path, route) => {
  it('shows a spinner, then exactly one h1 with its title, the navigation and the right footer', async () => {
    renderApp(visit(path));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(route.title);
    expect(heading.textContent).toBe(route.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    if (FULL_HEIGHT.includes(path)) expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    else expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/marketplace/x', '/templates'])('%s shows the 404 page', async (path) => {
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
