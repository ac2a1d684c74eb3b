/** Replaces an agent's spending policy; every change is recorded with who made it and before/after. */
import { type AgentPolicy, agentPolicySchema } from '@common/schemas/agent-wallets';
import { eq } from 'drizzle-orm';
import { agentWalletPolicyChanges, agentWallets } from '../../db/schema/agent-wallets';
import { NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { lockWallet, NO_WALLET, ownDeployment } from './wallet-rows';

/** The policy as one text, its keys in a fixed order (jsonb stores them in its own). */
const canonical = (p: AgentPolicy) =>
  JSON.stringify([
    p.maxPerTransaction,
    p.maxPer24h,
    p.allowedRecipients,
    p.allowedAddresses,
    p.chainLimits.map((l) => [l.chainId, l.token, l.maxPerTransaction, l.maxPer24h]),
  ]);

export async function updateAgentPolicy(
  ctx: SignedInContext,
  deploymentId: string,
  policy: AgentPolicy,
): Promise<{ changed: boolean }> {
  await ownDeployment(ctx.db, ctx.user.id, deploymentId);
  return ctx.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, deploymentId);
    if (!wallet) throw new NotFound(NO_WALLET);
    if (canonical(agentPolicySchema.parse(wallet.policy)) === canonical(policy)) return { changed: false };
    const at = ctx.now();
    await tx
      .update(agentWallets)
      .set({ policy, updatedAt: at })
      .where(eq(agentWallets.deploymentId, deploymentId));
    await tx
      .insert(agentWalletPolicyChanges)
      .values({ deploymentId, actorId: ctx.user.id, before: wallet.policy, after: policy, at });
    return { changed: true };
  });
}
