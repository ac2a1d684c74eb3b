import type { Performance, RunStatsView } from '@common/schemas/performance';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: scaled(5000) };
const WF = '0b8d3a52-1111-4000-8000-000000000001';

const stats = (overrides: Partial<RunStatsView> = {}): RunStatsView => ({
  runs: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  successRate: null,
  p50Ms: null,
  p95Ms: null,
  p99Ms: null,
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  ratingsUp: 0,
  ratingsDown: 0,
  ...overrides,
});

const performance = (overrides: Partial<Performance> = {}): Performance => ({
  range: '24h',
  from: '2026-11-23T12:00:00.000Z',
  to: '2026-11-24T12:00:00.000Z',
  bucketMs: 1_800_000,
  totals: stats(),
  versions: [],
  series: [],
  topErrors: [],
  comparison: null,
  ...overrides,
});

const busy = performance({
  totals: stats({
    runs: 12,
    succeeded: 9,
    failed: 3,
    successRate: 0.75,
    p50Ms: 120,
    p95Ms: 900,
    p99Ms: 1500,
    costUsd: 0.42,
    ratingsUp: 3,
    ratingsDown: 1,
  }),
  versions: [
    {
      ...stats({ runs: 8, succeeded: 5, failed: 3, successRate: 5 / 8, p50Ms: 150 }),
      workflowId: WF,
      workflowName: 'Checkout bot',
      kind: 'agent',
      versionNumber: 1,
      lastRunAt: null,
    },
    {
      ...stats({ runs: 4, succeeded: 4, successRate: 1, p50Ms: 90 }),
      workflowId: WF,
      workflowName: 'Checkout bot',
      kind: 'agent',
      versionNumber: 2,
      lastRunAt: null,
    },
  ],
  series: [0, 1, 2].map((i) => ({
    t: new Date(Date.parse('2026-11-24T10:00:00Z') + i * 1_800_000).toISOString(),
    ...stats({ runs: 4, succeeded: 3, failed: 1 }),
  })),
  topErrors: [{ message: 'Card declined', nodeId: 'pay', count: 3, lastAt: '2026-11-24T11:00:00.000Z' }],
});

describe('/analytics', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/analytics');
    expect(await screen.findByText('Sign in to see your analytics', {}, slow)).toBeInTheDocument();
  });

  it('leads to the fleet and the workflows when nothing ran', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/analytics/performance': { body: performance() },
    });
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'No runs in this range' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your fleet/ })).toHaveAttribute('href', '/fleet');
  });

  it('shows the figures, the versions and the top errors, and compares two versions', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/analytics/performance': ({ url }) => ({
        body: url.searchParams.get('compareA')
          ? {
              ...busy,
              comparison: [
                { versionNumber: 1, totals: busy.versions[0]!, series: [] },
                { versionNumber: 2, totals: busy.versions[1]!, series: [] },
              ],
            }
          : busy,
      }),
    });
    renderApp('/analytics');
    expect(await screen.findByText('75.0%', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('900 ms')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Runs per agent or workflow and version/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Most frequent errors' })).toHaveTextContent(
      'Card declined (node pay)',
    );
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/analytics/performance.csv?range=24h&scope=production',
    );

    fireEvent.click(within(table).getAllByRole('button', { name: 'Checkout bot' })[0]!);
    fireEvent.change(await screen.findByLabelText('First version', {}, slow), { target: { value: '1' } });
    expect(await screen.findByText('v1 and v2 side by side', {}, slow)).toBeInTheDocument();
    const compared = api.calls.filter((c) => c.path === '/api/analytics/performance').at(-1);
    expect(compared).toBeDefined();
  });

  it('switches the range', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/analytics/performance': { body: busy },
    });
    renderApp('/analytics');
    fireEvent.click(await screen.findByRole('radio', { name: '7 days' }, slow));
    await screen.findByText('75.0%', {}, slow);
    expect(api.fetchMock.mock.calls.some(([u]) => String(u).includes('range=7d'))).toBe(true);
  });
});
