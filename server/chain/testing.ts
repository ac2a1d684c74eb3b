/**
 * Test fixture: a fresh anvil with the AIZ contracts deployed (one per test file; stop it in afterAll),
 * viem clients for the deployer (anvil key 0, admin of everything) and two people (keys 1 and 2), and a
 * voucher signer with its own random key (or the one given).
 */
import { aizAbi } from '@common/web3/abis';
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type TestClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_DEFAULT_KEYS, type Anvil, startAnvil } from './anvil';
import { localChainDefinition } from './clients';
import { type AizDeployment, deployAizContracts, MINTER_ROLE } from './deploy';

export type Wallet = WalletClient<Transport, Chain, Account>;

export interface TestChain {
  anvil: Anvil;
  rpcUrl: string;
  chain: Chain;
  publicClient: PublicClient;
  testClient: TestClient;
  deployment: AizDeployment;
  signerKey: Hex;
  signer: Address;
  deployer: Wallet;
  alice: Wallet;
  bob: Wallet;
  /** The receipt of a transaction, failing the test when it reverted. */
  mined(hash: Hex): Promise<void>;
  /** Mints with the deployer, who grants itself MINTER_ROLE first (outside the bridge: a drift). */
  mintDirect(to: Address, amount: bigint): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestChain(
  options: { signerKey?: Hex; cap?: bigint; perVoucherCap?: bigint; dailyCap?: bigint } = {},
): Promise<TestChain> {
  const anvil = await startAnvil();
  try {
    const signerKey = options.signerKey ?? generatePrivateKey();
    const signer = privateKeyToAccount(signerKey).address;
    const deployment = await deployAizContracts({
      rpcUrl: anvil.rpcUrl,
      deployerKey: ANVIL_DEFAULT_KEYS[0],
      signerAddress: signer,
      cap: options.cap,
      perVoucherCap: options.perVoucherCap,
      dailyCap: options.dailyCap,
    });
    const chain = localChainDefinition(anvil.rpcUrl);
    const transport = http(anvil.rpcUrl);
    const publicClient = createPublicClient({ chain, transport }) as PublicClient;
    const testClient = createTestClient({ chain, mode: 'anvil', transport }) as TestClient;
    await testClient.setBalance({ address: signer, value: parseEther('10') });
    const wallet = (key: Hex): Wallet =>
      createWalletClient({ account: privateKeyToAccount(key), chain, transport });
    const deployer = wallet(ANVIL_DEFAULT_KEYS[0]);
    const mined = async (hash: Hex) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    };
    let minter = false;
    return {
      anvil,
      rpcUrl: anvil.rpcUrl,
      chain,
      publicClient,
      testClient,
      deployment,
      signerKey,
      signer,
      deployer,
      alice: wallet(ANVIL_DEFAULT_KEYS[1]),
      bob: wallet(ANVIL_DEFAULT_KEYS[2]),
      mined,
      async mintDirect(to, amount) {
        const aiz = deployment.contracts.aiz;
        if (!minter) {
          await mined(
            await deployer.writeContract({
              address: aiz,
              abi: aizAbi,
              functionName: 'grantRole',
              args: [MINTER_ROLE, deployer.account.address],
            }),
          );
          minter = true;
        }
        await mined(
          await deployer.writeContract({
            address: aiz,
            abi: aizAbi,
            functionName: 'mint',
            args: [to, amount],
          }),
        );
      },
      stop: () => anvil.stop(),
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
