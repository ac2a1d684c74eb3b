/** What the owner sees: each deployment with its wallet, and one wallet's history and policy changes. */
import {
  type AgentSummary,
  type AgentWallet,
  type AgentWalletDetail,
  type AgentWalletList,
  agentPolicySchema,
} from '@common/schemas/agent-wallets';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agentWalletChainPayments,
  agentWalletPolicyChanges,
  agentWallets,
} from '../../db/schema/agent-wallets';
import {
  accountOutflowSince,
  formatAiz,
  getBalance,
  getUserBalance,
  listAccountTransfers,
} from '../../ledger';
import type { SignedInContext } from '../../service-context';
import { usernamesOf } from '../auth';
import { type DeploymentRow, deploymentsOfOwner } from '../deployments';
import { WORKFLOW_TRANSFER_KIND, workflowBasics } from '../workflows';
import { AGENT_FUND_KIND, AGENT_WITHDRAW_KIND } from './move-funds';
import { type AgentWalletRow, ownWallet } from './wallet-rows';

const DAY_MS = 86_400_000;
/** The transfers the 24-hour limit counts: what the agent's runs paid (not a withdrawal to its owner). */
export const AGENT_SPENDING_KINDS = [WORKFLOW_TRANSFER_KIND] as const;

export async function agentSpentSince(db: DbOrTx, wallet: AgentWalletRow, now: Date): Promise<bigint> {
  return accountOutflowSince(
    db,
    wallet.ledgerAccount,
    AGENT_SPENDING_KINDS,
    new Date(now.getTime() - DAY_MS),
  );
}

async function walletJson(db: DbOrTx, wallet: AgentWalletRow, now: Date): Promise<AgentWallet> {
  return {
    deploymentId: wallet.deploymentId,
    balance: formatAiz(await getBalance(db, wallet.ledgerAccount)),
    address: wallet.address,
    // Parsed: a policy stored before a field was added reads with that field's default.
    policy: agentPolicySchema.parse(wallet.policy),
    spentLast24h: formatAiz(await agentSpentSince(db, wallet, now)),
    createdAt: wallet.createdAt.toISOString(),
  };
}

const DELETED_NAME = 'Deleted deployment';

async function summary(
  db: DbOrTx,
  d: DeploymentRow | undefined,
  deploymentId: string,
  wallet: AgentWallet | null,
): Promise<AgentSummary> {
  if (!d) return { deploymentId, name: DELETED_NAME, slug: '', workflowId: '', status: 'deleted', wallet };
  const basics = await workflowBasics(db, d.workflowId);
  return {
    deploymentId: d.id,
    name: basics?.name ?? d.slug,
    slug: d.slug,
    workflowId: d.workflowId,
    status: d.status,
    wallet,
  };
}

export async function listAgentWallets(ctx: SignedInContext): Promise<AgentWalletList> {
  const now = ctx.now();
  const deployments = await deploymentsOfOwner(ctx.db, ctx.user.id);
  const rows = await ctx.db.select().from(agentWallets).where(eq(agentWallets.ownerId, ctx.user.id));
  const byDeployment = new Map(rows.map((w) => [w.deploymentId, w]));
  const agents = [];
  for (const d of deployments) {
    const wallet = byDeployment.get(d.id);
    agents.push(await summary(ctx.db, d, d.id, wallet ? await walletJson(ctx.db, wallet, now) : null));
  }
  // Wallets of deleted deployments, while they still hold AIZ: to withdraw it.
  const live = new Set(deployments.map((d) => d.id));
  for (const wallet of rows.filter((w) => !live.has(w.deploymentId))) {
    const json = await walletJson(ctx.db, wallet, now);
    if (json.balance !== '0') agents.push(await summary(ctx.db, undefined, wallet.deploymentId, json));
  }
  return { ownerBalance: formatAiz(await getUserBalance(ctx.db, ctx.user.id)), agents };
}

const HISTORY_LIMIT = 50;

export async function readAgentWallet(
  ctx: SignedInContext,
  deploymentId: string,
): Promise<AgentWalletDetail> {
  const { deployment, wallet } = await ownWallet(ctx.db, ctx.user.id, deploymentId);
  const agent = {
    ...(await summary(ctx.db, deployment, deploymentId, null)),
    wallet: await walletJson(ctx.db, wallet, ctx.now()),
  };
  const page = await listAccountTransfers(ctx.db, wallet.ledgerAccount, { limit: HISTORY_LIMIT });
  const changes = await ctx.db
    .select()
    .from(agentWalletPolicyChanges)
    .where(eq(agentWalletPolicyChanges.deploymentId, deploymentId))
    .orderBy(desc(agentWalletPolicyChanges.seq))
    .limit(HISTORY_LIMIT);
  const names = await usernamesOf(
    ctx.db,
    changes.flatMap((c) => (c.actorId ? [c.actorId] : [])),
  );
  const chain = await ctx.db
    .select()
    .from(agentWalletChainPayments)
    .where(eq(agentWalletChainPayments.deploymentId, deploymentId))
    .orderBy(desc(agentWalletChainPayments.createdAt), desc(agentWalletChainPayments.nonce))
    .limit(HISTORY_LIMIT);
  return {
    agent,
    history: page.entries.map((e) => {
      const recipient = e.metadata?.recipient;
      const own = e.kind === AGENT_FUND_KIND || e.kind === AGENT_WITHDRAW_KIND;
      return {
        id: e.id,
        direction: e.direction,
        kind: e.kind,
        amount: formatAiz(e.amount),
        counterparty: own ? 'You' : typeof recipient === 'string' ? recipient : e.counterparty.label,
        memo: e.memo,
        createdAt: e.createdAt.toISOString(),
      };
    }),
    policyChanges: changes.map((c) => ({
      id: c.id,
      actor: { username: c.actorId ? (names.get(c.actorId) ?? null) : null },
      before: agentPolicySchema.parse(c.before),
      after: agentPolicySchema.parse(c.after),
      at: c.at.toISOString(),
    })),
    chainPayments: chain.map((p) => ({
      chainId: p.chainId,
      token: p.token,
      to: p.toAddress,
      amount: p.amountText,
      txHash: p.txHash,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
