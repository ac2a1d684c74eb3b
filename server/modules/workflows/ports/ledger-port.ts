/**
 * The AIZ transfer node's port: pays from the workflow owner's account through the ledger, within the
 * workflow's budget (`settings.budgetAiz`: the most one run may pay in total; no budget, no payments).
 *
 * Exactly once per idempotency key: the budget check, the ledger transfer (itself idempotent by the same
 * key) and the workflow_effects row that the budget counts are one transaction, taken under a lock on the
 * run, so two processes resuming the same run cannot both pass the budget. A refused payment (budget,
 * balance, unknown recipient) moves nothing and fails the node with a sentence saying why.
 *
 * A workflow with a payment source (payment-sources.ts: a deployment's agent wallet) pays from that
 * account instead, and the source's own rules are checked in the same transaction, after the budget.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { LedgerPort } from '../../../engine/nodes/ports';
import { ensureUserAccount, formatAiz, InsufficientFunds, parseAiz, transfer } from '../../../ledger';
import { findUserIdByUsername } from '../../auth';
import type { RunEnv, RunTarget } from '../runs';
import { claimEffect, findEffect, runEffects } from '../runs';
import { paymentSourceFor } from './payment-sources';

export const WORKFLOW_TRANSFER_KIND = 'workflow_transfer';

interface Paid {
  transferId: string;
  /** The paying ledger account: the owner's, or the payment source's (an agent wallet). */
  from: string;
  /** The recipient's username. */
  to: string;
  /** AIZ, as a decimal text. */
  amount: string;
  /** Base units, for the budget. */
  base: string;
}

async function paidSoFar(db: DbOrTx, runId: string): Promise<bigint> {
  const results = await runEffects(db, runId, 'aiz-transfer');
  return results.reduce((sum, r) => sum + BigInt(typeof r?.base === 'string' ? r.base : '0'), 0n);
}

export function workflowLedgerPort(
  env: Pick<RunEnv, 'db' | 'now' | 'log'>,
  target: RunTarget,
  runId: string,
): LedgerPort {
  return {
    async transfer(request, key) {
      const budgetText = target.document.settings.budgetAiz;
      if (budgetText === undefined) {
        throw new Error('This workflow has no AIZ budget: set one in its settings before it can pay.');
      }
      const amount = parseAiz(request.amount);
      const budget = parseAiz(budgetText);
      const ownerId = target.workflow.ownerId;
      const recipientId = await findUserIdByUsername(env.db, request.to);
      if (!recipientId) throw new Error(`There is no user named "${request.to}" to pay.`);
      if (recipientId === ownerId) throw new Error('The workflow cannot pay its own owner.');
      const paid = await env.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${runId}))`);
        const earlier = await findEffect(tx, key);
        if (earlier?.result) return { ...(earlier.result as unknown as Paid), replayed: true };
        const total = (await paidSoFar(tx, runId)) + amount;
        if (total > budget) {
          throw new Error(
            `Paying ${formatAiz(amount)} AIZ would bring this run's payments to ${formatAiz(total)} AIZ, over the workflow's budget of ${formatAiz(budget)} AIZ.`,
          );
        }
        const source = await paymentSourceFor(tx, target);
        await source?.check(tx, { amount, to: request.to, at: env.now() });
        const from = source?.account ?? (await ensureUserAccount(tx, ownerId));
        const to = await ensureUserAccount(tx, recipientId);
        let moved: Awaited<ReturnType<typeof transfer>>;
        try {
          moved = await transfer(tx, {
            idempotencyKey: key,
            from,
            to,
            amount,
            kind: WORKFLOW_TRANSFER_KIND,
            memo: request.memo ?? null,
            metadata: {
              workflowId: target.workflow.id,
              runId,
              nodeId: request.nodeId,
              // The agent's owner reads its wallet's history: whom it paid.
              ...(source ? { recipient: request.to } : {}),
            },
            at: env.now(),
          });
        } catch (err) {
          if (err instanceof InsufficientFunds) {
            const whose = source ? source.whose : "The workflow owner's balance";
            throw new Error(`${whose} is too low to pay ${formatAiz(amount)} AIZ.`);
          }
          throw err;
        }
        const result: Paid = {
          transferId: moved.transfer.id,
          from,
          to: request.to,
          amount: formatAiz(amount),
          base: amount.toString(),
        };
        await claimEffect(tx, { key, runId, kind: 'aiz-transfer', result: { ...result } }, env.now());
        return { ...result, replayed: moved.replayed };
      });
      return {
        transferId: paid.transferId,
        replayed: paid.replayed,
        from: paid.from,
        to: paid.to,
        amount: paid.amount,
      };
    },
  };
}
