/**
 * The dashboard feature's public surface: the ledger history query, for whatever moves AIZ and must
 * refresh it. The dashboard screen itself is imported by its page.
 */
export { ledgerKeys } from './ledger-api';
export { useLedgerHistory } from './use-ledger-history';
