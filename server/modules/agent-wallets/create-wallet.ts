/** Creates an agent's wallet (its ledger account, optionally a custodial address), or adds the address later. */
import { EMPTY_AGENT_POLICY } from '@common/schemas/agent-wallets';
import { eq } from 'drizzle-orm';
import { agentWallets } from '../../db/schema/agent-wallets';
import { agentAccountSpec, ensureAccount } from '../../ledger';
import { Conflict } from '../../lib/errors';
import type { SecretKeyring } from '../../lib/secret-box';
import type { SignedInContext } from '../../service-context';
import { generateCustodialKey } from './custodial-key';
import { lockWallet, ownDeployment } from './wallet-rows';

export async function createAgentWallet(
  ctx: SignedInContext,
  keys: SecretKeyring,
  deploymentId: string,
  input: { onChain: boolean },
): Promise<void> {
  const deployment = await ownDeployment(ctx.db, ctx.user.id, deploymentId);
  const now = ctx.now();
  const custodial = input.onChain ? generateCustodialKey(keys, deployment.id) : null;
  await ctx.db.transaction(async (tx) => {
    const account = await ensureAccount(tx, agentAccountSpec(deployment.id));
    const created = await tx
      .insert(agentWallets)
      .values({
        deploymentId: deployment.id,
        ownerId: ctx.user.id,
        ledgerAccount: account,
        address: custodial?.address ?? null,
        sealedKey: custodial?.sealedKey ?? null,
        policy: EMPTY_AGENT_POLICY,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: agentWallets.deploymentId })
      .returning({ id: agentWallets.deploymentId });
    if (created.length === 0) throw new Conflict('This agent already has a wallet.');
  });
}

export async function addAgentAddress(
  ctx: SignedInContext,
  keys: SecretKeyring,
  deploymentId: string,
): Promise<void> {
  await ownDeployment(ctx.db, ctx.user.id, deploymentId);
  await ctx.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, deploymentId);
    if (!wallet) throw new Conflict('Create this agent’s wallet before its on-chain address.');
    if (wallet.address) throw new Conflict('This agent already has an on-chain address.');
    const custodial = generateCustodialKey(keys, deploymentId);
    await tx
      .update(agentWallets)
      .set({ address: custodial.address, sealedKey: custodial.sealedKey, updatedAt: ctx.now() })
      .where(eq(agentWallets.deploymentId, deploymentId));
  });
}
