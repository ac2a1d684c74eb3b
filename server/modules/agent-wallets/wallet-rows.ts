/** The agent-wallets tables read and locked, and the owner check every route makes. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentWallets } from '../../db/schema/agent-wallets';
import { NotFound } from '../../lib/errors';
import { type DeploymentRow, deploymentsByIds } from '../deployments';

export type AgentWalletRow = typeof agentWallets.$inferSelect;

export const AGENT_NOT_YOURS = 'There is no such agent, or it is not yours.';
export const NO_WALLET = 'This agent has no wallet yet. Create one first.';

/** The caller's deployment, or 404 (another person's is as unknown as one that does not exist). */
export async function ownDeployment(
  db: DbOrTx,
  userId: string,
  deploymentId: string,
): Promise<DeploymentRow> {
  const [row] = await deploymentsByIds(db, [deploymentId]);
  if (!row || row.ownerId !== userId) throw new NotFound(AGENT_NOT_YOURS);
  return row;
}

export async function walletOf(db: DbOrTx, deploymentId: string): Promise<AgentWalletRow | undefined> {
  const [row] = await db.select().from(agentWallets).where(eq(agentWallets.deploymentId, deploymentId));
  return row;
}

/** The wallet row locked until the transaction ends: payments and policy changes of one agent queue here. */
export async function lockWallet(tx: DbOrTx, deploymentId: string): Promise<AgentWalletRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentWallets)
    .where(eq(agentWallets.deploymentId, deploymentId))
    .for('update');
  return row;
}

/**
 * The caller's wallet and its deployment. The deployment is undefined once deleted: the wallet stays, so
 * its owner can still see it and withdraw what it holds.
 */
export async function ownWallet(
  db: DbOrTx,
  userId: string,
  deploymentId: string,
): Promise<{ deployment: DeploymentRow | undefined; wallet: AgentWalletRow }> {
  const wallet = await walletOf(db, deploymentId);
  if (wallet && wallet.ownerId === userId) {
    const [deployment] = await deploymentsByIds(db, [deploymentId]);
    return { deployment, wallet };
  }
  // Tells "no wallet yet" only to the deployment's owner.
  await ownDeployment(db, userId, deploymentId);
  throw new NotFound(NO_WALLET);
}
