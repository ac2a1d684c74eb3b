/**
 * Withdrawals: the person's AIZ moves to `bridge:pending` in the ledger and the server signs an EIP-712
 * voucher for the same amount, which their wallet claims on AIZClaims (minting the ERC-20). The indexer
 * settles it when the claim is final, or refunds it once the deadline has passed unclaimed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  DepositInfo,
  MyBridge,
  Withdrawal,
  WithdrawRequest,
  WithdrawResult,
} from '@common/schemas/web3-bridge';
import { aizClaimsAbi } from '@common/web3/abis';
import { type Voucher, voucherDomain, voucherTypedData } from '@common/web3/voucher';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Address, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Web3Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { web3BridgeDeposits, web3BridgeUserRefs, web3BridgeWithdrawals } from '../../db/schema/web3-bridge';
import {
  BRIDGE_PENDING_ACCOUNT,
  ensureAccount,
  ensureUserAccount,
  formatAiz,
  getWithdrawable,
  parseAiz,
  transfer,
  userAccountId,
} from '../../ledger';
import { Conflict, Invalid, Unavailable } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { bridgeChain, bridgeChains, chainName } from './chains';
import { readSettings } from './settings';

export interface BridgeCtx {
  db: Database;
  now: () => Date;
  log: Logger;
  web3: Web3Config;
}

/** How long a voucher may be claimed. */
export const VOUCHER_LIFETIME_MS = 24 * 3_600_000;
const LIST_LIMIT = 50;

type WithdrawalRow = typeof web3BridgeWithdrawals.$inferSelect;

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    chainId: row.chainId,
    to: row.toAddress,
    amount: formatAiz(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    deadline: row.deadline.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    claimTxHash: row.claimTxHash,
    claims: row.claimsAddress,
    voucher: {
      to: row.toAddress,
      amount: row.amount.toString(),
      nonce: row.nonce.toString(),
      deadline: String(Math.floor(row.deadline.getTime() / 1000)),
      ref: row.ref,
    },
    signature: row.signature,
  };
}

/** The person's deposit reference, made on first ask (random bytes32). */
export async function userRefOf(db: DbOrTx, userId: string, at: Date): Promise<Hex> {
  await db
    .insert(web3BridgeUserRefs)
    .values({ userId, userRef: `0x${randomBytes(32).toString('hex')}`, createdAt: at })
    .onConflictDoNothing({ target: web3BridgeUserRefs.userId });
  const [row] = await db.select().from(web3BridgeUserRefs).where(eq(web3BridgeUserRefs.userId, userId));
  if (!row) throw new Error('no deposit reference after insert');
  return row.userRef as Hex;
}

export async function depositInfo(ctx: BridgeCtx, userId: string): Promise<DepositInfo> {
  return {
    userRef: await userRefOf(ctx.db, userId, ctx.now()),
    chains: bridgeChains(ctx.web3).map((c) => ({
      chainId: c.chainId,
      vault: c.contracts.vault,
      aiz: c.contracts.aiz,
      finality: c.finality,
    })),
  };
}

/**
 * Whether the person linked `address` by signature (Sign-In with Ethereum, server/modules/web3 keeps
 * the links in wallet_links, addresses in lowercase).
 */
