import {
  type AgentWalletDetail,
  type AgentWalletList,
  EMPTY_AGENT_POLICY,
} from '@common/schemas/agent-wallets';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };
const id = '00000000-0000-4000-8000-0000000000a1';

const wallet = {
  deploymentId: id,
  balance: '20',
  address: '0x0bA4b9bD57540BD174d75B9c48edAc4A9c35Cc0a',
  policy: { ...EMPTY_AGENT_POLICY, maxPerTransaction: '5' },
  spentLast24h: '3',
  createdAt: '2026-03-01T00:00:00.000Z',
};
const agent = {
  deploymentId: id,
  name: 'Paying agent',
  slug: 'paying-agent',
  workflowId: 'w1',
  status: 'active' as const,
};
const withWallet: AgentWalletList = { ownerBalance: '980', agents: [{ ...agent, wallet }] };
const detail: AgentWalletDetail = {
  agent: { ...agent, wallet },
  history: [
    {
      id: 't2',
      direction: 'out',
      kind: 'workflow_transfer',
      amount: '3',
      counterparty: 'bob',
      memo: null,
      createdAt: '2026-03-01T02:00:00.000Z',
    },
    {
      id: 't1',
      direction: 'in',
      kind: 'agent_fund',
      amount: '23',
      counterparty: 'You',
      memo: null,
      createdAt: '2026-03-01T01:00:00.000Z',
    },
  ],
  policyChanges: [
    {
      id: 'c1',
      actor: { username: 'ada' },
      before: EMPTY_AGENT_POLICY,
      after: wallet.policy,
      at: '2026-03-01T01:30:00.000Z',
    },
  ],
  chainPayments: [],
};

describe('Agent wallets page', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/agent-wallets');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to manage your agents’ wallets' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Agent Wallets');
  });

  it('shows someone without deployments where to make one', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': { body: { ownerBalance: '1000', agents: [] } },
    });
    renderApp('/agent-wallets');
    expect(await screen.findByRole('heading', { name: 'No deployed agents yet' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your fleet' })).toHaveAttribute('href', '/fleet');
    expect(screen.getByRole('link', { name: 'Open the builder' })).toHaveAttribute('href', '/builder');
    expect(screen.getByRole('tab', { name: 'Agents' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the wallets could not be loaded', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': anError(500, {
        error: 'internal_error',
        message: 'The database is not answering.',
      }),
    });
    renderApp('/agent-wallets');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The database is not answering.');
  });

  it('creates a wallet with an on-chain address', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': { body: { ownerBalance: '1000', agents: [{ ...agent, wallet: null }] } },
      [`POST /api/agent-wallets/${id}`]: { status: 201, body: detail },
    });
    renderApp('/agent-wallets');
    fireEvent.click(await screen.findByRole('switch', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ onChain: true }));
  });

  it('shows the balance, policy, address, history and policy changes', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': { body: withWallet },
      [`GET /api/agent-wallets/${id}`]: { body: detail },
    });
    renderApp('/agent-wallets');
    const card = await screen.findByRole('region', { name: 'Paying agent' }, slow);
    expect(within(card).getByTestId('agent-balance')).toHaveTextContent('20 AIZ');
    expect(within(card).getByRole('list', { name: 'Policy' })).toHaveTextContent(
      'At most 5 AIZ per transaction',
    );
    expect(within(card).getByText(wallet.address)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Copy\s*on-chain address/ })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'History and changes' }));
    const history = await within(card).findByRole('list', { name: 'Wallet history' }, slow);
    expect(history).toHaveTextContent('Paid by a run to bob');
    expect(history).toHaveTextContent('+23 AIZ');
    expect(within(card).getByRole('list', { name: 'Policy changes' })).toHaveTextContent(
      'by adaBefore: No limits: runs may pay any amount of AIZ to anyone, up to the balanceAfter: At most 5 AIZ per transaction',
    );
  });

  it('funds with an Idempotency-Key, refusing more than the balance before asking', async () => {
    const { calls, fetchMock } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': { body: withWallet },
      [`POST /api/agent-wallets/${id}/fund`]: {
        status: 201,
        body: { transferId: 't', amount: '10', balance: '30', replayed: false },
      },
    });
    renderApp('/agent-wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'Fund' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Fund Paying agent' });
    const amount = within(dialog).getByLabelText('Amount (AIZ)');
    fireEvent.change(amount, { target: { value: '981' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fund' }));
    expect(await within(dialog).findByText('Your balance is 980 AIZ.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fund' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: `/api/agent-wallets/${id}/fund`, body: { amount: '10' } });
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the policy before saving it, then sends it whole', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': { body: withWallet },
      [`PUT /api/agent-wallets/${id}/policy`]: { body: detail },
    });
    renderApp('/agent-wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit policy' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Spending policy of Paying agent' });
    const perTx = within(dialog).getByLabelText('Most per transaction (AIZ)');
    expect(perTx).toHaveValue('5');
    fireEvent.change(within(dialog).getByLabelText('Most in any 24 hours (AIZ)'), {
      target: { value: 'lots' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await within(dialog).findByText(/An AIZ amount is a decimal text/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Most in any 24 hours (AIZ)'), {
      target: { value: '20' },
    });
    fireEvent.change(within(dialog).getByLabelText('May pay only these people'), {
      target: { value: 'bob, cy' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...EMPTY_AGENT_POLICY,
        maxPerTransaction: '5',
        maxPer24h: '20',
        allowedRecipients: ['bob', 'cy'],
      }),
    );
  });

  it('offers only a withdrawal from the wallet of a deleted deployment', async () => {
    const gone = {
      ...agent,
      name: 'Deleted deployment',
      slug: '',
      workflowId: '',
      status: 'deleted' as const,
    };
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/agent-wallets': { body: { ownerBalance: '980', agents: [{ ...gone, wallet }] } },
    });
    renderApp('/agent-wallets');
    const card = await screen.findByRole('region', { name: 'Deleted deployment' }, slow);
    expect(card).toHaveTextContent('Its deployment was deleted');
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Fund' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit policy' })).not.toBeInTheDocument();
  });
});
