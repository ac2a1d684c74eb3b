import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

const LONG_PATH = '/templates/a-rather-long-template-name-that-a-phone-cannot-fit-on-one-line';

describe('the 404 page', () => {
  it('names the path it could not find and says why that may be', async () => {
    renderApp('/this-page-does-not-exist?ref=mail');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const explanation = screen.getByText(/There is no page at/);
    expect(explanation).toHaveTextContent(
      'There is no page at /this-page-does-not-exist. It may have moved, or the address may be mistyped.',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  // How it wraps is checked in a browser (e2e/phone-layout.e2e.ts); here, that the full path is at hand.
  it('gives the full path as the title of the shown one', async () => {
    renderApp(LONG_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const code = screen.getByText(LONG_PATH);
    expect(code.tagName).toBe('CODE');
    expect(code).toHaveAttribute('title', LONG_PATH);
  });
});
