/**
 * The engine's AIZ transfer node pays from the agent's wallet when its workflow is deployed and the
 * deployment has one (workflows' payment sources). The finder runs inside the payment's transaction and
 * locks the wallet row, so the policy check and the transfer see the same 24 hours and no other payment of
 * this agent runs between them.
 */
import { agentPolicySchema } from '@common/schemas/agent-wallets';
import { deploymentOfWorkflow } from '../deployments';
import type { PaymentSourceFinder } from '../workflows';
import { agentSpentSince } from './read-wallets';
import { refuseAizPayment } from './spending-policy';
import { lockWallet } from './wallet-rows';

export const findAgentPaymentSource: PaymentSourceFinder = async (tx, target) => {
  const deployment = await deploymentOfWorkflow(tx, target.workflow.id);
  if (!deployment) return null;
  const wallet = await lockWallet(tx, deployment.id);
  // Only the agent's owner's workflow pays from it.
  if (!wallet || wallet.ownerId !== target.workflow.ownerId) return null;
  const policy = agentPolicySchema.parse(wallet.policy);
  return {
    account: wallet.ledgerAccount,
    whose: "This agent's wallet balance",
    async check(db, payment) {
      const spentLast24h = await agentSpentSince(db, wallet, payment.at);
      const refused = refuseAizPayment(policy, { amount: payment.amount, to: payment.to, spentLast24h });
      if (refused) throw new Error(refused);
    },
  };
};
