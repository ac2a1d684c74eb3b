/**
 * AIZStaking on anvil (AIZ staked for AIZ rewards), its maths against a table computed by hand.
 *
 * The period: 1,000,000 AIZ of rewards over 7 days (604,800 s). The rate is rounded down to the wei:
 *   rewardRate r = floor(10^24 / 604,800) = 1,653,439,153,439,153,439 wei/s
 * (the 92,800 wei that floor drops are never paid: 604,800 · r = 10^24 − 92,800).
 *
 * | from → to (s after notify) | stakers (AIZ)        | rewardPerToken grows by (wei per 10^18 wei) |
 * | -------------------------- | -------------------- | ------------------------------------------- |
 * | 0 → 172,800 (2 days)       | Alice 100            | 172,800 · r / 100 = 1,728 · r               |
 * | 172,800 → 604,800 (5 days) | Alice 100 + Bob 300  | 432,000 · r / 400 = 1,080 · r               |
 * | after 604,800              | (period over)        | 0                                           |
 *
 * Both divisions are exact (172,800/100 and 432,000/400 are whole), so nothing is lost to rounding
 * besides the rate's 92,800 wei:
 *   Alice = 100 · (1,728 + 1,080) · r = 280,800 · r = 464,285,714,285,714,285,671,200 wei (≈ 464,285.71 AIZ)
 *   Bob   = 300 · 1,080 · r           = 324,000 · r = 535,714,285,714,285,714,236,000 wei (≈ 535,714.29 AIZ)
 *   Alice + Bob = 604,800 · r = 10^24 − 92,800 wei.
 */
import { aizAbi, aizStakingAbi } from '@common/web3/abis';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../test/time';
import { compileContracts } from './compile';
import { startTestChain, type TestChain, type Wallet } from './testing';

const AIZ = 10n ** 18n;
const DAY = 86_400n;
const RATE = 1_653_439_153_439_153_439n;
const ALICE_EARNED = 464_285_714_285_714_285_671_200n;
const BOB_EARNED = 535_714_285_714_285_714_236_000n;
let t: TestChain;

beforeAll(async () => {
  t = await startTestChain();
  await t.mintDirect(t.alice.account.address, 1_000n * AIZ);
  await t.mintDirect(t.bob.account.address, 1_000n * AIZ);
  await t.mintDirect(t.deployer.account.address, 2_000_000n * AIZ);
}, scaled(60_000));
afterAll(() => t?.stop());

async function read(staking: Address, functionName: 'earned' | 'balanceOf', who: Address): Promise<bigint> {
  return functionName === 'earned'
    ? t.publicClient.readContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'earned',
        args: [who],
      })
    : t.publicClient.readContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'balanceOf',
        args: [who],
      });
}

async function balance(who: Address) {
  return t.publicClient.readContract({
    address: t.deployment.contracts.aiz,
    abi: aizAbi,
    functionName: 'balanceOf',
    args: [who],
  });
}

async function stake(wallet: Wallet, staking: Address, amount: bigint) {
  await t.mined(
    await wallet.writeContract({
      address: t.deployment.contracts.aiz,
      abi: aizAbi,
      functionName: 'approve',
      args: [staking, amount],
    }),
  );
  await t.mined(
    await wallet.writeContract({
      address: staking,
      abi: aizStakingAbi,
      functionName: 'stake',
      args: [amount],
    }),
  );
}

async function fund(staking: Address, amount: bigint) {
  await t.mined(
    await t.deployer.writeContract({
      address: t.deployment.contracts.aiz,
      abi: aizAbi,
      functionName: 'transfer',
      args: [staking, amount],
    }),
  );
}

describe('AIZStaking', () => {
  it('pays two stakers who joined at different times what the table says, to the wei', async () => {
    const staking = t.deployment.contracts.staking;
    await stake(t.alice, staking, 100n * AIZ);
    await fund(staking, 1_000_000n * AIZ);
    const t0 = (await t.publicClient.getBlock()).timestamp + 100n;

    await t.testClient.setNextBlockTimestamp({ timestamp: t0 });
    await t.mined(
      await t.deployer.writeContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'notifyRewardAmount',
        args: [1_000_000n * AIZ],
      }),
    );
    expect(
      await t.publicClient.readContract({ address: staking, abi: aizStakingAbi, functionName: 'rewardRate' }),
    ).toBe(RATE);
    expect(
      await t.publicClient.readContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'periodFinish',
      }),
    ).toBe(t0 + 7n * DAY);

    await t.testClient.setNextBlockTimestamp({ timestamp: t0 + 2n * DAY - 1n });
    await t.mined(
      await t.bob.writeContract({
        address: t.deployment.contracts.aiz,
        abi: aizAbi,
        functionName: 'approve',
        args: [staking, 300n * AIZ],
      }),
    );
    await t.testClient.setNextBlockTimestamp({ timestamp: t0 + 2n * DAY });
    await t.mined(
      await t.bob.writeContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'stake',
        args: [300n * AIZ],
      }),
    );
    expect(await read(staking, 'earned', t.alice.account.address)).toBe(1_728n * RATE * 100n);

    await t.testClient.setNextBlockTimestamp({ timestamp: t0 + 8n * DAY });
    await t.testClient.mine({ blocks: 1 });
    expect(await read(staking, 'earned', t.alice.account.address)).toBe(ALICE_EARNED);
    expect(await read(staking, 'earned', t.bob.account.address)).toBe(BOB_EARNED);
    expect(ALICE_EARNED + BOB_EARNED).toBe(10n ** 24n - 92_800n);

    // exit: the stake back and the reward paid, in one call.
    const before = await balance(t.alice.account.address);
    await t.mined(
      await t.alice.writeContract({ address: staking, abi: aizStakingAbi, functionName: 'exit' }),
    );
    expect(await balance(t.alice.account.address)).toBe(before + 100n * AIZ + ALICE_EARNED);
    expect(await read(staking, 'earned', t.alice.account.address)).toBe(0n);
    expect(await read(staking, 'balanceOf', t.alice.account.address)).toBe(0n);
  });

  it('refuses a reward that only staked principal could pay', async () => {
    // A staking contract of its own, so the numbers are only these: Alice stakes 100 AIZ, the owner funds 10.
    const compiled = compileContracts().AIZStaking;
    if (!compiled) throw new Error('AIZStaking did not compile');
    const hash = await t.deployer.deployContract({
      abi: aizStakingAbi,
      bytecode: compiled.bytecode,
      args: [t.deployer.account.address, t.deployment.contracts.aiz, t.deployment.contracts.aiz],
    });
    const staking = (await t.publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address;
    await stake(t.alice, staking, 100n * AIZ);
    await fund(staking, 10n * AIZ);
    // The contract holds 110 AIZ; 11 AIZ over 7 days would be payable only by touching Alice's 100.
    await expect(
      t.deployer.writeContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'notifyRewardAmount',
        args: [11n * AIZ],
      }),
    ).rejects.toThrow(/Provided reward too high/);
    await t.mined(
      await t.deployer.writeContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'notifyRewardAmount',
        args: [10n * AIZ],
      }),
    );
    // Only the owner funds a period.
    await expect(
      t.alice.writeContract({
        address: staking,
        abi: aizStakingAbi,
        functionName: 'notifyRewardAmount',
        args: [1n],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });
});
