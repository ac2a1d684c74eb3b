/**
 * Funding an agent from its owner's balance and withdrawing back: ledger transfers whose idempotency key
 * comes from the request (namespaced by the owner), so a repeated click moves AIZ once. A wallet whose
 * deployment was deleted can still be withdrawn from, never funded.
 */

import type { AgentWalletMoveResult } from '@common/schemas/agent-wallets';
import {
  ensureUserAccount,
  formatAiz,
  getBalance,
  InsufficientFunds,
  parseAiz,
  transfer,
} from '../../ledger';
import { NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { AGENT_NOT_YOURS, ownWallet } from './wallet-rows';

export const AGENT_FUND_KIND = 'agent_fund';
export const AGENT_WITHDRAW_KIND = 'agent_withdraw';

export async function moveAgentFunds(
  ctx: SignedInContext,
  deploymentId: string,
  direction: 'fund' | 'withdraw',
  amountText: string,
  idempotencyKey: string,
): Promise<AgentWalletMoveResult> {
  const { deployment, wallet } = await ownWallet(ctx.db, ctx.user.id, deploymentId);
  const fund = direction === 'fund';
  if (fund && !deployment) throw new NotFound(AGENT_NOT_YOURS);
  const owner = await ensureUserAccount(ctx.db, ctx.user.id);
  const amount = parseAiz(amountText);
  try {
    const moved = await transfer(ctx.db, {
      idempotencyKey: `agent-${direction}:${ctx.user.id}:${idempotencyKey}`,
      from: fund ? owner : wallet.ledgerAccount,
      to: fund ? wallet.ledgerAccount : owner,
      amount,
      kind: fund ? AGENT_FUND_KIND : AGENT_WITHDRAW_KIND,
      metadata: { deploymentId },
      at: ctx.now(),
    });
    return {
      transferId: moved.transfer.id,
      amount: formatAiz(amount),
      balance: formatAiz(await getBalance(ctx.db, wallet.ledgerAccount)),
      replayed: moved.replayed,
    };
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      throw new InsufficientFunds(
        fund
          ? `Your balance is too low to put ${formatAiz(amount)} AIZ in this agent's wallet.`
          : `This agent's wallet holds less than ${formatAiz(amount)} AIZ.`,
      );
    }
    throw err;
  }
}
