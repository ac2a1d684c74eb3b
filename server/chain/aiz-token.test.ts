/** AIZ (cap, permit) and AIZVault (deposit and depositFor burn and emit Deposited) on anvil. */
import { aizAbi, aizVaultAbi } from '@common/web3/abis';
import { type Hex, keccak256, parseEventLogs, parseSignature, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../test/time';
import { startTestChain, type TestChain } from './testing';

const AIZ = 10n ** 18n;
let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ cap: 1_000n * AIZ });
}, scaled(60_000));
afterAll(() => t?.stop());

async function permitSignature(spender: Hex, value: bigint, deadline: bigint) {
  const aiz = t.deployment.contracts.aiz;
  const owner = t.alice.account.address;
  const nonce = await t.publicClient.readContract({
    address: aiz,
    abi: aizAbi,
    functionName: 'nonces',
    args: [owner],
  });
  const signature = await t.alice.signTypedData({
    domain: { name: 'AIZ', version: '1', chainId: t.chain.id, verifyingContract: aiz },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  });
  return parseSignature(signature);
}

async function balance(address: Hex) {
  return t.publicClient.readContract({
    address: t.deployment.contracts.aiz,
    abi: aizAbi,
    functionName: 'balanceOf',
    args: [address],
  });
}
async function totalSupply() {
  return t.publicClient.readContract({
    address: t.deployment.contracts.aiz,
    abi: aizAbi,
    functionName: 'totalSupply',
  });
}

describe('AIZ', () => {
  it('mints only for MINTER_ROLE and never past the cap', async () => {
    const aiz = t.deployment.contracts.aiz;
    await expect(
      t.alice.writeContract({
        address: aiz,
        abi: aizAbi,
        functionName: 'mint',
        args: [t.alice.account.address, 1n],
      }),
    ).rejects.toThrow(/AccessControlUnauthorizedAccount/);
    await t.mintDirect(t.alice.account.address, 1_000n * AIZ);
    expect(await totalSupply()).toBe(1_000n * AIZ);
    await expect(
      t.deployer.writeContract({
        address: aiz,
        abi: aizAbi,
        functionName: 'mint',
        args: [t.bob.account.address, 1n],
      }),
    ).rejects.toThrow(/ERC20ExceededCap/);
    expect(await t.publicClient.readContract({ address: aiz, abi: aizAbi, functionName: 'cap' })).toBe(
      1_000n * AIZ,
    );
  });

  it('sets an allowance from a permit signed off chain', async () => {
    const aiz = t.deployment.contracts.aiz;
    const spender = t.bob.account.address;
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
    const { v, r, s } = await permitSignature(spender, 25n * AIZ, deadline);
    // Bob submits Alice's permit: he pays the gas, she signed nothing on chain.
    await t.mined(
      await t.bob.writeContract({
        address: aiz,
        abi: aizAbi,
        functionName: 'permit',
        args: [t.alice.account.address, spender, 25n * AIZ, deadline, Number(v), r, s],
      }),
    );
    expect(
      await t.publicClient.readContract({
        address: aiz,
        abi: aizAbi,
        functionName: 'allowance',
        args: [t.alice.account.address, spender],
      }),
    ).toBe(25n * AIZ);
  });
});

describe('AIZVault', () => {
  const userRef = keccak256(toHex('user-ref-1'));

  it('deposit takes the approved AIZ, burns it and emits Deposited', async () => {
    const { aiz, vault } = t.deployment.contracts;
    const before = await totalSupply();
    const aliceBefore = await balance(t.alice.account.address);
    await t.mined(
      await t.alice.writeContract({
        address: aiz,
        abi: aizAbi,
        functionName: 'approve',
        args: [vault, 10n * AIZ],
      }),
    );
    const hash = await t.alice.writeContract({
      address: vault,
      abi: aizVaultAbi,
      functionName: 'deposit',
      args: [userRef, 10n * AIZ],
    });
    const receipt = await t.publicClient.waitForTransactionReceipt({ hash });
    const events = parseEventLogs({ abi: aizVaultAbi, logs: receipt.logs, eventName: 'Deposited' });
    expect(events.map((e) => e.args)).toEqual([
      { userRef, from: t.alice.account.address, amount: 10n * AIZ },
    ]);
    expect(await totalSupply()).toBe(before - 10n * AIZ);
    expect(await balance(t.alice.account.address)).toBe(aliceBefore - 10n * AIZ);
    expect(await balance(vault)).toBe(0n);
  });

  it('depositFor uses a permit instead of an approve', async () => {
    const { vault } = t.deployment.contracts;
    const before = await totalSupply();
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
    const { v, r, s } = await permitSignature(vault, 7n * AIZ, deadline);
    const hash = await t.alice.writeContract({
      address: vault,
      abi: aizVaultAbi,
      functionName: 'depositFor',
      args: [userRef, 7n * AIZ, deadline, Number(v), r, s],
    });
    const receipt = await t.publicClient.waitForTransactionReceipt({ hash });
    const events = parseEventLogs({ abi: aizVaultAbi, logs: receipt.logs, eventName: 'Deposited' });
    expect(events.map((e) => e.args)).toEqual([{ userRef, from: t.alice.account.address, amount: 7n * AIZ }]);
    expect(await totalSupply()).toBe(before - 7n * AIZ);
  });

  it('refuses a deposit of nothing or more than was approved', async () => {
    const { vault } = t.deployment.contracts;
    await expect(
      t.alice.writeContract({
        address: vault,
        abi: aizVaultAbi,
        functionName: 'deposit',
        args: [userRef, 0n],
      }),
    ).rejects.toThrow(/ZeroAmount/);
    await expect(
      // The token's error reaches viem through the vault: decoded with both ABIs.
      t.alice.writeContract({
        address: vault,
        abi: [...aizVaultAbi, ...aizAbi],
        functionName: 'deposit',
        args: [userRef, 1n],
      }),
    ).rejects.toThrow(/ERC20InsufficientAllowance/);
  });
});
