import type { Web3Chain } from '@common/schemas/web3';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from './use-wallet';

const local: Web3Chain = {
  id: 31337,
  name: 'Local chain (anvil)',
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [
    { symbol: 'ETH', name: 'Ether', address: null, decimals: 18 },
    { symbol: 'AIZ', name: 'AIZ Token', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 18 },
  ],
  local: true,
  contracts: null,
};
const base: Web3Chain = { ...local, id: 8453, name: 'Base', local: false, tokens: [local.tokens[0]!] };

let wallet: Wallet;
let balances: ReturnType<typeof import('./use-balances').useBalances>;

vi.mock('./use-wallet', () => ({ useWallet: () => wallet }));
vi.mock('./use-balances', () => ({ useBalances: () => balances }));
vi.mock('./use-link-wallet', () => ({
  useLinkWallet: () => ({ mutate: vi.fn(), isPending: false, error: null }),
}));
vi.mock('./api', () => ({
  useWalletLinks: () => ({ data: [], isLoading: false, isError: false }),
  useUnlinkWallet: () => ({ mutate: vi.fn(), isPending: false }),
}));

const { WalletDialog } = await import('./wallet-dialog');

function aWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    status: 'disconnected',
    address: undefined,
    chainId: 31337,
    chain: local,
    chains: [local, base],
    connectors: [
      { id: 'injected', name: 'Injected' },
      { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet' },
    ] as unknown as Wallet['connectors'],
    connector: undefined,
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    switchChain: vi.fn(async () => {}),
    config: {} as Wallet['config'],
    ...overrides,
  };
}

function show(walletConnectPlaceholder = true) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <WalletDialog open onOpenChange={() => {}} walletConnectPlaceholder={walletConnectPlaceholder} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  balances = {
    balances: [
      { token: local.tokens[0]!, value: 10n ** 18n },
      { token: local.tokens[1]!, value: 1_234_500_000_000_000_000_000n },
    ],
    isLoading: false,
    isError: false,
    usesMulticall: false,
    refetch: vi.fn(),
  };
});

describe('WalletDialog', () => {
  it('lists the wallets, with WalletConnect explaining the missing project id', async () => {
    wallet = aWallet();
    show();
    const list = screen.getByRole('list', { name: 'Wallets' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Browser wallet'),
      expect.stringContaining('WalletConnect'),
      expect.stringContaining('Coinbase Wallet'),
    ]);
    fireEvent.click(within(list).getByRole('button', { name: /WalletConnect/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('WALLETCONNECT_PROJECT_ID');
    expect(wallet.connect).not.toHaveBeenCalled();
  });

  it('shows what a declined connection means', async () => {
    wallet = aWallet({ connect: vi.fn(async () => Promise.reject({ code: 4001 })) });
    show();
    fireEvent.click(screen.getByRole('button', { name: /Browser wallet/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Request declined in your wallet');
    expect(wallet.connect).toHaveBeenCalledWith('injected');
  });

  it('shows the account, balances and an offer to add a network the wallet lacks', async () => {
    wallet = aWallet({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      switchChain: vi.fn(async () => Promise.reject({ code: 4902 })),
    });
    show();
    expect(screen.getByTestId('wallet-address').textContent).toBe('0xf39F…2266');
    const rows = within(screen.getByRole('list', { name: 'Balances' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/ETH.*1$/),
      expect.stringMatching(/AIZ.*1,234\.5$/),
    ]);
    fireEvent.change(screen.getByLabelText('Network'), { target: { value: '8453' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This network is not in your wallet');
    expect(within(alert).getByRole('button', { name: 'Add Base to my wallet' })).toBeTruthy();
  });

  it('says when no balance could be read', () => {
    wallet = aWallet({ status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' });
    balances = { ...balances, balances: [], isError: true };
    show();
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not read balances from Local chain (anvil)',
    );
  });
});
