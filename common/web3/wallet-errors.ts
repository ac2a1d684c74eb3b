/** Wallet (EIP-1193 / EIP-1474) error codes of SPEC §8. */
export const WALLET_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  providerDisconnected: 4900,
  chainDisconnected: 4901,
  chainNotAdded: 4902,
  resourceUnavailable: -32002,
} as const;

export type WalletErrorName = keyof typeof WALLET_ERROR_CODES | 'providerNotFound';

/** Names a wallet error by its code; an error with no code is the "provider not found" case. */
export function walletErrorName(code: number | undefined): WalletErrorName | undefined {
  if (code === undefined) return 'providerNotFound';
  const hit = Object.entries(WALLET_ERROR_CODES).find(([, value]) => value === code);
  return hit ? (hit[0] as WalletErrorName) : undefined;
}
