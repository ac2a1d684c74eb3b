/**
 * The browser tests' local chain: anvil on a free port with the AIZ contracts deployed as `npm run chain`
 * deploys them (AIZ, AIZStaking, AIZClaims, AIZVault), the voucher signer's key in the server's DATA_DIR, and
 * the deployment file the server lists as the sixth, local chain. No AIZ exists on it at the start: tests
 * get some as people do, by withdrawing from the app (the bridge), so the reconciliation stays balanced.
 */
import path from 'node:path';
import { aizStakingAbi } from '@common/web3/abis';
import type { LocalChainDeployment } from '@common/web3/local-chain';
import { createPublicClient, createWalletClient, defineChain, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_DEFAULT_KEYS, type Anvil, startAnvil } from '../../server/chain/anvil';
import { deployLocalChain, readOrCreateSignerKey } from '../../server/chain/local-dev';
import { BRIDGE_SIGNER_KEY_FILE, LOCAL_CHAIN_FILE } from '../../server/config';

/**
 * Which of anvil's ten accounts each browser test's mock wallet is (`aiz.mockWallet` {"account": n}):
 * files run at once, and one file's transactions must not move another's balances.
 */
export const E2E_WALLET_ACCOUNTS = {
  wallet: 0,
  bridge: 1,
  staking: 2,
  web3Marketplace: 3,
  /** Owns AIZStaking (the global setup hands it over from the deployer), so it may fund reward periods. */
  stakingOwner: 4,
} as const;

export interface E2eLocalChain {
  anvil: Anvil;
  deployment: LocalChainDeployment;
  /** The deployment file, in the server's DATA_DIR where it looks by default. */
  file: string;
}

export async function startE2eLocalChain(dataDir: string): Promise<E2eLocalChain> {
  const anvil = await startAnvil();
  const signerKey = readOrCreateSignerKey(path.join(dataDir, BRIDGE_SIGNER_KEY_FILE));
  const file = path.join(dataDir, LOCAL_CHAIN_FILE);
  const deployment = await deployLocalChain({ rpcUrl: anvil.rpcUrl, signerKey, localChainFile: file });
  // The deployer is the wallet test's account; the staking test funds rewards as an owner of its own.
  const chain = defineChain({
    id: deployment.chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
  const deployer = createWalletClient({
    account: privateKeyToAccount(ANVIL_DEFAULT_KEYS[0]),
    chain,
    transport: http(anvil.rpcUrl),
  });
  const owner = privateKeyToAccount(ANVIL_DEFAULT_KEYS[E2E_WALLET_ACCOUNTS.stakingOwner]).address;
  const hash = await deployer.writeContract({
    address: deployment.contracts.staking as `0x${string}`,
    abi: aizStakingAbi,
    functionName: 'transferOwnership',
    args: [owner],
  });
  await createPublicClient({ chain, transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash });
  return { anvil, deployment, file };
}
