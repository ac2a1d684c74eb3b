/**
 * The wallet connection's server calls (server/modules/web3, client/src/features/wallet): the chains the
 * app offers with their RPC URLs and tokens, and Sign-In with Ethereum (EIP-4361) to link an address.
 */
import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits');

export const web3TokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** null for the chain's native coin. */
  address: address.nullable(),
  decimals: z.number().int(),
});

export const web3ChainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rpcUrl: z.string().url(),
  /** null for the local chain, which has no explorer. */
  explorerUrl: z.string().url().nullable(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  tokens: z.array(web3TokenSchema),
  /** The local development chain (anvil, 31337). */
  local: z.boolean(),
  /**
   * The AIZ contracts where `npm run chain` deployed them (the local chain); null on a chain without them:
   * on-chain staking and the bridge are offered only where this is set.
   */
  contracts: z.object({ aiz: address, staking: address, claims: address, vault: address }).nullable(),
});

/** The WalletConnect demo project id the spec names (§7): it connects nothing until a real one is set. */
export const WALLETCONNECT_PLACEHOLDER_PROJECT_ID = 'demo-project-id';

export const web3ConfigSchema = z.object({
  chains: z.array(web3ChainSchema),
  walletConnect: z.object({ projectId: z.string(), isPlaceholder: z.boolean() }),
  /** Only when WEB3_MOCK_WALLET=1 (browser tests): the accounts wagmi's mock connector offers. */
  mockWallet: z.object({ accounts: z.array(address) }).nullable(),
});
export type Web3Config = z.infer<typeof web3ConfigSchema>;
export type Web3Chain = z.infer<typeof web3ChainSchema>;
export type Web3Token = z.infer<typeof web3TokenSchema>;

export const SIWE_NONCE_TTL_MS = 10 * 60_000;
/** The longest EIP-4361 message the server reads. */
export const SIWE_MESSAGE_MAX = 4000;

export const siweNonceSchema = z.object({ nonce: z.string(), expiresAt: z.string() });

export const siweVerifySchema = z.object({
  message: z.string().min(1).max(SIWE_MESSAGE_MAX),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x hex signature'),
});
export type SiweVerifyRequest = z.infer<typeof siweVerifySchema>;

export const walletLinkSchema = z.object({
  /** Checksummed. */
  address,
  chainId: z.number().int(),
  linkedAt: z.string(),
});
export type WalletLink = z.infer<typeof walletLinkSchema>;

export const walletLinksSchema = z.object({ links: z.array(walletLinkSchema) });

export const SIWE_STATEMENT = 'Link this wallet to my AIZ Platform account.';
