/** AIZClaims on anvil: EIP-712 vouchers, once per nonce, before their deadline, within both caps. */
import { aizAbi, aizClaimsAbi } from '@common/web3/abis';
import { type Voucher, voucherTypedData } from '@common/web3/voucher';
import { createWalletClient, type Hex, http, keccak256, parseEventLogs, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../test/time';
import { startTestChain, type TestChain } from './testing';

const AIZ = 10n ** 18n;
const DAY = 86_400n;
let t: TestChain;
let nextNonce = 1n;

beforeAll(async () => {
  t = await startTestChain({ perVoucherCap: 100n * AIZ, dailyCap: 250n * AIZ });
}, scaled(60_000));
afterAll(() => t?.stop());

async function chainNow(): Promise<bigint> {
  return (await t.publicClient.getBlock()).timestamp;
}

async function voucher(amount: bigint, overrides: Partial<Voucher> = {}, key: Hex = t.signerKey) {
  const v: Voucher = {
    to: t.alice.account.address,
    amount,
    nonce: nextNonce++,
    deadline: (await chainNow()) + 3600n,
    ref: keccak256(toHex(`withdrawal-${nextNonce}`)),
    ...overrides,
  };
  const signature = await privateKeyToAccount(key).signTypedData(
    voucherTypedData(t.chain.id, t.deployment.contracts.claims, v),
  );
  return { v, signature };
}

function claim(v: Voucher, signature: Hex) {
  // Bob submits: anyone may, the tokens go to the voucher's `to`.
  return t.bob.writeContract({
    address: t.deployment.contracts.claims,
    abi: aizClaimsAbi,
    functionName: 'claim',
    args: [v, signature],
  });
}

async function balanceOfAlice() {
  return t.publicClient.readContract({
    address: t.deployment.contracts.aiz,
    abi: aizAbi,
    functionName: 'balanceOf',
    args: [t.alice.account.address],
  });
}

describe('AIZClaims', () => {
  it('mints a valid voucher once, emits Claimed, and refuses its replay', async () => {
    const before = await balanceOfAlice();
    const { v, signature } = await voucher(40n * AIZ);
    const receipt = await t.publicClient.waitForTransactionReceipt({ hash: await claim(v, signature) });
    const events = parseEventLogs({ abi: aizClaimsAbi, logs: receipt.logs, eventName: 'Claimed' });
    expect(events.map((e) => e.args)).toEqual([{ ref: v.ref, to: v.to, amount: v.amount, nonce: v.nonce }]);
    expect(await balanceOfAlice()).toBe(before + 40n * AIZ);
    expect(
      await t.publicClient.readContract({
        address: t.deployment.contracts.claims,
        abi: aizClaimsAbi,
        functionName: 'nonceUsed',
        args: [v.nonce],
      }),
    ).toBe(true);
    await expect(claim(v, signature)).rejects.toThrow(/NonceAlreadyUsed/);
    expect(await balanceOfAlice()).toBe(before + 40n * AIZ);
  });

  it('refuses an expired voucher', async () => {
    const { v, signature } = await voucher(1n * AIZ, { deadline: (await chainNow()) - 1n });
    await expect(claim(v, signature)).rejects.toThrow(/VoucherExpired/);
  });

  it('refuses a voucher signed by another key, or altered after signing', async () => {
    const forged = await voucher(1n * AIZ, {}, generatePrivateKey());
    await expect(claim(forged.v, forged.signature)).rejects.toThrow(/InvalidSigner/);
    const real = await voucher(1n * AIZ);
    await expect(claim({ ...real.v, amount: 2n * AIZ }, real.signature)).rejects.toThrow(/InvalidSigner/);
    await expect(claim({ ...real.v, to: t.bob.account.address }, real.signature)).rejects.toThrow(
      /InvalidSigner/,
    );
  });

  it('refuses a voucher above the per-voucher cap', async () => {
    const { v, signature } = await voucher(100n * AIZ + 1n);
    await expect(claim(v, signature)).rejects.toThrow(/OverVoucherCap/);
  });

  it('caps what a UTC day mints in total, and the next day starts again', async () => {
    // Start at the beginning of a fresh UTC day, so the day's total is 0 and the three claims share it.
    const dayStart = ((await chainNow()) / DAY + 1n) * DAY;
    await t.testClient.setNextBlockTimestamp({ timestamp: dayStart + 10n });
    await t.testClient.mine({ blocks: 1 });
    for (const amount of [100n, 100n]) {
      const { v, signature } = await voucher(amount * AIZ);
      await t.mined(await claim(v, signature));
    }
    const third = await voucher(51n * AIZ);
    await expect(claim(third.v, third.signature)).rejects.toThrow(/OverDailyCap/);
    const fits = await voucher(50n * AIZ);
    await t.mined(await claim(fits.v, fits.signature)); // 250 of 250
    const later = await voucher(1n * AIZ, { deadline: dayStart + 2n * DAY });
    await expect(claim(later.v, later.signature)).rejects.toThrow(/OverDailyCap/);
    await t.testClient.setNextBlockTimestamp({ timestamp: dayStart + DAY + 1n });
    await t.testClient.mine({ blocks: 1 });
    // The same voucher, unused so far, passes on the next day.
    await t.mined(await claim(later.v, later.signature));
  });

  it('refuses every claim while paused; the signer may pause, only the admin unpauses', async () => {
    const claims = t.deployment.contracts.claims;
    const signerWallet = createWalletClient({
      account: privateKeyToAccount(t.signerKey),
      chain: t.chain,
      transport: http(t.rpcUrl),
    });
    await t.mined(
      await signerWallet.writeContract({ address: claims, abi: aizClaimsAbi, functionName: 'pause' }),
    );
    const { v, signature } = await voucher(1n * AIZ);
    await expect(claim(v, signature)).rejects.toThrow(/EnforcedPause/);
    await expect(
      signerWallet.writeContract({ address: claims, abi: aizClaimsAbi, functionName: 'unpause' }),
    ).rejects.toThrow(/AccessControlUnauthorizedAccount/);
    await t.mined(
      await t.deployer.writeContract({ address: claims, abi: aizClaimsAbi, functionName: 'unpause' }),
    );
    await t.mined(await claim(v, signature));
  });
});
