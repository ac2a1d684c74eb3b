import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { aFleetDeployment, DEPLOYMENT_ID } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const slow = { timeout: scaled(5000) };
const fleet = (deployments = [aFleetDeployment({ versionNumber: 1, latestVersion: 2 })]) => ({
  body: { deployments, at: '2026-01-01T00:00:00.000Z' },
});

describe('/fleet', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/fleet');
    expect(await screen.findByText('Sign in to see your fleet', {}, slow)).toBeInTheDocument();
  });

  it('explains an empty fleet and leads to the workflows', async () => {
    mockApi({ 'GET /api/auth/user': { body: aUser() }, 'GET /api/deployments/fleet': fleet([]) });
    renderApp('/fleet');
    expect(await screen.findByText('Nothing deployed yet', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your workflows' })).toHaveAttribute('href', '/workflows');
  });

  it('shows each deployment with its version, surfaces and figures', async () => {
    mockApi({ 'GET /api/auth/user': { body: aUser() }, 'GET /api/deployments/fleet': fleet() });
    renderApp('/fleet');
    const table = await screen.findByRole('table', { name: 'Deployments' }, slow);
    const row = within(table).getByRole('row', { name: 'greeter-bot' });
    expect(row).toHaveTextContent('v1 (latest v2)');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('OpenAI API');
    expect(row).toHaveTextContent('0.4'); // runs/min
    expect(row).toHaveTextContent('13%'); // error rate
    expect(row).toHaveTextContent('840 ms'); // p95
    expect(row).toHaveTextContent('$0.42');
    expect(within(row).getByRole('img', { name: /last hour \(18 runs\)/ })).toBeInTheDocument();
    expect(row).toHaveTextContent('Widget on any site');
  });

  it('says where each widget loads: any site, the listed sites, or (widget off) nothing', async () => {
    const widget = aFleetDeployment().widget;
    const deployments = [
      aFleetDeployment({
        id: 'a',
        slug: 'shop-bot',
        widget: { ...widget, allowedOrigins: ['https://shop.example.com'] },
      }),
      aFleetDeployment({ id: 'b', slug: 'api-only', surfaces: ['rest'] }),
    ];
    mockApi({ 'GET /api/auth/user': { body: aUser() }, 'GET /api/deployments/fleet': fleet(deployments) });
    renderApp('/fleet');
    const table = await screen.findByRole('table', { name: 'Deployments' }, slow);
    const shop = within(table).getByRole('row', { name: 'shop-bot' });
    expect(within(shop).getByText('Widget only on shop.example.com').closest('p')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Loads only on https:\/\/shop\.example\.com\./),
    );
    expect(within(table).getByRole('row', { name: 'api-only' })).not.toHaveTextContent('Widget');
  });

  it('pauses at once, and shows it active again when the server refuses', async () => {
    // The server answers when the test says so: the badge changes before it does.
    let refuse: () => void = () => {};
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/deployments/fleet': fleet(),
      [`PATCH /api/deployments/${DEPLOYMENT_ID}`]: () =>
        new Promise((resolve) => {
          refuse = () => resolve(anError(409, { error: 'conflict', message: 'Not now.' }));
        }),
    });
    renderApp('/fleet');
    render(<LazyToaster />);
    const table = await screen.findByRole('table', { name: 'Deployments' }, slow);
    const row = within(table).getByRole('row', { name: 'greeter-bot' });
    fireEvent.click(within(row).getByRole('button', { name: 'Pause greeter-bot' }));
    expect(await within(row).findByText('Paused')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'paused' }),
    );
    refuse();
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), slow);
    expect(await screen.findByText('Could not pause', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Not now.')).toBeInTheDocument();
  });
});
