/**
 * The indexer: reads AIZClaims' Claimed and AIZVault's Deposited logs from each chain, from a stored
 * cursor up to the chain's head less its finality, and settles them in the ledger exactly once:
 * - a claim settles its withdrawal (bridge:pending → bridge:on-chain:<chainId>), keyed by the withdrawal;
 * - a deposit credits the person whose reference it names (bridge:on-chain:<chainId> → user), once per
 *   (chainId, txHash, logIndex): the deposits table's unique index, in the same transaction as the transfer;
 * - a pending withdrawal whose deadline has passed at the final block, with its nonce unused there, is
 *   refunded (bridge:pending → user), keyed by the withdrawal. No later block can hold its claim.
 * Reading a range twice (a restart, an older cursor) changes nothing.
 */
import { aizClaimsAbi, aizVaultAbi } from '@common/web3/abis';
import { and, eq, lt } from 'drizzle-orm';
import type { Hex } from 'viem';
import {
  web3BridgeCursors,
  web3BridgeDeposits,
  web3BridgeUserRefs,
  web3BridgeWithdrawals,
} from '../../db/schema/web3-bridge';
import {
  BRIDGE_PENDING_ACCOUNT,
  bridgeOnChainAccountSpec,
  bridgeUnmatchedAccountSpec,
  ensureAccount,
  ensureUserAccount,
  InsufficientFunds,
  transfer,
  userAccountId,
} from '../../ledger';
import { type BridgeChain, bridgeChains } from './chains';
import type { BridgeCtx } from './withdrawals';

/** Blocks per eth_getLogs call (public RPCs refuse wide ranges). */
export const LOG_RANGE = 2_000n;

export interface IndexResult {
  chainId: number;
  /** The last block read (the final head), or null when there was nothing new. */
  through: bigint;
  claims: number;
  deposits: number;
  refunds: number;
}

/** The final head: the latest block less the chain's finality. */
export async function finalBlock(chain: BridgeChain): Promise<bigint> {
  const latest = await chain.client.getBlockNumber();
  const safe = latest - BigInt(chain.finality);
  return safe < 0n ? 0n : safe;
}

export async function indexChain(ctx: BridgeCtx, chain: BridgeChain): Promise<IndexResult> {
  const through = await finalBlock(chain);
  const [cursor] = await ctx.db
    .select()
    .from(web3BridgeCursors)
    .where(eq(web3BridgeCursors.chainId, chain.chainId));
  let from = cursor?.nextBlock ?? chain.deployBlock;
  const result: IndexResult = { chainId: chain.chainId, through, claims: 0, deposits: 0, refunds: 0 };
  while (from <= through) {
    const to = from + LOG_RANGE - 1n < through ? from + LOG_RANGE - 1n : through;
    const claimed = await chain.client.getContractEvents({
      address: chain.contracts.claims,
      abi: aizClaimsAbi,
      eventName: 'Claimed',
      fromBlock: from,
      toBlock: to,
    });
    for (const log of claimed) {
      if (
        await settleClaim(
          ctx,
          chain,
          log.args.ref as Hex,
          log.args.amount ?? 0n,
          log.transactionHash,
          log.logIndex,
        )
      ) {
        result.claims += 1;
      }
    }
    const deposited = await chain.client.getContractEvents({
      address: chain.contracts.vault,
      abi: aizVaultAbi,
      eventName: 'Deposited',
      fromBlock: from,
      toBlock: to,
    });
    for (const log of deposited) {
      const credited = await creditDeposit(ctx, chain, {
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        userRef: (log.args.userRef ?? '0x') as Hex,
        from: log.args.from ?? '0x',
        amount: log.args.amount ?? 0n,
      });
      if (credited) result.deposits += 1;
    }
    await ctx.db
      .insert(web3BridgeCursors)
      .values({ chainId: chain.chainId, nextBlock: to + 1n, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: web3BridgeCursors.chainId,
        set: { nextBlock: to + 1n, updatedAt: ctx.now(), lastError: null, lastErrorAt: null },
      });
    from = to + 1n;
  }
  result.refunds = await refundExpired(ctx, chain, through);
  return result;
}

/** Settles the withdrawal a Claimed log names; true when this call settled it. */
async function settleClaim(
  ctx: BridgeCtx,
  chain: BridgeChain,
  ref: Hex,
  amount: bigint,
  txHash: Hex,
  logIndex: number,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(web3BridgeWithdrawals)
      .where(eq(web3BridgeWithdrawals.ref, ref))
      .for('update');
    if (!w || w.chainId !== chain.chainId || w.amount !== amount) {
      ctx.log.error('web3 bridge: a claim on chain matches no withdrawal', {
        chainId: chain.chainId,
        ref,
        amount: amount.toString(),
        txHash,
      });
      return false;
    }
    if (w.status === 'claimed') return false;
    if (w.status === 'refunded') {
      ctx.log.error('web3 bridge: a refunded withdrawal was claimed on chain', {
        withdrawalId: w.id,
        txHash,
      });
      return false;
    }
    const onChain = await ensureAccount(tx, bridgeOnChainAccountSpec(chain.chainId));
    await transfer(tx, {
      idempotencyKey: `bridge:claim:${w.id}`,
      from: BRIDGE_PENDING_ACCOUNT.id,
      to: onChain,
      amount: w.amount,
      kind: 'bridge_claim',
      at: ctx.now(),
      metadata: { withdrawalId: w.id, chainId: chain.chainId, txHash },
    });
    await tx
      .update(web3BridgeWithdrawals)
      .set({ status: 'claimed', claimTxHash: txHash, claimLogIndex: logIndex, settledAt: ctx.now() })
      .where(eq(web3BridgeWithdrawals.id, w.id));
    return true;
  });
}

