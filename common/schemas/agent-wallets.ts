/**
 * Agent wallets (server/modules/agent-wallets): a deployment's own AIZ account and optional on-chain
 * address, and the spending policy the engine enforces on every payment the agent makes. Amounts travel as
 * exact decimal strings; AIZ limits are in AIZ, on-chain limits in the units of the token they name.
 */
import { z } from 'zod';

const AIZ_PATTERN = /^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/;
export const aizTextSchema = z
  .string()
  .trim()
  .regex(AIZ_PATTERN, 'An AIZ amount is a decimal text such as "12.5" (at most 18 decimals).')
  .refine((v) => !/^0(\.0*)?$/.test(v), 'The amount must be more than 0.');

/** A token amount in the token's own units (e.g. "0.5" ETH, "12.25" of a 6-decimal token). */
export const tokenAmountTextSchema = z
  .string()
  .trim()
  .regex(/^(?:0|[1-9]\d{0,40})(?:\.\d{1,36})?$/, 'An amount is a decimal text such as "0.5".')
  .refine((v) => !/^0(\.0*)?$/.test(v), 'The amount must be more than 0.');

export const evmAddressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'An address is 0x followed by 40 hexadecimal characters.');

const USERNAME = /^[A-Za-z0-9_.-]{1,100}$/;
export const AGENT_ALLOWLIST_MAX = 100;
export const AGENT_CHAIN_LIMITS_MAX = 20;

/** The coin of the chain itself (ETH on anvil) rather than an ERC-20 contract. */
export const NATIVE_TOKEN = 'native';

/** The most one on-chain token may be paid, per transaction and per rolling 24 hours, in its units. */
export const agentChainLimitSchema = z.object({
  chainId: z.number().int().positive(),
  /** 'native' or the ERC-20 contract's address. */
  token: z.union([z.literal(NATIVE_TOKEN), evmAddressSchema]),
  maxPerTransaction: tokenAmountTextSchema.nullable().default(null),
  maxPer24h: tokenAmountTextSchema.nullable().default(null),
});
export type AgentChainLimit = z.infer<typeof agentChainLimitSchema>;

/**
 * Every field optional (null: no limit of that kind). The 24-hour limit is rolling: the payments of the
 * last 24 hours before this one, not a calendar day. On chain, only the tokens listed in `chainLimits`
 * may be paid at all: an unlisted token is refused, since a limit in one token's units means nothing in
 * another's.
 */
export const agentPolicySchema = z.object({
  maxPerTransaction: aizTextSchema.nullable().default(null),
  maxPer24h: aizTextSchema.nullable().default(null),
  /** Usernames the agent may pay AIZ to; null: anyone. */
  allowedRecipients: z
    .array(z.string().trim().regex(USERNAME, 'A username has letters, digits, dots, dashes or underscores.'))
    .max(AGENT_ALLOWLIST_MAX)
    .nullable()
    .default(null),
  /** Addresses the agent may pay on chain; null: any. */
  allowedAddresses: z.array(evmAddressSchema).max(AGENT_ALLOWLIST_MAX).nullable().default(null),
  chainLimits: z.array(agentChainLimitSchema).max(AGENT_CHAIN_LIMITS_MAX).default([]),
});
export type AgentPolicy = z.infer<typeof agentPolicySchema>;
export const EMPTY_AGENT_POLICY: AgentPolicy = agentPolicySchema.parse({});

export const deploymentIdParamSchema = z.object({
  deploymentId: z.string().uuid('That is not a deployment id.'),
});

export const createAgentWalletSchema = z.object({
  /** Also generate a custodial on-chain address (its key is kept sealed on the server). */
  onChain: z.boolean().default(false),
});

export const agentWalletMoveSchema = z.object({ amount: aizTextSchema });
export type AgentWalletMove = z.infer<typeof agentWalletMoveSchema>;

const wholeAiz = z.string().describe('AIZ as an exact decimal string');

export const agentPolicyChangeSchema = z.object({
  id: z.string(),
  actor: z.object({ username: z.string().nullable() }),
  before: agentPolicySchema,
  after: agentPolicySchema,
  at: z.string().datetime(),
});
export type AgentPolicyChange = z.infer<typeof agentPolicyChangeSchema>;

export const agentWalletEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  /** 'agent_fund', 'agent_withdraw', 'workflow_transfer', ... */
  kind: z.string(),
  amount: wholeAiz,
  /** Who was paid or paid in, as the owner may see it (a username, or "You"). */
  counterparty: z.string(),
  memo: z.string().nullable(),
  createdAt: z.string().datetime(),
});
export type AgentWalletEntry = z.infer<typeof agentWalletEntrySchema>;

export const agentChainPaymentSchema = z.object({
  chainId: z.number().int(),
  token: z.string(),
  to: z.string(),
  amount: z.string(),
  txHash: z.string(),
  status: z.enum(['signed', 'sent']),
  createdAt: z.string().datetime(),
});
export type AgentChainPayment = z.infer<typeof agentChainPaymentSchema>;

export const agentWalletSchema = z.object({
  deploymentId: z.string(),
  balance: wholeAiz,
  /** The custodial address, or null when the agent has none. The key never leaves the server. */
  address: z.string().nullable(),
  policy: agentPolicySchema,
  /** AIZ paid by runs in the last 24 hours (what `maxPer24h` counts). */
  spentLast24h: wholeAiz,
  createdAt: z.string().datetime(),
});
export type AgentWallet = z.infer<typeof agentWalletSchema>;

export const agentSummarySchema = z.object({
  deploymentId: z.string(),
  /** The deployed workflow's name. */
  name: z.string(),
  slug: z.string(),
  /** Empty once the deployment is deleted. */
  workflowId: z.string(),
  /** 'deleted': the deployment is gone; its wallet stays until its owner withdraws what it holds. */
  status: z.enum(['active', 'paused', 'deleted']),
  wallet: agentWalletSchema.nullable(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const agentWalletListSchema = z.object({
  /** The owner's own AIZ balance, what funding draws from. */
  ownerBalance: wholeAiz,
  agents: z.array(agentSummarySchema),
});
export type AgentWalletList = z.infer<typeof agentWalletListSchema>;

export const agentWalletDetailSchema = z.object({
  agent: agentSummarySchema.extend({ wallet: agentWalletSchema }),
  /** Newest first, the last 50. */
  history: z.array(agentWalletEntrySchema),
  policyChanges: z.array(agentPolicyChangeSchema),
  chainPayments: z.array(agentChainPaymentSchema),
});
export type AgentWalletDetail = z.infer<typeof agentWalletDetailSchema>;

export const agentWalletMoveResultSchema = z.object({
  transferId: z.string(),
  amount: wholeAiz,
  balance: wholeAiz,
  replayed: z.boolean(),
});
export type AgentWalletMoveResult = z.infer<typeof agentWalletMoveResultSchema>;
