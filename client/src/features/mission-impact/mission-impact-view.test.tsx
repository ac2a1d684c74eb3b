import type { MissionImpact } from '@common/schemas/mission-impact';
import { IMPACT_FACTORS, summariseImpact } from '@common/solar/impact';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };
const asOf = new Date('2026-07-01T00:00:00Z');

function figures(demo: 'include' | 'exclude', withDemo = true): MissionImpact {
  const projects = [
    {
      state: 'AZ',
      systemWatts: 8400,
      ptoAt: '2025-01-01T00:00:00Z',
      annualKwh: 13_000,
      readings: [],
      demo: false,
    },
    {
      state: 'CA',
      systemWatts: 7200,
      ptoAt: '2024-07-01T00:00:00Z',
      annualKwh: 10_000,
      readings: [],
      demo: true,
    },
  ].filter((p) => demo === 'include' || !p.demo);
  return {
    asOf: asOf.toISOString(),
    demo,
    demoProjectsAvailable: withDemo ? 1 : 0,
    ...summariseImpact(withDemo ? projects : projects.filter((p) => !p.demo), asOf),
    factors: [...IMPACT_FACTORS],
    degradationPctPerYear: 0.5,
    cachedForSeconds: 60,
  };
}

const empty = (): MissionImpact => ({ ...figures('include', false), ...summariseImpact([], asOf) });

describe('the mission impact page', () => {
  it('says truthfully that no project has reached PTO yet', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser, 'GET /api/mission-impact': { body: empty() } });
    renderApp('/mission-impact');
    expect(
      await screen.findByRole('heading', { name: 'No installed projects yet' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mission Impact');
    expect(screen.queryByTestId('demo-badge')).toBeNull();
  });

  it('shows the figures, the state map with focusable tiles, the demo badge and the switch that leaves demo out', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': signedOutUser,
      'GET /api/mission-impact': ({ url }) => ({
        body: figures(url.searchParams.get('demo') === 'exclude' ? 'exclude' : 'include'),
      }),
    });
    renderApp('/mission-impact');
    expect(await screen.findByText('15.6 kW', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('demo-badge')).toHaveTextContent('Demo');
    expect(screen.getByText(/include 1 demo project/)).toBeInTheDocument();
    const map = screen.getByRole('list', { name: 'Installed kW by state' });
    expect(within(map).getAllByRole('button')).toHaveLength(51);
    const arizona = within(map).getByRole('button', { name: /^Arizona: 8\.4 kW installed in 1 home/ });
    fireEvent.focus(arizona);
    expect(screen.getByText(/^Arizona: 8\.4 kW installed in 1 home/, { selector: 'p' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Texas: no installed projects yet' })).toBeInTheDocument();
    // One tab stop: the shown state's tile; the arrow keys move between states.
    expect(arizona).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(arizona, { key: 'ArrowRight' });
    expect(screen.getByText('New Mexico: no installed projects yet', { selector: 'p' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'New Mexico: no installed projects yet' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'The next 25 years' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Leave out demo projects' }));
    expect(await screen.findByText('8.4 kW', {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('demo-badge')).toBeNull();
    expect(screen.getByText(/1 demo project is left out/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/mission-impact')).toBe(true);
  });

  it('opens the methodology with every factor, its value, unit and linked source', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser, 'GET /api/mission-impact': { body: figures('include') } });
    renderApp('/mission-impact');
    fireEvent.click(await screen.findByRole('button', { name: 'Methodology' }, slow));
    const sheet = await screen.findByRole('dialog', { name: 'How these figures are computed' });
    for (const factor of IMPACT_FACTORS) {
      expect(within(sheet).getByText(factor.name)).toBeInTheDocument();
      expect(within(sheet).getByRole('link', { name: factor.source })).toHaveAttribute('href', factor.url);
    }
    expect(within(sheet).getByText('0.000699')).toBeInTheDocument();
    expect(within(sheet).getByText(/2 projects modelled/)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/user': signedOutUser,
      'GET /api/mission-impact': { status: 500, body: { error: 'internal', message: 'x' } },
    });
    renderApp('/mission-impact');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('could not be loaded');
  });
});
