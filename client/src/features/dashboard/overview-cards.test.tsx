import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { anError, mockApi } from '@/test/mock-api';
import { DeploymentsCard } from './deployments-card';
import { FlowsCard } from './flows-card';
import {
  AGENT_ID,
  aDeployment,
  aPerformance,
  aRecentRun,
  aVersionStats,
  aWorkflow,
  aWorkflowPage,
  noFlows,
  WF_ID,
} from './overview-fixtures';
import { RecentRunsCard } from './recent-runs-card';
import { WorkflowsCard } from './workflows-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard(card: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: card }], { initialEntries: ['/dashboard'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const boom = anError(500, { error: 'internal_error', message: 'Something went wrong.' });

/** Fails every call once, then answers with `ok`: the card's Try again must bring the content. */
function failingOnce(ok: { body: unknown }) {
  let failed = false;
  return () => {
    if (failed) return ok;
    failed = true;
    return boom;
  };
}

describe('Agents and workflows card', () => {
  it('counts agents and workflows and lists the recently changed with status and last run', async () => {
    const recent = [
      aWorkflow({
        id: AGENT_ID,
        name: 'Support agent',
        kind: 'agent',
        status: 'active',
        lastRun: {
          id: 'r1',
          status: 'failed',
          startedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        },
      }),
      aWorkflow({ status: 'draft' }),
    ];
    mockApi({
      'GET /api/workflows': ({ url }) =>
        url.searchParams.get('kind') === 'agent'
          ? { body: aWorkflowPage([recent[0]!], 1) }
          : { body: aWorkflowPage(recent, 4) },
    });
    renderCard(<WorkflowsCard />);
    const list = await screen.findByRole('list', { name: 'Recently changed' });
    expect(screen.getByText('1 agent · 3 workflows')).toBeInTheDocument();
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveAttribute('href', `/workflows/${AGENT_ID}`);
    expect(within(rows[0]!).getByRole('img', { name: 'Agent' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Failed 2 h ago')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Never run · changed 5 min ago')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New agent' })).toHaveAttribute('href', '/builder');
    expect(screen.getByRole('link', { name: 'New workflow' })).toHaveAttribute('href', '/builder-advanced');
  });

  it('leads a newcomer to the builders and templates', async () => {
    mockApi({ 'GET /api/workflows': { body: aWorkflowPage([], 0) } });
    renderCard(<WorkflowsCard />);
    expect(await screen.findByText('You have not built anything yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build your first agent' })).toHaveAttribute('href', '/builder');
    const others = screen.getByRole('list', { name: 'Other ways to start' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/builder-advanced', '/workflow-builder', '/workflow-builder']);
  });

  it('says when it could not load, and tries again', async () => {
    mockApi({ 'GET /api/workflows': failingOnce({ body: aWorkflowPage([aWorkflow()], 1) }) });
    renderCard(<WorkflowsCard />);
    expect(await screen.findByText('Your agents and workflows could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Recently changed' })).toBeInTheDocument();
  });
});

describe('Deployments card', () => {
  it('shows each deployment with status, version, a newer version and its 24 h health', async () => {
    mockApi({
      'GET /api/deployments': {
        body: {
          deployments: [
            aDeployment({ versionNumber: 3, latestVersion: 4 }),
            aDeployment({
              id: '1c2d3e4f-0000-4000-8000-000000000002',
              slug: 'support',
              workflowId: AGENT_ID,
              workflowName: 'Support agent',
              status: 'paused',
              versionNumber: 1,
              latestVersion: 1,
            }),
          ],
        },
      },
      'GET /api/analytics/performance': {
        body: aPerformance([
          aVersionStats({ runs: 40, succeeded: 30, failed: 10, successRate: 0.75, p95Ms: 1250 }),
          // Another version of the same workflow: not the deployed one.
          aVersionStats({ versionNumber: 2, runs: 99, successRate: 1 }),
        ]),
      },
    });
    renderCard(<DeploymentsCard />);
    const list = await screen.findByRole('list', { name: 'Deployments' });
    const sorter = within(list).getByRole('listitem', { name: 'Invoice sorter' });
    expect(within(sorter).getByText('Active')).toBeInTheDocument();
    expect(within(sorter).getByText('v3')).toBeInTheDocument();
    expect(within(sorter).getByText('v4 available')).toBeInTheDocument();
    expect(within(sorter).getByText('40')).toBeInTheDocument();
    expect(within(sorter).getByText('75 %')).toHaveClass('text-red-600');
    expect(within(sorter).getByText('1.3 s')).toBeInTheDocument();
    const support = within(list).getByRole('listitem', { name: 'Support agent' });
    expect(within(support).getByText('Paused')).toBeInTheDocument();
    expect(within(support).queryByText(/available/)).toBeNull();
    expect(within(support).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage in the fleet' })).toHaveAttribute('href', '/fleet');
  });

  it('explains deploying when there is nothing deployed', async () => {
    mockApi({
      'GET /api/deployments': { body: { deployments: [] } },
      'GET /api/analytics/performance': { body: aPerformance([]) },
    });
    renderCard(<DeploymentsCard />);
    expect(await screen.findByText('Nothing deployed yet')).toBeInTheDocument();
    expect(screen.getByText(/OpenAI-compatible endpoint and an MCP server/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your workflows' })).toHaveAttribute('href', '/workflows');
  });

  it('says when it could not load, and tries again', async () => {
    mockApi({
      'GET /api/deployments': failingOnce({ body: { deployments: [aDeployment()] } }),
      'GET /api/analytics/performance': { body: aPerformance([]) },
    });
    renderCard(<DeploymentsCard />);
    expect(await screen.findByText('Your deployments could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Deployments' })).toBeInTheDocument();
  });
});

describe('Recent runs card', () => {
  it('lists runs with status, trigger in words, time, duration and cost, each linking to its detail', async () => {
    mockApi({
      'GET /api/runs/recent': {
        body: {
          runs: [
            aRecentRun(),
            aRecentRun({
              id: '2d3e4f50-0000-4000-8000-000000000002',
              status: 'failed',
              trigger: 'manual',
              durationMs: 850,
              costUsd: 0,
            }),
          ],
        },
      },
    });
    renderCard(<RecentRunsCard />);
    const list = await screen.findByRole('list', { name: 'Recent runs' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/workflows/${WF_ID}/runs/2d3e4f50-0000-4000-8000-000000000001`);
    expect(first).toHaveTextContent('Succeeded · OpenAI API · 3 min ago');
    expect(first).toHaveTextContent('2.4 s');
    expect(first).toHaveTextContent('$0.0012');
    expect(within(first!).getByRole('img', { name: 'Succeeded' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Failed · Manual');
    expect(second).toHaveTextContent('850 ms');
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /api/runs/recent': { body: { runs: [] } } });
    renderCard(<RecentRunsCard />);
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try an agent in the builder' })).toHaveAttribute(
      'href',
      '/builder',
    );
  });

  it('says when it could not load, and tries again', async () => {
    mockApi({ 'GET /api/runs/recent': failingOnce({ body: { runs: [aRecentRun()] } }) });
    renderCard(<RecentRunsCard />);
    expect(await screen.findByText('Your recent runs could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Recent runs' })).toBeInTheDocument();
  });
});

describe('Spending and earnings card', () => {
  it('totals earned and spent AIZ with a bar per kind in words', async () => {
    mockApi({
      'GET /api/ledger/flows': {
        body: {
          days: 30,
          earned: [
            { kind: 'signup_bonus', amount: '1000', count: 1 },
            { kind: 'deployment_run', amount: '9.5', count: 5 },
          ],
          spent: [{ kind: 'deployment_run', amount: '2', count: 1 }],
          totalEarned: '1009.5',
          totalSpent: '2',
        },
      },
    });
    renderCard(<FlowsCard />);
    const earned = await screen.findByRole('region', { name: 'Earned' });
    expect(earned).toHaveTextContent('1,009.5 AIZ');
    const earnedBars = within(earned).getByRole('list', { name: 'Earned by kind' });
    expect(within(earnedBars).getByText('Signup bonus')).toBeInTheDocument();
    expect(within(earnedBars).getByText('1,000 AIZ')).toBeInTheDocument();
    expect(within(earnedBars).getByText('Deployment runs')).toBeInTheDocument();
    const spent = screen.getByRole('region', { name: 'Spent' });
    expect(spent).toHaveTextContent('2 AIZ');
    expect(within(spent).getByText('Deployment runs')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /api/ledger/flows': { body: noFlows } });
    renderCard(<FlowsCard />);
    expect(await screen.findByText('No AIZ moved in the last 30 days')).toBeInTheDocument();
  });

  it('says when it could not load, and tries again', async () => {
    mockApi({ 'GET /api/ledger/flows': failingOnce({ body: noFlows }) });
    renderCard(<FlowsCard />);
    expect(await screen.findByText('Your spending and earnings could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No AIZ moved in the last 30 days')).toBeInTheDocument();
  });
});
