/** The agent's recorded on-chain payments: found by effect key, summed over 24 hours, their next nonce. */
import { and, eq, gte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentWalletChainPayments } from '../../db/schema/agent-wallets';

export type ChainPaymentRow = typeof agentWalletChainPayments.$inferSelect;

export async function chainPaymentByKey(db: DbOrTx, key: string): Promise<ChainPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(agentWalletChainPayments)
    .where(eq(agentWalletChainPayments.effectKey, key));
  return row;
}

/** Base units of `token` the agent signed for on `chainId` since `since` (a payment signed counts, sent or not). */
export async function chainSpentSince(
  db: DbOrTx,
  q: { deploymentId: string; chainId: number; token: string; since: Date },
): Promise<bigint> {
  const t = agentWalletChainPayments;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${t.amount}), 0)::text` })
    .from(t)
    .where(
      and(
        eq(t.deploymentId, q.deploymentId),
        eq(t.chainId, q.chainId),
        eq(t.token, q.token),
        gte(t.createdAt, q.since),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** One past the highest nonce the agent signed on the chain, or 0. */
export async function nextRecordedNonce(db: DbOrTx, deploymentId: string, chainId: number): Promise<number> {
  const t = agentWalletChainPayments;
  const [row] = await db
    .select({ top: max(t.nonce) })
    .from(t)
    .where(and(eq(t.deploymentId, deploymentId), eq(t.chainId, chainId)));
  return row?.top == null ? 0 : row.top + 1;
}

export async function markSent(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(agentWalletChainPayments)
    .set({ status: 'sent' })
    .where(eq(agentWalletChainPayments.effectKey, key));
}
