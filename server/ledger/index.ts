/** The AIZ ledger: what other modules may use. Tables: server/db/schema/ledger.ts (owned here). */
export { accountOutflowSince } from './account-outflow';
export {
  AGENT_ACCOUNT_LABEL,
  agentAccountId,
  agentAccountSpec,
  BRIDGE_PENDING_ACCOUNT,
  bridgeOnChainAccountSpec,
  bridgeUnmatchedAccountSpec,
  SYSTEM_ACCOUNTS,
  userAccountId,
} from './accounts';
export { AIZ_DECIMALS, AIZ_UNIT, aiz, formatAiz, parseAiz } from './amount';
export { getBalance, getUserBalance } from './balances';
export type { LedgerTransaction } from './db';
export {
  type AccountFlow,
  type AgentEarningRow,
  accountFlows,
  type EarnerRow,
  type FlowPeriod,
  topAgentEarnings,
  topEarners,
} from './economy-flows';
export { ensureAccount, ensureUserAccount } from './ensure-account';
export { InsufficientFunds } from './errors';
export { type KindFlow, type UserFlows, userFlows } from './flows';
export {
  ensureLedgerGenesis,
  GENESIS_SIGNUP_POOL_KEY,
  GENESIS_TREASURY_KEY,
  SIGNUP_BONUS_POOL_AMOUNT,
  TREASURY_GENESIS_AMOUNT,
} from './genesis';
export { type HistoryQuery, listAccountTransfers, listUserTransfers } from './history';
export type { HistoryEntry, HistoryPage } from './history-page';
export { auditLedger, type LedgerAudit } from './invariants';
export {
  getTokenDistribution,
  grantSignupBonus,
  SIGNUP_BONUS_AMOUNT,
  type SignupBonusResult,
  signupBonusKey,
} from './signup-bonus';
export {
  CREATOR_EARNING_KINDS,
  CREATOR_REFUND_KIND,
  getLedgerSupply,
  type LedgerSupply,
  type SupplyAccount,
} from './supply';
export { findTransferByKey, type LedgerTransfer, type TransferResult, transfer } from './transfer';
export type { TransferRequest } from './transfer-request';
export { type TransfersOfKindsQuery, userTransfersOfKinds } from './transfers-of-kinds';
export { getWithdrawable, type Withdrawable } from './withdrawable';
