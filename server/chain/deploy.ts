/**
 * Deploys the four AIZ contracts (contracts/src) to a chain with one key and wires them together:
 * AIZ, AIZStaking (AIZ staked for AIZ rewards), AIZClaims (the bridge's vouchers, given AIZ's
 * MINTER_ROLE, with PAUSER_ROLE for the voucher signer so the bridge can stop claims on drift) and
 * AIZVault (deposits, burned). The deployer keeps every admin role.
 *
 * Defaults (base units, 18 decimals): a cap of 1,000,000,000 AIZ on the token; vouchers of at most
 * 10,000 AIZ each and 100,000 AIZ a UTC day in total. They bound what a leaked signer key could mint.
 */
import { aizAbi, aizClaimsAbi } from '@common/web3/abis';
import { rpcTransport } from '@common/web3/transport';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localChainDefinition } from './clients';
import { compileContracts } from './compile';

const UNIT = 10n ** 18n;
export const DEPLOY_DEFAULTS = {
  cap: 1_000_000_000n * UNIT,
  perVoucherCap: 10_000n * UNIT,
  dailyCap: 100_000n * UNIT,
} as const;

export const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'));
export const PAUSER_ROLE = keccak256(toHex('PAUSER_ROLE'));

export interface DeployOptions {
  rpcUrl: string;
  deployerKey: Hex;
  /** The address whose signatures AIZClaims accepts (the bridge's voucher signer). */
  signerAddress: Address;
  cap?: bigint;
  perVoucherCap?: bigint;
  dailyCap?: bigint;
}

export interface AizDeployment {
  chainId: number;
  deployBlock: number;
  deployer: Address;
  contracts: { aiz: Address; staking: Address; claims: Address; vault: Address };
}

export async function deployAizContracts(options: DeployOptions): Promise<AizDeployment> {
  const compiled = compileContracts();
  const account = privateKeyToAccount(options.deployerKey);
  const publicClient = createPublicClient({ transport: rpcTransport(options.rpcUrl) }) as PublicClient;
  const chainId = await publicClient.getChainId();
  const chain = { ...localChainDefinition(options.rpcUrl), id: chainId };
  const wallet = createWalletClient({ account, chain, transport: rpcTransport(options.rpcUrl) });

  const firstBlock = await publicClient.getBlockNumber();
  async function deploy(name: string, args: readonly unknown[]): Promise<Address> {
    const c = compiled[name];
    if (!c) throw new Error(`${name} did not compile`);
    const hash = await wallet.deployContract({ abi: c.abi as Abi, bytecode: c.bytecode, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deploying ${name} failed`);
    return getAddress(receipt.contractAddress);
  }
  async function send(hash: Hex, what: string): Promise<void> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} failed`);
  }

  const aiz = await deploy('AIZ', [account.address, options.cap ?? DEPLOY_DEFAULTS.cap]);
  const staking = await deploy('AIZStaking', [account.address, aiz, aiz]);
  const claims = await deploy('AIZClaims', [
    account.address,
    aiz,
    options.signerAddress,
    options.perVoucherCap ?? DEPLOY_DEFAULTS.perVoucherCap,
    options.dailyCap ?? DEPLOY_DEFAULTS.dailyCap,
  ]);
  const vault = await deploy('AIZVault', [aiz]);
  await send(
    await wallet.writeContract({
      address: aiz,
      abi: aizAbi,
      functionName: 'grantRole',
      args: [MINTER_ROLE, claims],
    }),
    'granting MINTER_ROLE to AIZClaims',
  );
  await send(
    await wallet.writeContract({
      address: claims,
      abi: aizClaimsAbi,
      functionName: 'grantRole',
      args: [PAUSER_ROLE, options.signerAddress],
    }),
    'granting PAUSER_ROLE to the voucher signer',
  );
  return {
    chainId,
    // The block after the one the chain was at: where the first contract was created.
    deployBlock: Number(firstBlock) + 1,
    deployer: account.address,
    contracts: { aiz, staking, claims, vault },
  };
}
