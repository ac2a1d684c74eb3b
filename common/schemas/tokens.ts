/**
 * /tokens payloads: the AIZ supply by holder, sending AIZ to another person, the recipient shown before
 * a send, and the filters of a person's history. Amounts travel as exact decimal strings.
 */
import { z } from 'zod';

const wholeAiz = z.string().describe('Whole AIZ as an exact decimal string, e.g. "1000" or "12.5"');
const baseUnits = z.string().describe('Base units (18 decimals) as an integer string');

/** One holder of supply: a system or pool account of the ledger, or all people's accounts together. */
export const supplyHolderSchema = z.object({
  /** The ledger account id (`system:treasury`, `pool:signup-bonus`, ...) or `users` for every person. */
  id: z.string(),
  label: z.string(),
  kind: z.enum(['system', 'pool', 'users']),
  amount: wholeAiz,
  amountBaseUnits: baseUnits,
});
export type SupplyHolder = z.infer<typeof supplyHolderSchema>;

/** Where the minted AIZ is now. The holders' amounts add up to `issued` exactly. */
export const tokenSupplySchema = z.object({
  /** Minted so far: minus the balance of `system:issuance`. */
  issued: wholeAiz,
  issuedBaseUnits: baseUnits,
  /** Largest first; `users` is the circulating supply. */
  holders: z.array(supplyHolderSchema),
  /** In people's accounts. */
  circulating: wholeAiz,
  /** People holding any AIZ. */
  holdersWithBalance: z.number().int(),
  signupPool: z.object({
    left: wholeAiz,
    total: wholeAiz,
    granted: z.number().int(),
    limit: z.number().int(),
  }),
  /** Paid to creators ever (sales and hosted-agent runs, less refunds): part of `circulating`, or spent since. */
  creatorsEarnings: wholeAiz,
  /** Kept by the platform ever (fees less fee refunds). */
  platformFeesCollected: wholeAiz,
  at: z.string().datetime(),
});
export type TokenSupply = z.infer<typeof tokenSupplySchema>;

/** A positive AIZ amount with at most 18 decimals and at most a billion whole AIZ. */
export const aizAmountInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,18})?$/, 'Enter an amount of AIZ like 25 or 12.5 (up to 18 decimals).')
  .refine((v) => /[1-9]/.test(v), 'The amount must be more than 0.');

export const SEND_MEMO_MAX = 140;

export const sendAizRequestSchema = z.object({
  username: z.string().trim().min(1, 'Enter a username.').max(64, 'That username is too long.'),
  amount: aizAmountInputSchema,
  memo: z.string().trim().max(SEND_MEMO_MAX, `A note has at most ${SEND_MEMO_MAX} characters.`).optional(),
});
export type SendAizRequest = z.infer<typeof sendAizRequestSchema>;

export const tokenRecipientSchema = z.object({
  username: z.string(),
  /** A picture the person set, if any. */
  profileImage: z.string().nullable(),
});
export type TokenRecipient = z.infer<typeof tokenRecipientSchema>;

export const recipientQuerySchema = z.object({
  username: z.string().trim().min(1, 'Enter a username.').max(64, 'That username is too long.'),
});

export const sendAizResultSchema = z.object({
  transferId: z.string(),
  recipient: tokenRecipientSchema,
  amount: wholeAiz,
  /** The sender's balance after the send (now, for a replay). */
  balance: wholeAiz,
  /** True when the Idempotency-Key had been used: nothing moved again. */
  replayed: z.boolean(),
  createdAt: z.string().datetime(),
});
export type SendAizResult = z.infer<typeof sendAizResultSchema>;

/** Filters of a person's history (list and CSV). Dates are days (UTC), both ends included. */
export const historyFilterSchema = z.object({
  kind: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'That kind of transfer is not valid.')
    .optional(),
  direction: z.enum(['in', 'out']).optional(),
  from: z.iso.date({ error: 'A date looks like 2026-01-31.' }).optional(),
  to: z.iso.date({ error: 'A date looks like 2026-01-31.' }).optional(),
});
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** What each kind of ledger transfer is called on screen; a kind not listed shows as it is. */
export const TRANSFER_KIND_LABELS: Readonly<Record<string, string>> = {
  genesis: 'Minted',
  signup_bonus: 'Signup bonus',
  transfer: 'Sent between people',
  purchase: 'Marketplace purchase',
  deployment_run: 'Hosted-agent run',
  platform_fee: 'Platform fee',
  refund: 'Refund',
  platform_fee_refund: 'Platform fee refund',
  bridge_withdrawal: 'Withdrawal to a chain',
  bridge_refund: 'Unclaimed withdrawal refunded',
  bridge_deposit: 'Deposit from a chain',
  bridge_claim: 'Withdrawal claimed on chain',
};

export function transferKindLabel(kind: string): string {
  return TRANSFER_KIND_LABELS[kind] ?? kind.replaceAll('_', ' ');
}