async function addressLinked(db: DbOrTx, userId: string, address: string): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select 1 from wallet_links where user_id = ${userId} and address = ${address.toLowerCase()} limit 1`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

export async function withdraw(
  ctx: BridgeCtx,
  userId: string,
  input: WithdrawRequest,
  idempotencyKey: string | null,
): Promise<WithdrawResult> {
  if (idempotencyKey) {
    const [earlier] = await ctx.db
      .select()
      .from(web3BridgeWithdrawals)
      .where(
        and(
          eq(web3BridgeWithdrawals.userId, userId),
          eq(web3BridgeWithdrawals.idempotencyKey, idempotencyKey),
        ),
      );
    if (earlier) return resultOf(earlier, true);
  }
  const settings = await readSettings(ctx.db);
  if (!settings.withdrawalsEnabled) {
    throw new Conflict('Withdrawals to a chain are turned off on this platform.');
  }
  if (settings.pausedAt) {
    throw new Conflict(
      'Withdrawals are paused: the last check found the ledger and the chain disagree. Your AIZ are safe in the app; try again after an administrator has resolved it.',
    );
  }
  const chain = bridgeChain(ctx.web3, input.chainId);
  if (!chain)
    throw new Invalid(
      `Withdrawals are not available on ${chainName(input.chainId)}: it has no AIZ contracts here.`,
    );
  const signerKey = ctx.web3.bridgeSignerKey;
  if (!signerKey)
    throw new Conflict('Withdrawals need a voucher signer, and this server has none configured.');
  const to = getAddress(input.to);
  if (!(await addressLinked(ctx.db, userId, to))) {
    throw new Invalid(
      'Link this address to your account first (sign in with the wallet), then withdraw to it.',
    );
  }
  const amount = parseAiz(input.amount);
  const claims = { address: chain.contracts.claims, abi: aizClaimsAbi } as const;
  let cap: bigint;
  let claimsPaused: boolean;
  try {
    [cap, claimsPaused] = await Promise.all([
      chain.client.readContract({ ...claims, functionName: 'perVoucherCap' }),
      chain.client.readContract({ ...claims, functionName: 'paused' }),
    ]);
  } catch (error) {
    ctx.log.warn('web3 bridge: the chain did not answer', {
      chainId: chain.chainId,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
    throw new Unavailable(
      `${chain.name} does not answer right now, so nothing was withdrawn. Try again in a minute.`,
      {
        retryAfterSeconds: 60,
      },
    );
  }
  if (claimsPaused) {
    throw new Conflict(`Claims are paused on ${chain.name}, so a withdrawal could not be claimed there now.`);
  }
  if (amount > cap) {
    throw new Invalid(`One withdrawal can be at most ${formatAiz(cap)} AIZ on ${chain.name}.`);
  }

  const id = randomUUID();
  const hex = id.replaceAll('-', '');
  const now = ctx.now();
  const voucher: Voucher = {
    to,
    amount,
    nonce: BigInt(`0x${hex}`),
    deadline: BigInt(Math.floor((now.getTime() + VOUCHER_LIFETIME_MS) / 1000)),
    ref: `0x${hex.padStart(64, '0')}`,
  };
  const signature = await privateKeyToAccount(signerKey).signTypedData(
    voucherTypedData(chain.chainId, chain.contracts.claims, voucher),
  );
  const row = await ctx.db.transaction(async (tx) => {
    // One withdrawal at a time per person: the withdrawable amount is read and spent under this lock.
    await userRefOf(tx, userId, now);
    await tx.select().from(web3BridgeUserRefs).where(eq(web3BridgeUserRefs.userId, userId)).for('update');
    if (idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(web3BridgeWithdrawals)
        .where(
          and(
            eq(web3BridgeWithdrawals.userId, userId),
            eq(web3BridgeWithdrawals.idempotencyKey, idempotencyKey),
          ),
        );
      if (earlier) return { row: earlier, replayed: true };
    }
    const { withdrawable, bonusUnspent } = await getWithdrawable(tx, userId);
    if (amount > withdrawable) {
      throw new Conflict(
        bonusUnspent > 0n
          ? `You can withdraw up to ${formatAiz(withdrawable)} AIZ: the ${formatAiz(bonusUnspent)} AIZ left of your signup bonus stays in the app.`
          : `You can withdraw up to ${formatAiz(withdrawable)} AIZ.`,
      );
    }
    await ensureUserAccount(tx, userId);
    await ensureAccount(tx, BRIDGE_PENDING_ACCOUNT);
    await transfer(tx, {
      idempotencyKey: `bridge:withdraw:${id}`,
      from: userAccountId(userId),
      to: BRIDGE_PENDING_ACCOUNT.id,
      amount,
      kind: 'bridge_withdrawal',
      at: now,
      memo: `Withdrawal to ${to} on ${chain.name}`,
      metadata: { withdrawalId: id, chainId: chain.chainId },
    });
    const [inserted] = await tx
      .insert(web3BridgeWithdrawals)
      .values({
        id,
        userId,
        idempotencyKey,
        chainId: chain.chainId,
        claimsAddress: chain.contracts.claims,
        toAddress: to,
        amount,
        nonce: voucher.nonce,
        ref: voucher.ref,
        deadline: new Date(Number(voucher.deadline) * 1000),
        signature,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('withdrawal not inserted');
    return { row: inserted, replayed: false };
  });
  return resultOf(row.row, row.replayed);
}

function resultOf(row: WithdrawalRow, replayed: boolean): WithdrawResult {
  return {
    withdrawal: withdrawalView(row),
    domain: voucherDomain(row.chainId, row.claimsAddress as Address),
    replayed,
  };
}

export async function readMyBridge(ctx: BridgeCtx, userId: string): Promise<MyBridge> {
  const { balance, bonusUnspent, withdrawable } = await getWithdrawable(ctx.db, userId);
  const withdrawals = await ctx.db
    .select()
    .from(web3BridgeWithdrawals)
    .where(eq(web3BridgeWithdrawals.userId, userId))
    .orderBy(desc(web3BridgeWithdrawals.createdAt))
    .limit(LIST_LIMIT);
  const deposits = await ctx.db
    .select()
    .from(web3BridgeDeposits)
    .where(eq(web3BridgeDeposits.userId, userId))
    .orderBy(desc(web3BridgeDeposits.createdAt))
    .limit(LIST_LIMIT);
  return {
    balance: formatAiz(balance),
    bonusLocked: formatAiz(bonusUnspent),
    withdrawable: formatAiz(withdrawable),
    withdrawals: withdrawals.map(withdrawalView),
    deposits: deposits.map((d) => ({
      chainId: d.chainId,
      txHash: d.txHash,
      from: d.fromAddress,
      amount: formatAiz(d.amount),
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
