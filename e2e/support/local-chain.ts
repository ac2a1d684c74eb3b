/**
 * The browser tests' local chain: anvil on a free port with a small ERC-20 (contracts/TestToken.sol)
 * standing in for AIZ, 1,234.5 of it held by anvil's first account (the mock wallet's), and a deployment
 * file the server lists as the sixth, local chain. Only the token is deployed: the file has no staking,
 * claims or vault contracts, so modules that need the full deployment (server/chain/local-chain.ts) see
 * none.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { ANVIL_DEFAULT_KEYS, type Anvil, startAnvil } from '../../server/chain/anvil';
import { compileContracts } from '../../server/chain/compile';

export const TEST_TOKEN_BALANCE = parseUnits('1234.5', 18);

export interface E2eLocalChain {
  anvil: Anvil;
  tokenAddress: `0x${string}`;
  /** The deployment file to give the server as LOCAL_CHAIN_FILE. */
  file: string;
}

export async function startE2eLocalChain(dataDir: string): Promise<E2eLocalChain> {
  const anvil = await startAnvil();
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts');
  const { TestToken } = compileContracts(dir);
  if (!TestToken) throw new Error('TestToken did not compile');
  const account = privateKeyToAccount(ANVIL_DEFAULT_KEYS[0]);
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
  const wallet = createWalletClient({ account, chain, transport: http(anvil.rpcUrl) });
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) });
  const hash = await wallet.deployContract({
    abi: TestToken.abi,
    bytecode: TestToken.bytecode,
    args: [account.address, TEST_TOKEN_BALANCE],
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('TestToken was not deployed');
  const file = path.join(dataDir, 'local-chain.json');
  writeFileSync(
    file,
    JSON.stringify({
      chainId: 31337,
      rpcUrl: anvil.rpcUrl,
      deployBlock: Number(receipt.blockNumber),
      deployedAt: new Date().toISOString(),
      contracts: { aiz: receipt.contractAddress },
    }),
  );
  return { anvil, tokenAddress: receipt.contractAddress, file };
}
