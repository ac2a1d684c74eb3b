/**
 * The wagmi config, built once from /api/web3/config: SPEC §3's chains (and the local chain while the
 * server lists it), each read through the §9 RPC transport; the injected, WalletConnect and Coinbase
 * connectors (and wagmi's mock connector only when the server offers it, for the browser tests); the
 * connection list and current chain id persisted in localStorage (`wagmi.store`,
 * `wagmi.recentConnectorId`, SPEC §4); and, once, a reconnect to previously authorised wallets, the most
 * recently used first (what WagmiProvider's reconnectOnMount does; done here because several screens
 * mount the wallet and it must run once per page load).
 */
import type { Web3Chain, Web3Config } from '@common/schemas/web3';
import { rpcTransport } from '@common/web3/transport';
import { type Chain, defineChain } from 'viem';
import { arbitrum, base, mainnet, optimism, polygon } from 'viem/chains';
import { type Config, type CreateConnectorFn, createConfig, createStorage } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { coinbaseWallet, injected, mock, walletConnect } from 'wagmi/connectors';

const KNOWN = new Map<number, Chain>([mainnet, polygon, arbitrum, base, optimism].map((c) => [c.id, c]));

export const STORE_KEY = 'wagmi.store';
/** Browser tests only (with WEB3_MOCK_WALLET=1): the mock wallet's failures, e.g. {"connectError":4001}. */
export const MOCK_FEATURES_KEY = 'aiz.mockWallet';
const MOCK_AUTHORIZED_KEY = 'aiz.mockWallet.authorized';

/** The app's chain as a viem chain; Multicall3 where the network has it (not on the local chain). */
export function toViemChain(chain: Web3Chain): Chain {
  const known = KNOWN.get(chain.id);
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: chain.explorerUrl
      ? { default: { name: `${chain.name} explorer`, url: chain.explorerUrl } }
      : undefined,
    contracts: known?.contracts?.multicall3 ? { multicall3: known.contracts.multicall3 } : undefined,
    testnet: chain.local,
  });
}

function storedChainId(): number | undefined {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    const id = raw ? (JSON.parse(raw) as { state?: { chainId?: unknown } }).state?.chainId : undefined;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

type MockFailure = number | 'providerNotFound';
interface MockFeatures {
  /** Which of anvil's accounts the wallet is (its index), so browser tests running at once hold apart. */
  account?: number;
  connectError?: MockFailure;
  switchChainError?: MockFailure;
  signMessageError?: MockFailure;
}

function mockError(failure: MockFailure | undefined): Error | undefined {
  if (failure === undefined) return undefined;
  if (failure === 'providerNotFound')
    return Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });
  return Object.assign(new Error(`The test wallet failed with code ${failure}.`), { code: failure });
}

function readMockFeatures(): MockFeatures {
  try {
    return JSON.parse(localStorage.getItem(MOCK_FEATURES_KEY) ?? '{}') as MockFeatures;
  } catch {
    return {};
  }
}

/**
 * wagmi's mock connector (it answers as a wallet of anvil's default accounts, sending calls to the chain's
 * RPC URL), remembering its chain over a reload as a real wallet does: it starts on the persisted chain.
 */
function testWallet(accounts: readonly `0x${string}`[], chainId: number | undefined): CreateConnectorFn {
  const features = readMockFeatures();
  const first = features.account ?? 0;
  const ordered = [...accounts.slice(first), ...accounts.slice(0, first)];
  const create = mock({
    accounts: ordered as [`0x${string}`, ...`0x${string}`[]],
    features: {
      defaultConnected: true,
      reconnect: true,
      connectError: mockError(features.connectError),
      switchChainError: mockError(features.switchChainError),
      signMessageError: mockError(features.signMessageError),
    },
  });
  return ((config: Parameters<typeof create>[0]) => {
    const connector = create(config);
    let restored: Promise<unknown> = Promise.resolve();
    return {
      ...connector,
      name: 'Test wallet (anvil accounts)',
      async setup() {
        await connector.setup?.call(this);
        if (chainId && chainId !== config.chains[0].id && config.chains.some((c) => c.id === chainId))
          restored = connector.switchChain!.call(this, { chainId }).catch(() => undefined);
      },
      async connect(parameters) {
        await restored;
        const result = await connector.connect.call(this, parameters);
        localStorage.setItem(MOCK_AUTHORIZED_KEY, 'true');
        return result;
      },
      async disconnect() {
        localStorage.removeItem(MOCK_AUTHORIZED_KEY);
        await connector.disconnect.call(this);
      },
      // As a real wallet: authorised only once this site was connected (and not disconnected since);
      // wagmi's mock alone would answer yes on every page load.
      async isAuthorized() {
        if (localStorage.getItem(MOCK_AUTHORIZED_KEY) !== 'true') return false;
        return connector.isAuthorized.call(this);
      },
    } as typeof connector;
  }) as CreateConnectorFn;
}

const COINBASE_USED_KEY = 'aiz.coinbaseWallet.used';

/**
 * Coinbase Wallet, its SDK loaded only once someone chooses it: reconnecting asks every connector for
 * its provider, and building Coinbase's on every page load would load its SDK for everyone.
 */
function lazyCoinbaseWallet(): CreateConnectorFn {
  const create = coinbaseWallet({ appName: 'AIZ Platform' });
  return ((config: Parameters<typeof create>[0]) => {
    const connector = create(config);
    const used = () => localStorage.getItem(COINBASE_USED_KEY) === 'true';
    return {
      ...connector,
      async connect(parameters) {
        localStorage.setItem(COINBASE_USED_KEY, 'true');
        return connector.connect.call(this, parameters);
      },
      async getProvider(parameters) {
        if (!used()) throw new Error('Coinbase Wallet has not been chosen on this site yet.');
        return connector.getProvider.call(this, parameters);
      },
      async isAuthorized() {
        return used() ? connector.isAuthorized.call(this) : false;
      },
    } as typeof connector;
  }) as CreateConnectorFn;
}

let built: { key: string; config: Config } | undefined;

/** The one wagmi config of this page (the same server configuration gives the same config). */
export function walletConfigFor(web3: Web3Config): Config {
  const key = JSON.stringify(web3);
  if (built?.key === key) return built.config;
  const chains = web3.chains.map(toViemChain) as [Chain, ...Chain[]];
  // Read before createConfig: its store starts on the first chain until storage is hydrated.
  const persistedChainId = storedChainId();
  const connectors: CreateConnectorFn[] = [injected({ shimDisconnect: true })];
  if (!web3.walletConnect.isPlaceholder)
    connectors.push(walletConnect({ projectId: web3.walletConnect.projectId, showQrModal: true }));
  connectors.push(lazyCoinbaseWallet());
  if (web3.mockWallet)
    connectors.push(testWallet(web3.mockWallet.accounts as `0x${string}`[], persistedChainId));
  const config = createConfig({
    chains,
    connectors,
    transports: Object.fromEntries(web3.chains.map((c) => [c.id, rpcTransport(c.rpcUrl)])),
    storage: createStorage({ storage: localStorage }),
    multiInjectedProviderDiscovery: true,
  });
  built = { key, config };
  void reconnect(config);
  return config;
}
