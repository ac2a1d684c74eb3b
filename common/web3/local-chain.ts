/**
 * The local development chain (anvil, chain id 31337): what `npm run chain` deploys and writes to
 * DATA_DIR/chain/local-chain.json, and what the app reads to list it as a sixth chain. Contract addresses
 * come only from that file: nothing here is invented.
 */
import { z } from 'zod';

export const LOCAL_CHAIN_ID = 31337;
export const LOCAL_CHAIN_NAME = 'Local chain (anvil)';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address');

export const localChainDeploymentSchema = z.object({
  chainId: z.literal(LOCAL_CHAIN_ID),
  rpcUrl: z.string().url(),
  /** The block the contracts were deployed in: where indexers start. */
  deployBlock: z.number().int().min(0),
  deployedAt: z.string(),
  contracts: z.object({
    aiz: address,
    staking: address,
    claims: address,
    vault: address,
  }),
  /** The address whose key signs withdrawal vouchers (AIZClaims' signer). */
  voucherSigner: address,
});

export type LocalChainDeployment = z.infer<typeof localChainDeploymentSchema>;