interface DepositLog {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  userRef: Hex;
  from: string;
  amount: bigint;
}

/** Credits a Deposited log once; true when this call recorded it. */
async function creditDeposit(ctx: BridgeCtx, chain: BridgeChain, log: DepositLog): Promise<boolean> {
  const key = `bridge:deposit:${chain.chainId}:${log.txHash}:${log.logIndex}`;
  const row = (userId: string | null, status: 'credited' | 'unmatched' | 'unbacked') => ({
    chainId: chain.chainId,
    txHash: log.txHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    userRef: log.userRef.toLowerCase(),
    userId,
    fromAddress: log.from,
    amount: log.amount,
    status,
    createdAt: ctx.now(),
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: web3BridgeUserRefs.userId })
        .from(web3BridgeUserRefs)
        .where(eq(web3BridgeUserRefs.userRef, log.userRef.toLowerCase()));
      const inserted = await tx
        .insert(web3BridgeDeposits)
        .values(row(owner?.userId ?? null, owner ? 'credited' : 'unmatched'))
        .onConflictDoNothing()
        .returning({ id: web3BridgeDeposits.id });
      if (inserted.length === 0 || log.amount <= 0n) return false;
      const onChain = await ensureAccount(tx, bridgeOnChainAccountSpec(chain.chainId));
      const to = owner
        ? await ensureUserAccount(tx, owner.userId)
        : await ensureAccount(tx, bridgeUnmatchedAccountSpec(chain.chainId));
      if (!owner) {
        ctx.log.warn('web3 bridge: a deposit names no known person', {
          chainId: chain.chainId,
          txHash: log.txHash,
        });
      }
      await transfer(tx, {
        idempotencyKey: key,
        from: onChain,
        to,
        amount: log.amount,
        kind: 'bridge_deposit',
        at: ctx.now(),
        memo: `Deposit from ${log.from} on chain ${chain.chainId}`,
        metadata: { chainId: chain.chainId, txHash: log.txHash, logIndex: log.logIndex },
      });
      return true;
    });
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    // More AIZ came back than the ledger counts on this chain: tokens the bridge never minted. Recorded
    // (so it is not retried), credited to nobody; the reconciliation reports the drift.
    await ctx.db.insert(web3BridgeDeposits).values(row(null, 'unbacked')).onConflictDoNothing();
    ctx.log.error('web3 bridge: a deposit exceeds the AIZ the ledger counts on its chain', {
      chainId: chain.chainId,
      txHash: log.txHash,
      amount: log.amount.toString(),
    });
    return false;
  }
}

/** Refunds pending withdrawals that can no longer be claimed at the final block `through`. */
async function refundExpired(ctx: BridgeCtx, chain: BridgeChain, through: bigint): Promise<number> {
  const expired = await ctx.db
    .select()
    .from(web3BridgeWithdrawals)
    .where(
      and(
        eq(web3BridgeWithdrawals.chainId, chain.chainId),
        eq(web3BridgeWithdrawals.status, 'pending'),
        lt(web3BridgeWithdrawals.deadline, ctx.now()),
      ),
    );
  if (expired.length === 0) return 0;
  const block = await chain.client.getBlock({ blockNumber: through });
  let refunds = 0;
  for (const w of expired) {
    const deadline = BigInt(Math.floor(w.deadline.getTime() / 1000));
    // The contract accepts a claim while block.timestamp <= deadline: the final block must be past it.
    if (block.timestamp <= deadline || !w.userId) continue;
    const used = await chain.client.readContract({
      address: chain.contracts.claims,
      abi: aizClaimsAbi,
      functionName: 'nonceUsed',
      args: [w.nonce],
      blockNumber: through,
    });
    if (used) continue; // claimed: its log settles it
    const userId = w.userId;
    const refunded = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(web3BridgeWithdrawals)
        .where(eq(web3BridgeWithdrawals.id, w.id))
        .for('update');
      if (locked?.status !== 'pending') return false;
      await ensureUserAccount(tx, userId);
      await transfer(tx, {
        idempotencyKey: `bridge:refund:${w.id}`,
        from: BRIDGE_PENDING_ACCOUNT.id,
        to: userAccountId(userId),
        amount: w.amount,
        kind: 'bridge_refund',
        at: ctx.now(),
        memo: 'Withdrawal not claimed before its deadline: refunded',
        metadata: { withdrawalId: w.id, chainId: chain.chainId },
      });
      await tx
        .update(web3BridgeWithdrawals)
        .set({ status: 'refunded', settledAt: ctx.now() })
        .where(eq(web3BridgeWithdrawals.id, w.id));
      return true;
    });
    if (refunded) refunds += 1;
  }
  return refunds;
}

/** One pass over every chain the bridge serves; a chain's failure is recorded on its cursor and logged. */
export async function runIndexer(ctx: BridgeCtx): Promise<IndexResult[]> {
  const results: IndexResult[] = [];
  for (const chain of bridgeChains(ctx.web3)) {
    try {
      results.push(await indexChain(ctx, chain));
    } catch (error) {
      await recordIndexerError(ctx, chain, error);
    }
  }
  return results;
}

export async function recordIndexerError(ctx: BridgeCtx, chain: BridgeChain, error: unknown): Promise<void> {
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  ctx.log.error('web3 bridge: indexing failed', { chainId: chain.chainId, error: message });
  await ctx.db
    .insert(web3BridgeCursors)
    .values({
      chainId: chain.chainId,
      nextBlock: chain.deployBlock,
      updatedAt: ctx.now(),
      lastError: message,
      lastErrorAt: ctx.now(),
    })
    .onConflictDoUpdate({
      target: web3BridgeCursors.chainId,
      set: { lastError: message, lastErrorAt: ctx.now() },
    })
    .catch(() => undefined);
}
