/**
 * What `npm run chain` does, as functions: the voucher signer's key kept in DATA_DIR (made once, mode
 * 0600, never printed), a deployment to a running anvil, and DATA_DIR/chain/local-chain.json written
 * atomically (a reader never sees half a file).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  LOCAL_CHAIN_ID,
  type LocalChainDeployment,
  localChainDeploymentSchema,
} from '@common/web3/local-chain';
import { createTestClient, type Hex, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_DEFAULT_KEYS } from './anvil';
import { deployAizContracts } from './deploy';

const KEY_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/** The key in `file`, or a new random one written there (0600) when the file does not exist. */
export function readOrCreateSignerKey(file: string): Hex {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (!KEY_PATTERN.test(stored))
      throw new Error(`${file} does not hold a private key (0x and 64 hex digits)`);
    return stored as Hex;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = `0x${randomBytes(32).toString('hex')}` as Hex;
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

export function writeLocalChainFile(file: string, deployment: LocalChainDeployment): void {
  const valid = localChainDeploymentSchema.parse(deployment);
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(valid, null, 2)}\n`);
  renameSync(temp, file);
}

/**
 * Deploys to the anvil at `rpcUrl` with anvil's first default key, gives the voucher signer 10 ETH of
 * gas (it may pause AIZClaims) and writes the deployment file.
 */
export async function deployLocalChain(options: {
  rpcUrl: string;
  signerKey: Hex;
  localChainFile: string;
}): Promise<LocalChainDeployment> {
  const signer = privateKeyToAccount(options.signerKey).address;
  const deployment = await deployAizContracts({
    rpcUrl: options.rpcUrl,
    deployerKey: ANVIL_DEFAULT_KEYS[0],
    signerAddress: signer,
  });
  if (deployment.chainId !== LOCAL_CHAIN_ID) {
    throw new Error(`the chain at ${options.rpcUrl} has id ${deployment.chainId}, not ${LOCAL_CHAIN_ID}`);
  }
  await createTestClient({ mode: 'anvil', transport: http(options.rpcUrl) }).setBalance({
    address: signer,
    value: parseEther('10'),
  });
  const file: LocalChainDeployment = {
    chainId: LOCAL_CHAIN_ID,
    rpcUrl: options.rpcUrl,
    deployBlock: deployment.deployBlock,
    deployedAt: new Date().toISOString(),
    contracts: deployment.contracts,
    voucherSigner: signer,
  };
  writeLocalChainFile(options.localChainFile, file);
  return file;
}
