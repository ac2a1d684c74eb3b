/** The wallet's server calls: the chain configuration and Sign-In with Ethereum links (/api/web3). */
import {
  siweNonceSchema,
  type WalletLink,
  type Web3Config,
  walletLinkSchema,
  walletLinksSchema,
  web3ConfigSchema,
} from '@common/schemas/web3';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export const walletKeys = {
  all: ['web3'] as const,
  config: () => [...walletKeys.all, 'config'] as const,
  links: () => [...walletKeys.all, 'links'] as const,
};

export function fetchWeb3Config(): Promise<Web3Config> {
  return apiJson('GET', '/api/web3/config', { parse: (b) => web3ConfigSchema.parse(b) });
}

export function useWeb3Config() {
  return useQuery({ queryKey: walletKeys.config(), queryFn: fetchWeb3Config });
}

export function useWalletLinks(enabled = true) {
  return useQuery({
    queryKey: walletKeys.links(),
    queryFn: async (): Promise<WalletLink[]> =>
      (await apiJson('GET', '/api/web3/links', { parse: (b) => walletLinksSchema.parse(b) })).links,
    enabled,
  });
}

export function requestSiweNonce() {
  return apiJson('POST', '/api/web3/siwe/nonce', { parse: (b) => siweNonceSchema.parse(b) });
}

export function verifySiwe(body: { message: string; signature: string }) {
  return apiJson('POST', '/api/web3/siwe/verify', { body, parse: (b) => walletLinkSchema.parse(b) });
}

export function useUnlinkWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => apiJson('DELETE', `/api/web3/links/${address}`),
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.links() }),
  });
}
