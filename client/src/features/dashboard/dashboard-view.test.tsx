import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpActions } from '@/lib/help-panels';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { describeOnboarding } from './onboarding-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: scaled(5000) };

const bonusEntry = {
  id: 't1',
  direction: 'in',
  counterparty: { kind: 'pool', label: 'Signup bonus' },
  amount: '1000',
  amountBaseUnits: '1000000000000000000000',
  kind: 'signup_bonus',
  memo: 'Welcome bonus: 1000 AIZ',
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('Dashboard', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Sign in to see your dashboard', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', {}, slow)).toBeInTheDocument();
  });

  it('shows profile, balance, history and a not-started onboarding', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/ledger/history': {
        body: { balance: '1000', balanceBaseUnits: '1', entries: [bonusEntry], nextCursor: null },
      },
      'GET /api/onboarding/status': {
        status: 404,
        body: { error: 'not_found', message: 'No progress yet.' },
      },
    });
    const takeTour = vi.spyOn(helpActions, 'takeTour');
    renderApp('/dashboard');
    const transfers = await screen.findByRole('list', { name: 'AIZ transfers' }, slow);
    expect(within(transfers).getByText('Signup bonus')).toBeInTheDocument();
    expect(within(transfers).getByText('+1,000 AIZ')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take Tour' }));
    expect(takeTour).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.path === '/api/ledger/history')).toBeDefined();
    // The overview cards sit beside them, each on its own call (these answer 404 here: each says so alone).
    for (const title of [
      'Agents and workflows',
      'Deployments',
      'Recent runs',
      'Spending and earnings (30 days)',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('Your recent runs could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(4));
  });

  it('has an empty state for a history without transfers', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser({ aizBalance: '0' }) },
      'GET /api/ledger/history': {
        body: { balance: '0', balanceBaseUnits: '0', entries: [], nextCursor: null },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/No AIZ transfers yet/, {}, slow)).toBeInTheDocument();
  });
});

describe('describeOnboarding', () => {
  const step = (id: string, order: number) => ({
    id,
    order,
    title: `Step ${id}`,
    description: '',
    route: '/',
    target: '',
  });
  const progress = {
    is_completed: false,
    skipped: false,
    preferences: {},
    currentStepId: 'b',
    completedSteps: ['a'],
    deviceType: null,
    skipReason: null,
    startedAt: '',
    completedAt: null,
    updatedAt: '',
  };

  it('names the current step and its position, with the same percentage as the tour', () => {
    const status = {
      progress,
      steps: [step('a', 1), step('b', 2)],
      currentStep: step('b', 2),
      progressPercentage: 50,
    };
    expect(describeOnboarding(status)).toEqual({ label: 'Step 2 of 2: Step b', percent: 50 });
  });

  it('says completed, skipped or not started', () => {
    const base = { steps: [step('a', 1), step('b', 2)], currentStep: null, progressPercentage: 50 };
    expect(describeOnboarding({ ...base, progress: { ...progress, is_completed: true } }).label).toBe(
      'Completed',
    );
    expect(describeOnboarding({ ...base, progress: { ...progress, skipped: true } })).toEqual({
      label: 'Skipped',
      percent: 50,
    });
    expect(describeOnboarding(null)).toEqual({ label: 'Not started', percent: 0 });
  });
});
