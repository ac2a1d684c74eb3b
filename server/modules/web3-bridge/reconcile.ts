/**
 * The hourly reconciliation, per chain, after indexing it to its final head:
 * - the ledger's `bridge:on-chain:<chainId>` must equal AIZ.totalSupply() on that chain at that block
 *   (every token exists because a voucher was claimed, and a deposit burns what it credits);
 * - the ledger's `bridge:pending` must equal the sum of the open (pending) vouchers.
 * A run is a row (web3_bridge_reconciliations); a drift is an alert: the row, an error in the log,
 * new withdrawals paused, and AIZClaims paused on chain when the voucher signer holds PAUSER_ROLE.
 */
import type { Reconciliation } from '@common/schemas/web3-bridge';
import { aizAbi, aizClaimsAbi } from '@common/web3/abis';
import { rpcTransport } from '@common/web3/transport';
import { desc, eq, sql } from 'drizzle-orm';
import { createWalletClient, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localChainDefinition } from '../../chain/clients';
import { web3BridgeReconciliations, web3BridgeWithdrawals } from '../../db/schema/web3-bridge';
import { BRIDGE_PENDING_ACCOUNT, bridgeOnChainAccountSpec, formatAiz, getBalance } from '../../ledger';
import { NotFound } from '../../lib/errors';
import { type BridgeChain, bridgeChains } from './chains';
import { indexChain, recordIndexerError } from './indexer';
import { pauseWithdrawals } from './settings';
import type { BridgeCtx } from './withdrawals';

export const RECONCILE_INTERVAL_MS = 3_600_000;
const PAUSER_ROLE = keccak256(toHex('PAUSER_ROLE'));
const RUNS_LIMIT = 100;

async function balanceOr0(ctx: BridgeCtx, accountId: string): Promise<bigint> {
  try {
    return await getBalance(ctx.db, accountId);
  } catch (error) {
    if (error instanceof NotFound) return 0n;
    throw error;
  }
}

export async function reconcileChain(ctx: BridgeCtx, chain: BridgeChain) {
  const ranAt = ctx.now();
  let through: bigint;
  try {
    ({ through } = await indexChain(ctx, chain));
  } catch (error) {
    await recordIndexerError(ctx, chain, error);
    const message = `The chain could not be read, so nothing was compared: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    const [run] = await ctx.db
      .insert(web3BridgeReconciliations)
      .values({ chainId: chain.chainId, ranAt, ok: false, message })
      .returning();
    return run;
  }
  const supply = await chain.client.readContract({
    address: chain.contracts.aiz,
    abi: aizAbi,
    functionName: 'totalSupply',
    blockNumber: through,
  });
  const onChain = await balanceOr0(ctx, bridgeOnChainAccountSpec(chain.chainId).id);
  const pending = await balanceOr0(ctx, BRIDGE_PENDING_ACCOUNT.id);
  const [open] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${web3BridgeWithdrawals.amount}), 0)` })
    .from(web3BridgeWithdrawals)
    .where(eq(web3BridgeWithdrawals.status, 'pending'));
  const openVouchers = BigInt(open?.total ?? 0);
  const problems: string[] = [];
  if (onChain !== supply) {
    problems.push(
      `the ledger counts ${formatAiz(onChain)} AIZ on chain ${chain.chainId} but the token's total supply there is ${formatAiz(supply)} AIZ at block ${through}`,
    );
  }
  if (pending !== openVouchers) {
    problems.push(
      `bridge:pending holds ${formatAiz(pending)} AIZ but the open vouchers add up to ${formatAiz(openVouchers)} AIZ`,
    );
  }
  const message = problems.length > 0 ? `Drift: ${problems.join('; ')}.` : null;
  const [run] = await ctx.db
    .insert(web3BridgeReconciliations)
    .values({
      chainId: chain.chainId,
      ranAt,
      blockNumber: through,
      ledgerOnChain: onChain,
      chainTotalSupply: supply,
      ledgerPending: pending,
      openVouchers,
      ok: message === null,
      message,
    })
    .returning();
  if (message) {
    ctx.log.error('web3 bridge: reconciliation found drift; withdrawals paused', {
      chainId: chain.chainId,
      message,
    });
    await pauseWithdrawals(ctx.db, message, ranAt);
    await pauseOnChain(ctx, chain);
  }
  return run;
}

/** Pauses AIZClaims with the voucher signer's key when it may; failures are logged, never thrown. */
async function pauseOnChain(ctx: BridgeCtx, chain: BridgeChain): Promise<void> {
  const key = ctx.web3.bridgeSignerKey;
  if (!key) return;
  try {
    const account = privateKeyToAccount(key);
    const base = { address: chain.contracts.claims, abi: aizClaimsAbi } as const;
    const [mayPause, paused] = await Promise.all([
      chain.client.readContract({ ...base, functionName: 'hasRole', args: [PAUSER_ROLE, account.address] }),
      chain.client.readContract({ ...base, functionName: 'paused' }),
    ]);
    if (!mayPause || paused) return;
    const wallet = createWalletClient({
      account,
      chain: { ...localChainDefinition(chain.rpcUrl), id: chain.chainId },
      transport: rpcTransport(chain.rpcUrl),
    });
    const hash = await wallet.writeContract({ ...base, functionName: 'pause' });
    await chain.client.waitForTransactionReceipt({ hash });
    ctx.log.warn('web3 bridge: AIZClaims paused on chain', { chainId: chain.chainId, txHash: hash });
  } catch (error) {
    ctx.log.error('web3 bridge: pausing AIZClaims on chain failed', {
      chainId: chain.chainId,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
  }
}

export async function runReconciliation(ctx: BridgeCtx) {
  const runs = [];
  for (const chain of bridgeChains(ctx.web3)) runs.push(await reconcileChain(ctx, chain));
  return runs;
}

export function reconciliationView(row: typeof web3BridgeReconciliations.$inferSelect): Reconciliation {
  const aiz = (v: bigint | null) => (v === null ? null : formatAiz(v));
  return {
    id: row.id,
    chainId: row.chainId,
    ranAt: row.ranAt.toISOString(),
    blockNumber: row.blockNumber?.toString() ?? null,
    ledgerOnChain: aiz(row.ledgerOnChain),
    chainTotalSupply: aiz(row.chainTotalSupply),
    ledgerPending: aiz(row.ledgerPending),
    openVouchers: aiz(row.openVouchers),
    ok: row.ok,
    message: row.message,
  };
}

export async function listReconciliations(ctx: BridgeCtx): Promise<Reconciliation[]> {
  const rows = await ctx.db
    .select()
    .from(web3BridgeReconciliations)
    .orderBy(desc(web3BridgeReconciliations.ranAt))
    .limit(RUNS_LIMIT);
  return rows.map(reconciliationView);
}
