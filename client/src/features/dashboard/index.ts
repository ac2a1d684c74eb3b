/**
 * The dashboard feature's public surface: the ledger history query, for whatever moves AIZ and must
 * refresh it. The dashboard screen itself is imported by its page.
 */

/** What an overview card shows while loading, on failure and when empty (also used by /tokens and /economy). */
export { CardEmpty, CardError, RowsSkeleton } from './card-states';
export { ledgerKeys } from './ledger-api';
export { useLedgerHistory } from './use-ledger-history';
