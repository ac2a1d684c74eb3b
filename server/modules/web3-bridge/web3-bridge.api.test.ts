/**
 * The bridge against a real anvil with the contracts deployed: withdrawals claimed on chain settle once,
 * deposits credit once however often the indexer reads them, expired vouchers refund once, and the
 * reconciliation catches AIZ minted outside the bridge and pauses withdrawals.
 */
import {
  bridgeSettingsSchema,
  bridgeStatusSchema,
  depositInfoSchema,
  myBridgeSchema,
  reconciliationListSchema,
  withdrawResultSchema,
} from '@common/schemas/web3-bridge';
import { aizAbi, aizClaimsAbi, aizVaultAbi } from '@common/web3/abis';
import { eq, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLocalChainFile } from '../../chain/local-dev';
import { startTestChain, type TestChain } from '../../chain/testing';
import { web3BridgeCursors } from '../../db/schema/web3-bridge';
import { aiz, getBalance, getUserBalance, SYSTEM_ACCOUNTS, transfer, userAccountId } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { scaled } from '../../test/time';
import { runIndexer, runReconciliation } from './index';

const CHAIN_ID = 31337;
const HOUR = 3_600_000;

describe('web3 bridge', () => {
  let chain: TestChain;
  let t: TestApp;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const db = () => t.database.db;
  const ctx = () => ({ db: db(), now: t.deps.now, log: t.deps.logger, web3: t.deps.config.web3 });
  const me = async (u: SignedInUser) =>
    myBridgeSchema.parse(await (await u.request('GET', '/api/web3/bridge/me')).json());
  const onChainAccount = `bridge:on-chain:${CHAIN_ID}`;
  const aliceAddress = () => chain.alice.account.address;
  const tokenBalance = (who: Hex) =>
    chain.publicClient.readContract({
      address: chain.deployment.contracts.aiz,
      abi: aizAbi,
      functionName: 'balanceOf',
      args: [who],
    });
  const withdrawOf = async (u: SignedInUser, amount: string, headers: Record<string, string> = {}) =>
    u.request(
      'POST',
      '/api/web3/bridge/withdrawals',
      { amount, chainId: CHAIN_ID, to: aliceAddress() },
      headers,
    );

  /** As the wallet module records a Sign-In with Ethereum (server/modules/web3). */
  const link = (u: SignedInUser, address: string) =>
    db().execute(
      sql`insert into wallet_links (user_id, address, chain_id, linked_at) values (${u.user.id}, ${address.toLowerCase()}, ${CHAIN_ID}, now())`,
    );

  beforeAll(async () => {
    chain = await startTestChain();
    t = await createTestApp({
      env: { ADMIN_EMAILS: 'bridge-admin@aiz.test', BRIDGE_SIGNER_KEY: chain.signerKey },
      rateLimits: 'unlimited',
    });
    writeLocalChainFile(t.deps.config.web3.localChainFile, {
      chainId: CHAIN_ID,
      rpcUrl: chain.rpcUrl,
      deployBlock: chain.deployment.deployBlock,
      deployedAt: new Date().toISOString(),
      contracts: chain.deployment.contracts,
      voucherSigner: chain.signer,
    });
    // The app's clock at the chain's time, so vouchers' deadlines mean the same on both sides.
    t.clock.now = Number((await chain.publicClient.getBlock()).timestamp) * 1000;
    admin = await createSignedInUser(t, {
      username: 'bridgeadmin',
      email: 'bridge-admin@aiz.test',
      role: 'admin',
    });
    alice = await createSignedInUser(t, { username: 'alicebridge' });
    bob = await createSignedInUser(t, { username: 'bobbridge' });
    await link(alice, aliceAddress());
    await link(bob, chain.bob.account.address);
    // Alice earned 500 AIZ (from the treasury, as a sale would pay her); Bob has only the signup bonus.
    await transfer(db(), {
      idempotencyKey: 'test:alice-earnings',
      from: SYSTEM_ACCOUNTS.treasury.id,
      to: userAccountId(alice.user.id),
      amount: aiz(500),
      kind: 'transfer',
      at: t.deps.now(),
    });
  }, scaled(120_000));
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('keeps withdrawals off until an administrator turns them on, with the regulatory note', async () => {
    const status = bridgeStatusSchema.parse(await (await t.request('GET', '/api/web3/bridge')).json());
    expect(status).toMatchObject({ withdrawalsEnabled: false, paused: null });
    expect(status.regulatoryNote).toMatch(/signup bonus cannot be withdrawn/);
    expect(status.chains).toEqual([
      expect.objectContaining({ chainId: CHAIN_ID, finality: 0, contracts: chain.deployment.contracts }),
    ]);
    const off = await withdrawOf(alice, '10');
    expect(off.status).toBe(409);
    expect((await off.json()).message).toBe('Withdrawals to a chain are turned off on this platform.');
    expect(
      (await alice.request('PUT', '/api/web3/bridge/admin/settings', { withdrawalsEnabled: true })).status,
    ).toBe(403);
    expect(
      (await t.request('PUT', '/api/web3/bridge/admin/settings', { withdrawalsEnabled: true })).status,
    ).toBe(401);
    const on = await admin.request('PUT', '/api/web3/bridge/admin/settings', { withdrawalsEnabled: true });
    expect(on.status).toBe(200);
    expect(bridgeSettingsSchema.parse(await on.json())).toMatchObject({
      withdrawalsEnabled: true,
      paused: null,
    });
  });

  it('never lets the unspent signup bonus leave the app', async () => {
    expect(await me(bob)).toMatchObject({ balance: '1000', bonusLocked: '1000', withdrawable: '0' });
    const refused = await bob.request('POST', '/api/web3/bridge/withdrawals', {
      amount: '1',
      chainId: CHAIN_ID,
      to: chain.bob.account.address,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(
      /up to 0 AIZ: the 1000 AIZ left of your signup bonus stays in the app/,
    );
    expect(await me(alice)).toMatchObject({ balance: '1500', bonusLocked: '1000', withdrawable: '500' });
    const tooMuch = await withdrawOf(alice, '500.000000000000000001');
    expect(tooMuch.status).toBe(409);
    const badAddress = await alice.request('POST', '/api/web3/bridge/withdrawals', {
      amount: '1',
      chainId: CHAIN_ID,
      to: '0x12',
    });
    expect(badAddress.status).toBe(400);
    const unknownChain = await alice.request('POST', '/api/web3/bridge/withdrawals', {
      amount: '1',
      chainId: 1,
      to: aliceAddress(),
    });
    expect(unknownChain.status).toBe(400);
    expect((await unknownChain.json()).message).toMatch(/not available on Ethereum/);
  });

  it('settles a withdrawal claimed on chain once, however often the indexer runs', async () => {
    const res = await withdrawOf(alice, '200', { 'idempotency-key': 'w-1' });
    expect(res.status).toBe(201);
    const { withdrawal, domain } = withdrawResultSchema.parse(await res.json());
    expect(domain).toEqual({
      name: 'AIZClaims',
      version: '1',
      chainId: CHAIN_ID,
      verifyingContract: chain.deployment.contracts.claims,
    });
    expect(withdrawal).toMatchObject({ status: 'pending', amount: '200', to: aliceAddress() });
    const again = await withdrawOf(alice, '200', { 'idempotency-key': 'w-1' });
    expect(again.status).toBe(200);
    expect(withdrawResultSchema.parse(await again.json()).withdrawal.id).toBe(withdrawal.id);
    expect(await getUserBalance(db(), alice.user.id)).toBe(aiz(1300));
    expect(await getBalance(db(), 'bridge:pending')).toBe(aiz(200));

    const v = withdrawal.voucher;
    await chain.mined(
      await chain.alice.writeContract({
        address: withdrawal.claims as Hex,
        abi: aizClaimsAbi,
        functionName: 'claim',
        args: [
          {
            to: v.to as Hex,
            amount: BigInt(v.amount),
            nonce: BigInt(v.nonce),
            deadline: BigInt(v.deadline),
            ref: v.ref as Hex,
          },
          withdrawal.signature as Hex,
        ],
      }),
    );
    expect(await tokenBalance(aliceAddress())).toBe(aiz(200));
    const [first] = await runIndexer(ctx());
    expect(first).toMatchObject({ chainId: CHAIN_ID, claims: 1 });
    const [second] = await runIndexer(ctx());
    expect(second).toMatchObject({ claims: 0, deposits: 0, refunds: 0 });
    expect(await getBalance(db(), 'bridge:pending')).toBe(0n);
    expect(await getBalance(db(), onChainAccount)).toBe(aiz(200));
    expect((await me(alice)).withdrawals[0]).toMatchObject({ id: withdrawal.id, status: 'claimed' });
  });

  it('credits a deposit once, even when the indexer reads its log again from an older cursor', async () => {
    const info = depositInfoSchema.parse(
      await (await alice.request('GET', '/api/web3/bridge/deposit-info')).json(),
    );
    expect(info.chains).toEqual([
      {
        chainId: CHAIN_ID,
        vault: chain.deployment.contracts.vault,
        aiz: chain.deployment.contracts.aiz,
        finality: 0,
      },
    ]);
    const again = depositInfoSchema.parse(
      await (await alice.request('GET', '/api/web3/bridge/deposit-info')).json(),
    );
    expect(again.userRef).toBe(info.userRef);
    const { aiz: token, vault } = chain.deployment.contracts;
    await chain.mined(
      await chain.alice.writeContract({
        address: token,
        abi: aizAbi,
        functionName: 'approve',
        args: [vault, aiz(50)],
      }),
    );
    await chain.mined(
      await chain.alice.writeContract({
        address: vault,
        abi: aizVaultAbi,
        functionName: 'deposit',
        args: [info.userRef as Hex, aiz(50)],
      }),
    );
    const before = await getUserBalance(db(), alice.user.id);
    expect((await runIndexer(ctx()))[0]).toMatchObject({ deposits: 1 });
    expect((await runIndexer(ctx()))[0]).toMatchObject({ deposits: 0 });
    // A restart from an older cursor (the deployment's block) reads every log again.
    await db()
      .update(web3BridgeCursors)
      .set({ nextBlock: BigInt(chain.deployment.deployBlock) })
      .where(eq(web3BridgeCursors.chainId, CHAIN_ID));
    expect((await runIndexer(ctx()))[0]).toMatchObject({ claims: 0, deposits: 0 });
    expect(await getUserBalance(db(), alice.user.id)).toBe(before + aiz(50));
    expect(await getBalance(db(), onChainAccount)).toBe(aiz(150));
    expect((await me(alice)).deposits).toEqual([
      expect.objectContaining({ chainId: CHAIN_ID, amount: '50', from: aliceAddress() }),
    ]);

    // A reference that names nobody: the AIZ wait in bridge:unmatched, credited to no one.
    await chain.mined(
      await chain.alice.writeContract({
        address: token,
        abi: aizAbi,
        functionName: 'approve',
        args: [vault, aiz(10)],
      }),
    );
    await chain.mined(
      await chain.alice.writeContract({
        address: vault,
        abi: aizVaultAbi,
        functionName: 'deposit',
        args: [`0x${'ab'.repeat(32)}`, aiz(10)],
      }),
    );
    expect((await runIndexer(ctx()))[0]).toMatchObject({ deposits: 1 });
    expect(await getBalance(db(), `bridge:unmatched:${CHAIN_ID}`)).toBe(aiz(10));
    expect(await getBalance(db(), onChainAccount)).toBe(aiz(140));
    expect(await getUserBalance(db(), alice.user.id)).toBe(before + aiz(50));
  });

  it('refunds an expired, unclaimed voucher once', async () => {
    const res = await withdrawOf(alice, '30');
    const { withdrawal } = withdrawResultSchema.parse(await res.json());
    const before = await getUserBalance(db(), alice.user.id);
    expect((await runIndexer(ctx()))[0]).toMatchObject({ refunds: 0 });
    // 25 hours later on both clocks: past the 24-hour deadline.
    await chain.testClient.increaseTime({ seconds: 25 * 3600 });
    await chain.testClient.mine({ blocks: 1 });
    t.clock.advance(25 * HOUR);
    expect((await runIndexer(ctx()))[0]).toMatchObject({ refunds: 1 });
    expect((await runIndexer(ctx()))[0]).toMatchObject({ refunds: 0 });
    expect(await getUserBalance(db(), alice.user.id)).toBe(before + aiz(30));
    expect(await getBalance(db(), 'bridge:pending')).toBe(0n);
    expect((await me(alice)).withdrawals.find((w) => w.id === withdrawal.id)).toMatchObject({
      status: 'refunded',
    });
    const v = withdrawal.voucher;
    await expect(
      chain.alice.writeContract({
        address: withdrawal.claims as Hex,
        abi: aizClaimsAbi,
        functionName: 'claim',
        args: [
          {
            to: v.to as Hex,
            amount: BigInt(v.amount),
            nonce: BigInt(v.nonce),
            deadline: BigInt(v.deadline),
            ref: v.ref as Hex,
          },
          withdrawal.signature as Hex,
        ],
      }),
    ).rejects.toThrow(/VoucherExpired/);
  });

  it('reconciles, then detects AIZ minted outside the bridge and pauses withdrawals', async () => {
    const [clean] = await runReconciliation(ctx());
    expect(clean).toMatchObject({
      chainId: CHAIN_ID,
      ok: true,
      message: null,
      ledgerOnChain: aiz(140),
      chainTotalSupply: aiz(140),
    });

    await chain.mintDirect(chain.bob.account.address, aiz(5));
    const made = await admin.request('POST', '/api/web3/bridge/admin/reconciliations');
    expect(made.status).toBe(201);
    const [drift] = reconciliationListSchema.parse(await made.json()).runs;
    expect(drift).toMatchObject({ ok: false, ledgerOnChain: '140', chainTotalSupply: '145' });
    expect(drift?.message).toMatch(/total supply there is 145 AIZ/);

    const paused = await withdrawOf(alice, '1');
    expect(paused.status).toBe(409);
    expect((await paused.json()).message).toMatch(/^Withdrawals are paused/);
    const status = bridgeStatusSchema.parse(await (await t.request('GET', '/api/web3/bridge')).json());
    expect(status.paused?.reason).toMatch(/^Drift/);
    expect(
      await chain.publicClient.readContract({
        address: chain.deployment.contracts.claims,
        abi: aizClaimsAbi,
        functionName: 'paused',
      }),
    ).toBe(true);

    const runs = reconciliationListSchema.parse(
      await (await admin.request('GET', '/api/web3/bridge/admin/reconciliations')).json(),
    ).runs;
    expect(runs.map((r) => r.ok).sort()).toEqual([false, true]);
    expect((await alice.request('GET', '/api/web3/bridge/admin/reconciliations')).status).toBe(403);

    // AIZ in bridge:pending that no open voucher accounts for is drift too.
    await transfer(db(), {
      idempotencyKey: 'test:planted-pending',
      from: SYSTEM_ACCOUNTS.treasury.id,
      to: 'bridge:pending',
      amount: aiz(3),
      kind: 'transfer',
      at: t.deps.now(),
    });
    const [both] = await runReconciliation(ctx());
    expect(both).toMatchObject({ ok: false, ledgerPending: aiz(3), openVouchers: 0n });
    expect(both?.message).toMatch(/bridge:pending holds 3 AIZ but the open vouchers add up to 0 AIZ/);
    const resumed = bridgeSettingsSchema.parse(
      await (await admin.request('POST', '/api/web3/bridge/admin/resume')).json(),
    );
    expect(resumed.paused).toBeNull();
  });

  it('withdraws only to an address the person linked', async () => {
    await chain.mined(
      await chain.deployer.writeContract({
        address: chain.deployment.contracts.claims,
        abi: aizClaimsAbi,
        functionName: 'unpause',
      }),
    );
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const toOther = { amount: '1', chainId: CHAIN_ID, to: other };
    const unlinked = await alice.request('POST', '/api/web3/bridge/withdrawals', toOther);
    expect(unlinked.status).toBe(400);
    expect((await unlinked.json()).message).toMatch(/^Link this address to your account first/);
    await link(alice, other);
    expect((await alice.request('POST', '/api/web3/bridge/withdrawals', toOther)).status).toBe(201);
  });
});
