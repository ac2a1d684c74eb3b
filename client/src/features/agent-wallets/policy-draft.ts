import { countOf } from '@common/plural';
/**
 * The policy editor's model, pure: a policy as the form's texts, the texts back to a policy (validated by
 * the shared schema, errors by field), and a policy described in sentences.
 */
import {
  type AgentPolicy,
  agentPolicySchema,
  aizTextSchema,
  NATIVE_TOKEN,
} from '@common/schemas/agent-wallets';

export interface ChainLimitDraft {
  chainId: string;
  /** Empty or 'native' for the chain's coin, else a token address. */
  token: string;
  maxPerTransaction: string;
  maxPer24h: string;
}

export interface PolicyDraft {
  maxPerTransaction: string;
  maxPer24h: string;
  /** Usernames, separated by commas, spaces or lines; empty: anyone. */
  allowedRecipients: string;
  allowedAddresses: string;
  chainLimits: ChainLimitDraft[];
}

export const LOCAL_CHAIN_ID = '31337';

export function draftOf(policy: AgentPolicy): PolicyDraft {
  return {
    maxPerTransaction: policy.maxPerTransaction ?? '',
    maxPer24h: policy.maxPer24h ?? '',
    allowedRecipients: (policy.allowedRecipients ?? []).join(', '),
    allowedAddresses: (policy.allowedAddresses ?? []).join('\n'),
    chainLimits: policy.chainLimits.map((l) => ({
      chainId: String(l.chainId),
      token: l.token,
      maxPerTransaction: l.maxPerTransaction ?? '',
      maxPer24h: l.maxPer24h ?? '',
    })),
  };
}

export const emptyChainLimit = (): ChainLimitDraft => ({
  chainId: LOCAL_CHAIN_ID,
  token: NATIVE_TOKEN,
  maxPerTransaction: '',
  maxPer24h: '',
});

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.replace(/^@/, '').trim())
    .filter(Boolean);
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

export type PolicyErrors = Partial<Record<string, string>>;

/** The policy the texts say, or the first error of each field (keys: field names, `chainLimits.0.token`...). */
export function policyOf(draft: PolicyDraft): { policy: AgentPolicy } | { errors: PolicyErrors } {
  const recipients = list(draft.allowedRecipients);
  const addresses = list(draft.allowedAddresses);
  const parsed = agentPolicySchema.safeParse({
    maxPerTransaction: optional(draft.maxPerTransaction),
    maxPer24h: optional(draft.maxPer24h),
    allowedRecipients: recipients.length > 0 ? recipients : null,
    allowedAddresses: addresses.length > 0 ? addresses : null,
    chainLimits: draft.chainLimits.map((l) => ({
      chainId: /^\d+$/.test(l.chainId.trim()) ? Number(l.chainId.trim()) : -1,
      token: optional(l.token) ?? NATIVE_TOKEN,
      maxPerTransaction: optional(l.maxPerTransaction),
      maxPer24h: optional(l.maxPer24h),
    })),
  });
  if (parsed.success) return { policy: parsed.data };
  const errors: PolicyErrors = {};
  for (const issue of parsed.error.issues) {
    // A list's entries report on the list's field: the person edits the list as one text.
    const [field, index, sub] = issue.path;
    const key =
      field === 'chainLimits' && sub !== undefined
        ? `chainLimits.${String(index)}.${String(sub)}`
        : String(field);
    const message = key.endsWith('chainId') ? 'A chain id is a whole number, such as 31337.' : issue.message;
    errors[key] ??= message;
  }
  return { errors };
}

/** The policy in sentences, for the wallet card. */
export function describePolicy(policy: AgentPolicy): string[] {
  const lines: string[] = [];
  if (policy.maxPerTransaction) lines.push(`At most ${policy.maxPerTransaction} AIZ per transaction`);
  if (policy.maxPer24h) lines.push(`At most ${policy.maxPer24h} AIZ in any 24 hours`);
  if (policy.allowedRecipients) lines.push(`Pays only ${policy.allowedRecipients.join(', ')}`);
  if (policy.allowedAddresses) {
    lines.push(
      `Pays on chain only ${countOf(policy.allowedAddresses.length, 'allowed address', 'allowed addresses')}`,
    );
  }
  for (const l of policy.chainLimits) {
    const token = l.token === NATIVE_TOKEN ? 'the native coin' : `token ${shortAddress(l.token)}`;
    const limits = [
      l.maxPerTransaction ? `${l.maxPerTransaction} per transaction` : null,
      l.maxPer24h ? `${l.maxPer24h} in any 24 hours` : null,
    ].filter(Boolean);
    lines.push(`Chain ${l.chainId}, ${token}: ${limits.length > 0 ? limits.join(', ') : 'no limit'}`);
  }
  if (lines.length === 0)
    lines.push('No limits: runs may pay any amount of AIZ to anyone, up to the balance');
  return lines;
}

export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

const toBase = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
};

/** Why an amount to move cannot be sent, checked before asking the server; null when it may be. */
export function amountProblem(text: string, available: string, whose: string): string | null {
  const parsed = aizTextSchema.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter an amount.';
  if (toBase(parsed.data) > toBase(available)) return `${whose} is ${available} AIZ.`;
  return null;
}
