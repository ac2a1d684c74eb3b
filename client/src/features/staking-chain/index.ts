/** On-chain staking (issue 25): the AIZStaking contract through the connected wallet, and the transaction list the bridge shares. */
export { onChainApr } from './apr';
export { ChainStakingPanel } from './chain-staking-panel';
export { TxList } from './tx-list';
export { type TrackedTx, txErrorText, useTxTracker } from './use-tx-tracker';
