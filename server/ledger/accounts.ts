/** Ledger account ids and the fixed system accounts. Pure: no database here. */

/** 'agent': a deployment's own wallet (server/modules/agent-wallets), `agent:<deploymentId>`. */
export type LedgerAccountKind = 'user' | 'system' | 'pool' | 'agent';

export interface LedgerAccountSpec {
  id: string;
  kind: LedgerAccountKind;
  /** What a user's history shows when this account is the counterparty. */
  label: string;
  /** Only minted supply may be negative; the database refuses any other overdraft. */
  allowNegative?: boolean;
}

/** Accounts that exist once per ledger, created by ensureLedgerGenesis(). */
export const SYSTEM_ACCOUNTS = {
  /** Source of every AIZ: its balance is minus the supply minted so far. */
  issuance: { id: 'system:issuance', kind: 'system', label: 'AIZ issuance', allowNegative: true },
  treasury: { id: 'system:treasury', kind: 'system', label: 'Treasury' },
  signupBonusPool: { id: 'pool:signup-bonus', kind: 'pool', label: 'Signup bonus' },
  /** The platform's share of paid deployment runs (deployments module). */
  platformFees: { id: 'system:platform-fees', kind: 'system', label: 'Platform fees' },
  /** Every open in-app stake (staking module): a person's stake moves here and back on unstaking. */
  staking: { id: 'pool:staking', kind: 'pool', label: 'Staking' },
  /** Staking rewards funded from the treasury, paid out to stakers on claim (staking module). */
  stakingRewards: { id: 'pool:staking-rewards', kind: 'pool', label: 'Staking rewards' },
} as const satisfies Record<string, LedgerAccountSpec>;

/** How a user's account appears to other users: never their id or name. */
export const USER_ACCOUNT_LABEL = 'AIZ user';

const USER_PREFIX = 'user:';

export function userAccountId(userId: string): string {
  return `${USER_PREFIX}${userId}`;
}

export function userAccountSpec(userId: string): LedgerAccountSpec & { userId: string } {
  return { id: userAccountId(userId), kind: 'user', label: USER_ACCOUNT_LABEL, userId };
}

/** How an agent's wallet appears to the people it pays: never its owner or its deployment. */
export const AGENT_ACCOUNT_LABEL = 'AIZ agent';

const AGENT_PREFIX = 'agent:';

export function agentAccountId(deploymentId: string): string {
  return `${AGENT_PREFIX}${deploymentId}`;
}

export function agentAccountSpec(deploymentId: string): LedgerAccountSpec {
  return { id: agentAccountId(deploymentId), kind: 'agent', label: AGENT_ACCOUNT_LABEL };
}

/**
 * The web3 bridge's pools (server/modules/web3-bridge), made on first use. `bridge:pending` holds AIZ
 * withdrawn to a chain whose voucher is not claimed (or refunded) yet; `bridge:on-chain:<chainId>` holds
 * what exists as the ERC-20 on that chain (claims in, deposits out), so its balance equals the token's
 * totalSupply there; `bridge:unmatched:<chainId>` holds deposits whose reference names nobody.
 */
export const BRIDGE_ACCOUNT_PREFIX = 'bridge:';
export const BRIDGE_PENDING_ACCOUNT = {
  id: 'bridge:pending',
  kind: 'pool',
  label: 'Withdrawal to a chain',
} as const satisfies LedgerAccountSpec;

export function bridgeOnChainAccountSpec(chainId: number): LedgerAccountSpec {
  return { id: `bridge:on-chain:${chainId}`, kind: 'pool', label: `Deposit from chain ${chainId}` };
}

export function bridgeUnmatchedAccountSpec(chainId: number): LedgerAccountSpec {
  return { id: `bridge:unmatched:${chainId}`, kind: 'pool', label: `Unmatched deposits on chain ${chainId}` };
}
