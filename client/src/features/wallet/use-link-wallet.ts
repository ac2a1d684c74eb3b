/**
 * "Link to my account": Sign-In with Ethereum (EIP-4361). A nonce from the server, a message naming this
 * site, the address, the chain and the nonce's expiry, signed in the wallet (personal_sign), checked and
 * stored by the server.
 */
import { SIWE_STATEMENT } from '@common/schemas/web3';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { type Config, useSignMessage } from 'wagmi';
import { requestSiweNonce, verifySiwe, walletKeys } from './api';

export function useLinkWallet(config: Config) {
  const client = useQueryClient();
  const { mutateAsync: signMessage } = useSignMessage({ config });
  return useMutation({
    mutationFn: async ({ address, chainId }: { address: Address; chainId: number }) => {
      const { nonce, expiresAt } = await requestSiweNonce();
      const message = createSiweMessage({
        address,
        chainId,
        domain: window.location.host,
        uri: window.location.origin,
        version: '1',
        nonce,
        issuedAt: new Date(),
        expirationTime: new Date(expiresAt),
        statement: SIWE_STATEMENT,
      });
      const signature = await signMessage({ message, account: address });
      return verifySiwe({ message, signature });
    },
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.links() }),
  });
}
