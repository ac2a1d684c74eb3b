/**
 * WalletProvider: loads /api/web3/config, builds the page's one wagmi config and hands it to useWallet()
 * and the wallet's screens. Several places may mount it (the navigation's wallet button, the staking
 * tab, the bridge): they share the config, so the connection is one.
 */
import type { Web3Config } from '@common/schemas/web3';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Config } from 'wagmi';
import { useWeb3Config } from './api';
import { walletConfigFor } from './wagmi-config';

interface WalletContextValue {
  config: Config;
  web3: Web3Config;
}

const WalletContext = createContext<WalletContextValue | null>(null);

export interface WalletProviderProps {
  children: ReactNode;
  /** Shown while the chain configuration loads. */
  loading?: ReactNode;
  /** Shown when it cannot be loaded. */
  failed?: ReactNode;
}

export function WalletProvider({ children, loading = null, failed = null }: WalletProviderProps) {
  const query = useWeb3Config();
  const value = useMemo(
    () => (query.data ? { config: walletConfigFor(query.data), web3: query.data } : null),
    [query.data],
  );
  if (!value) return <>{query.isError ? failed : loading}</>;
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

/** The wagmi config and the server's chain list; only inside WalletProvider. */
export function useWalletContext(): WalletContextValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error('useWallet() needs a <WalletProvider> above it.');
  return value;
}
