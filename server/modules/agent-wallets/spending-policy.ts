/**
 * The agent's spending rules, checked before every payment it makes. Pure: the caller reads what was spent
 * in the last 24 hours (rolling, not a calendar day) under the wallet's lock and passes it in. Each check
 * answers null when the payment is allowed, else the sentence the run shows.
 */
import { type AgentChainLimit, type AgentPolicy, NATIVE_TOKEN } from '@common/schemas/agent-wallets';
import { formatUnits, parseUnits } from 'viem';

const AIZ_DECIMALS = 18;

export interface AizPayment {
  /** Base units. */
  amount: bigint;
  /** The recipient's username. */
  to: string;
  /** Paid by this agent's runs in the 24 hours before this payment, base units. */
  spentLast24h: bigint;
}

const aiz = (base: bigint) => `${formatUnits(base, AIZ_DECIMALS)} AIZ`;

export function refuseAizPayment(policy: AgentPolicy, payment: AizPayment): string | null {
  const { amount, to, spentLast24h } = payment;
  if (policy.allowedRecipients !== null) {
    const allowed = policy.allowedRecipients.some((name) => name.toLowerCase() === to.toLowerCase());
    if (!allowed) return `Paying ${to} is refused: they are not on this agent's list of allowed recipients.`;
  }
  if (policy.maxPerTransaction !== null) {
    const max = parseUnits(policy.maxPerTransaction, AIZ_DECIMALS);
    if (amount > max) {
      return `Paying ${aiz(amount)} is refused: it is over this agent's limit of ${aiz(max)} per transaction.`;
    }
  }
  if (policy.maxPer24h !== null) {
    const max = parseUnits(policy.maxPer24h, AIZ_DECIMALS);
    if (spentLast24h + amount > max) {
      return `Paying ${aiz(amount)} is refused: with ${aiz(spentLast24h)} paid in the last 24 hours it would be over this agent's limit of ${aiz(max)} per 24 hours.`;
    }
  }
  return null;
}

export interface ChainPayment {
  chainId: number;
  /** 'native' or the token's address. */
  token: string;
  /** The token's symbol, for the sentence. */
  symbol: string;
  decimals: number;
  /** The token's base units. */
  amount: bigint;
  to: string;
  /** Paid of this token on this chain in the last 24 hours, base units. */
  spentLast24h: bigint;
}

export function chainLimitFor(
  policy: AgentPolicy,
  chainId: number,
  token: string,
): AgentChainLimit | undefined {
  const wanted = token === NATIVE_TOKEN ? NATIVE_TOKEN : token.toLowerCase();
  return policy.chainLimits.find(
    (l) => l.chainId === chainId && (l.token === NATIVE_TOKEN ? l.token : l.token.toLowerCase()) === wanted,
  );
}

export function refuseChainPayment(policy: AgentPolicy, payment: ChainPayment): string | null {
  const { amount, decimals, symbol, to, spentLast24h } = payment;
  const units = (base: bigint) => `${formatUnits(base, decimals)} ${symbol}`;
  if (policy.allowedAddresses !== null) {
    const allowed = policy.allowedAddresses.some((a) => a.toLowerCase() === to.toLowerCase());
    if (!allowed) return `Paying ${to} is refused: it is not on this agent's list of allowed addresses.`;
  }
  const limit = chainLimitFor(policy, payment.chainId, payment.token);
  if (!limit) {
    return `Paying ${symbol} on chain ${payment.chainId} is refused: this agent's policy has no limit for this token, so it may not pay it. Add one in its wallet's policy.`;
  }
  if (limit.maxPerTransaction !== null) {
    const max = parseUnits(limit.maxPerTransaction, decimals);
    if (amount > max) {
      return `Paying ${units(amount)} is refused: it is over this agent's limit of ${units(max)} per transaction.`;
    }
  }
  if (limit.maxPer24h !== null) {
    const max = parseUnits(limit.maxPer24h, decimals);
    if (spentLast24h + amount > max) {
      return `Paying ${units(amount)} is refused: with ${units(spentLast24h)} paid in the last 24 hours it would be over this agent's limit of ${units(max)} per 24 hours.`;
    }
  }
  return null;
}
