/**
 * Which group each side of a flow belongs to. System and pool accounts are groups of their own (named
 * by the ledger's labels, so a pool added later shows as itself); people's accounts are grouped by the
 * role the kind of transfer gives them: a purchase comes from buyers and goes to creators. Pure.
 */
import type { EconomyGroup } from '@common/schemas/economy';
import { transferKindLabel } from '@common/schemas/tokens';

export interface FlowSides {
  kind: string;
  /** A system or pool account id, or `user`. */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  viaRun: boolean;
}

export const USER_GROUPS = {
  buyers: { id: 'users:buyers', label: 'Buyers', type: 'users' },
  agentRuns: { id: 'users:agent-runs', label: 'Hosted-agent runs', type: 'users' },
  creators: { id: 'users:creators', label: 'Creators', type: 'users' },
  newUsers: { id: 'users:new', label: 'New users’ bonus', type: 'users' },
  senders: { id: 'users:senders', label: 'People sending', type: 'users' },
  recipients: { id: 'users:recipients', label: 'People receiving', type: 'users' },
  refunded: { id: 'users:refunded', label: 'Refunded buyers', type: 'users' },
} as const satisfies Record<string, EconomyGroup>;

function accountGroup(id: string, label: string): EconomyGroup {
  const type = id === 'system:issuance' ? 'issuance' : id.startsWith('pool:') ? 'pool' : 'system';
  return { id, label: label || id, type };
}

function payingPeople(kind: string, viaRun: boolean): EconomyGroup {
  switch (kind) {
    case 'purchase':
      return USER_GROUPS.buyers;
    case 'deployment_run':
      return USER_GROUPS.agentRuns;
    case 'platform_fee':
      return viaRun ? USER_GROUPS.agentRuns : USER_GROUPS.buyers;
    case 'transfer':
      return USER_GROUPS.senders;
    case 'refund':
      return USER_GROUPS.creators;
    default:
      return { id: `users:${kind}:out`, label: `People: ${transferKindLabel(kind)}`, type: 'users' };
  }
}

function paidPeople(kind: string): EconomyGroup {
  switch (kind) {
    case 'signup_bonus':
      return USER_GROUPS.newUsers;
    case 'purchase':
    case 'deployment_run':
      return USER_GROUPS.creators;
    case 'transfer':
      return USER_GROUPS.recipients;
    case 'refund':
    case 'platform_fee_refund':
      return USER_GROUPS.refunded;
    default:
      return { id: `users:${kind}:in`, label: `${transferKindLabel(kind)} to people`, type: 'users' };
  }
}

export function groupsOf(flow: FlowSides): { from: EconomyGroup; to: EconomyGroup } {
  return {
    from:
      flow.from === 'user' ? payingPeople(flow.kind, flow.viaRun) : accountGroup(flow.from, flow.fromLabel),
    to: flow.to === 'user' ? paidPeople(flow.kind) : accountGroup(flow.to, flow.toLabel),
  };
}
