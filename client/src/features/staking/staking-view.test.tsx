import type { MyStaking, StakingPool } from '@common/schemas/staking';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };

const locks: StakingPool['locks'] = [
  { id: 'flexible', label: 'Flexible', days: 0, weight: '1.00' },
  { id: '30d', label: '30 days', days: 30, weight: '1.25' },
  { id: '90d', label: '90 days', days: 90, weight: '1.50' },
];

const emptyPool: StakingPool = {
  status: 'unfunded',
  now: '2026-03-01T00:00:00.000Z',
  totalStaked: '0',
  totalWeighted: '0',
  emissionPerDay: '0',
  periodEndsAt: null,
  remainingEmission: '0',
  rewardsPoolBalance: '0',
  fundedTotal: '0',
  paidTotal: '0',
  apr: null,
  locks,
  recentFundings: [],
};

const runningPool: StakingPool = {
  ...emptyPool,
  status: 'running',
  totalStaked: '200',
  totalWeighted: '250',
  emissionPerDay: '86.4',
  periodEndsAt: '2026-03-08T00:00:00.000Z',
  remainingEmission: '604.8',
  rewardsPoolBalance: '864',
  fundedTotal: '864',
  apr: { base: '12614.40', byLock: { flexible: '12614.40', '30d': '15768.00', '90d': '18921.60' } },
};

const mine: MyStaking = {
  now: '2026-03-01T00:00:00.000Z',
  balance: '900',
  staked: '100',
  weighted: '150',
  claimable: '51.84',
  rewardsPaid: '0',
  positions: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      amount: '100',
      lock: '90d',
      weight: '1.50',
      createdAt: '2026-02-28T00:00:00.000Z',
      unlockAt: '2026-05-29T00:00:00.000Z',
      unlocked: false,
    },
  ],
  history: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'stake',
      amount: '100',
      positionId: '00000000-0000-4000-8000-000000000001',
      stakedAfter: '100',
      earnedAfter: '0',
      createdAt: '2026-02-28T00:00:00.000Z',
    },
  ],
};

describe('Staking page', () => {
  it('shows a visitor the empty pool, says why there is no APR, and asks them to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser, 'GET /api/staking': { body: emptyPool } });
    renderApp('/staking');
    expect(await screen.findByText(/The rewards pool is empty/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Staking');
    expect(screen.getByText('In-app staking')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'On chain' })).toBeInTheDocument();
    expect(screen.getByText('APR (variable)').parentElement).toHaveTextContent('—');
    expect(screen.getByRole('heading', { name: 'Sign in to stake' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fund the rewards pool' })).not.toBeInTheDocument();
  });

  it('shows a staker the variable APR with its formula, their stake, rewards and the early-unstake refusal', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/staking': { body: runningPool },
      'GET /api/staking/me': { body: mine },
      'POST /api/staking/positions/00000000-0000-4000-8000-000000000001/unstake': anError(409, {
        error: 'conflict',
        message: 'This stake is locked until 2026-05-29 00:00 UTC; you can unstake it from then on.',
      }),
    });
    renderApp('/staking');
    expect(await screen.findByText('12,614.4 %', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'How is it computed?' }));
    expect(screen.getByRole('dialog', { name: 'How the APR is computed' })).toHaveTextContent(
      'emission per day × 365 ÷ total weighted stake',
    );
    expect(await screen.findByTestId('claimable', {}, slow)).toHaveTextContent('51.84 AIZ');
    expect(screen.getByRole('radio', { name: /90 days/ }).closest('label')).toHaveTextContent(
      'Weight 1.50 · locked 90 days · 18,921.6 % APR now',
    );
    const stakes = screen.getByRole('list', { name: 'Your stakes' });
    fireEvent.click(within(stakes).getByRole('button', { name: 'Unstake' }));
    expect(await within(stakes).findByRole('alert', {}, slow)).toHaveTextContent('locked until 2026-05-29');
    const unstake = calls.find((c) => c.method === 'POST');
    expect(unstake?.path).toContain('/unstake');
    expect(screen.queryByRole('heading', { name: 'Fund the rewards pool' })).not.toBeInTheDocument();
  });

  it('refuses a stake above the balance before asking the server, and shows admins the funding panel', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/staking': { body: runningPool },
      'GET /api/staking/me': { body: mine },
    });
    renderApp('/staking');
    const form = (await screen.findByRole('heading', { name: 'Stake AIZ' }, slow)).closest('div')!;
    fireEvent.change(within(form).getByLabelText('Amount (AIZ)'), { target: { value: '901' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Stake' }));
    expect(await within(form).findByText('Your balance is 900 AIZ.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Fund the rewards pool' })).toBeInTheDocument();
  });
});
