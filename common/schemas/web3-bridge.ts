/**
 * The web3 bridge's API (server/modules/web3-bridge, /api/web3/bridge): withdraw in-app AIZ to a chain as
 * an EIP-712 voucher the wallet claims on AIZClaims, deposit ERC-20 AIZ back through AIZVault with the
 * person's reference, and the administrators' switch and reconciliation runs. Whole AIZ travel as exact
 * decimal strings; the voucher's uint256 fields as decimal strings of base units.
 */
import { z } from 'zod';
import { aizAmountSchema } from './deployments';

const aiz = z.string().describe('Whole AIZ as an exact decimal string');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'That is not an address (0x and 40 hex digits).');
const bytes32 = z.string().regex(/^0x[0-9a-f]{64}$/);
const uint = z.string().regex(/^\d+$/).describe('A uint256 as a decimal string');

/** Shown beside the withdrawal switch and on the withdrawal form. */
export const WITHDRAWAL_REGULATORY_NOTE =
  'Withdrawing turns in-app AIZ credits into ERC-20 tokens on a public blockchain. Tokens on a chain are ' +
  'outside this platform: transfers there cannot be reversed, and depending on where you live, holding, ' +
  'selling or moving them may be regulated or taxed. The signup bonus cannot be withdrawn.';

export const withdrawRequestSchema = z.object({
  amount: aizAmountSchema.refine((v) => /[1-9]/.test(v), 'The amount must be more than 0 AIZ.'),
  chainId: z.number().int().positive(),
  to: address,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const voucherSchema = z.object({
  to: address,
  amount: uint,
  nonce: uint,
  /** Unix seconds. */
  deadline: uint,
  ref: bytes32,
});

export const withdrawalSchema = z.object({
  id: z.string().uuid(),
  chainId: z.number().int(),
  to: address,
  amount: aiz,
  status: z.enum(['pending', 'claimed', 'refunded']),
  createdAt: z.string().datetime(),
  deadline: z.string().datetime(),
  settledAt: z.string().datetime().nullable(),
  claimTxHash: z.string().nullable(),
  /** What the wallet submits: `AIZClaims.claim(voucher, signature)` at `claims` on `chainId`. */
  claims: address,
  voucher: voucherSchema,
  signature: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawResultSchema = z.object({
  withdrawal: withdrawalSchema,
  /** The EIP-712 domain the voucher is signed under. */
  domain: z.object({
    name: z.literal('AIZClaims'),
    version: z.literal('1'),
    chainId: z.number(),
    verifyingContract: address,
  }),
  replayed: z.boolean(),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

export const bridgeChainSchema = z.object({
  chainId: z.number().int(),
  name: z.string(),
  /** Blocks a log waits for before it counts (0 on the local chain). */
  finality: z.number().int(),
  contracts: z.object({ aiz: address, claims: address, vault: address, staking: address }),
});

export const bridgeStatusSchema = z.object({
  withdrawalsEnabled: z.boolean(),
  /** Set when a reconciliation found drift: no new withdrawal until an administrator resumes. */
  paused: z.object({ since: z.string().datetime(), reason: z.string() }).nullable(),
  regulatoryNote: z.string(),
  chains: z.array(bridgeChainSchema),
});
export type BridgeStatus = z.infer<typeof bridgeStatusSchema>;

export const depositSchema = z.object({
  chainId: z.number().int(),
  txHash: z.string(),
  from: address,
  amount: aiz,
  createdAt: z.string().datetime(),
});

export const myBridgeSchema = z.object({
  balance: aiz,
  /** The signup bonus not spent yet: it stays in the app. */
  bonusLocked: aiz,
  withdrawable: aiz,
  /** Newest first (the latest 50). */
  withdrawals: z.array(withdrawalSchema),
  deposits: z.array(depositSchema),
});
export type MyBridge = z.infer<typeof myBridgeSchema>;

export const depositInfoSchema = z.object({
  /** Pass it to AIZVault.deposit / depositFor: the deposit is credited to this account. */
  userRef: bytes32,
  chains: z.array(
    z.object({ chainId: z.number().int(), vault: address, aiz: address, finality: z.number().int() }),
  ),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;

export const bridgeSettingsRequestSchema = z.object({ withdrawalsEnabled: z.boolean() });

export const bridgeSettingsSchema = z.object({
  withdrawalsEnabled: z.boolean(),
  paused: z.object({ since: z.string().datetime(), reason: z.string() }).nullable(),
  regulatoryNote: z.string(),
  updatedAt: z.string().datetime().nullable(),
});
export type BridgeSettings = z.infer<typeof bridgeSettingsSchema>;

export const reconciliationSchema = z.object({
  id: z.string().uuid(),
  chainId: z.number().int(),
  ranAt: z.string().datetime(),
  blockNumber: z.string().nullable(),
  ledgerOnChain: aiz.nullable(),
  chainTotalSupply: aiz.nullable(),
  ledgerPending: aiz.nullable(),
  openVouchers: aiz.nullable(),
  ok: z.boolean(),
  message: z.string().nullable(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationListSchema = z.object({ runs: z.array(reconciliationSchema) });
