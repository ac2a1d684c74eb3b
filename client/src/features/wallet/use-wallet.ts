/**
 * useWallet(): the connection other features use (the staking on-chain tab, the bridge): the address,
 * the chain, the status of SPEC §4 (disconnected, connecting, reconnecting, connected), and connect,
 * disconnect and switchChain. Only inside WalletProvider.
 */
import type { Web3Chain } from '@common/schemas/web3';
import { useIsMutating } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Address } from 'viem';
import {
  type Connector,
  useChainId,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSwitchChain,
} from 'wagmi';
import { useWalletContext } from './wallet-context';

export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

export interface Wallet {
  status: WalletStatus;
  address: Address | undefined;
  /** The connected wallet's chain; when disconnected, the persisted current chain. */
  chainId: number;
  /** The app's entry for that chain (undefined when the wallet is on a chain the app does not offer). */
  chain: Web3Chain | undefined;
  chains: Web3Chain[];
  connectors: readonly Connector[];
  connector: Connector | undefined;
  connect(connectorId: string, chainId?: number): Promise<void>;
  disconnect(): Promise<void>;
  switchChain(chainId: number): Promise<void>;
  /** The wagmi config, for wagmi hooks and actions (`useReadContract({ config, ... })`). */
  config: ReturnType<typeof useWalletContext>['config'];
}

export function useWallet(): Wallet {
  const { config, web3 } = useWalletContext();
  const connection = useConnection({ config });
  const currentChainId = useChainId({ config });
  const connectors = useConnectors({ config });
  const { mutateAsync: connectAsync } = useConnect({ config });
  const { mutateAsync: disconnectAsync } = useDisconnect({ config });
  const { mutateAsync: switchAsync } = useSwitchChain({ config });

  // wagmi says "connecting" while the load-time reconnect looks for a wallet with no connection saved;
  // to a person nothing is connecting then, until they choose a wallet (wagmi's connect mutation).
  const choosing = useIsMutating({ mutationKey: ['connect'] }) > 0;
  const status: WalletStatus =
    connection.status === 'connecting' && !choosing ? 'disconnected' : connection.status;
  const chainId = connection.chainId ?? currentChainId;
  const connect = useCallback(
    async (connectorId: string, target?: number) => {
      const connector = config.connectors.find((c) => c.id === connectorId);
      if (!connector)
        throw Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });
      await connectAsync({ connector, chainId: target });
    },
    [config, connectAsync],
  );
  const disconnect = useCallback(async () => {
    await disconnectAsync({});
  }, [disconnectAsync]);
  const switchChain = useCallback(
    async (target: number) => {
      await switchAsync({ chainId: target });
    },
    [switchAsync],
  );
  return {
    status,
    address: connection.address,
    chainId,
    chain: web3.chains.find((c) => c.id === chainId),
    chains: web3.chains,
    connectors,
    connector: connection.connector,
    connect,
    disconnect,
    switchChain,
    config,
  };
}
