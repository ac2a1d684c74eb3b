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

export interface WalletErrorMessage {
  title: string;
  /** What happened and what to do, in plain words. */
  description: string;
}

/** A message a person understands, and what to do, for each SPEC §8 code. */
export const WALLET_ERROR_MESSAGES: Record<WalletErrorName, WalletErrorMessage> = {
  userRejected: {
    title: 'Request declined in your wallet',
    description: 'Nothing was changed. Try again and approve the request in your wallet when it asks.',
  },
  unauthorized: {
    title: 'Your wallet has not authorised this site',
    description:
      'Unlock your wallet and allow this site to see your account (in the wallet’s connected sites), then connect again.',
  },
  unsupportedMethod: {
    title: 'Your wallet cannot do this',
    description: 'This wallet does not support the request. Use another wallet, or update this one.',
  },
  providerDisconnected: {
    title: 'Your wallet is disconnected',
    description:
      'The wallet lost its connection to every network. Open the wallet, check it is online, and connect again.',
  },
  chainDisconnected: {
    title: 'Your wallet is not connected to this network',
    description:
      'The wallet is offline for the selected network. Switch to another network in the wallet, or try again shortly.',
  },
  chainNotAdded: {
    title: 'This network is not in your wallet',
    description: 'Add the network to your wallet, then switch to it.',
  },
  resourceUnavailable: {
    title: 'Your wallet already has a request waiting',
    description: 'Open your wallet and finish or dismiss the request it is showing, then try again.',
  },
  providerNotFound: {
    title: 'No wallet found',
    description:
      'Install a browser wallet such as MetaMask or Coinbase Wallet and reload this page, or connect a phone wallet with WalletConnect.',
  },
};

const FALLBACK: WalletErrorMessage = {
  title: 'The wallet request failed',
  description: 'Try again. If it keeps failing, disconnect and connect the wallet again.',
};

/** Reads the EIP-1193 code from an error (or its causes, as viem and wagmi wrap them). */
export function walletErrorCode(error: unknown): number | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'number') return candidate.code;
    e = candidate.cause;
  }
  return undefined;
}

function isProviderNotFound(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const candidate = e as { name?: unknown; cause?: unknown };
    if (candidate.name === 'ProviderNotFoundError') return true;
    e = candidate.cause;
  }
  return false;
}

/** The name of a wallet error of SPEC §8, from a thrown error; undefined for anything else. */
export function walletErrorNameOf(error: unknown): WalletErrorName | undefined {
  if (isProviderNotFound(error)) return 'providerNotFound';
  const code = walletErrorCode(error);
  return code === undefined ? undefined : walletErrorName(code);
}

/** The message to show for a wallet error (the §8 code's, else a general one). */
export function walletErrorMessage(error: unknown): WalletErrorMessage & { name?: WalletErrorName } {
  const name = walletErrorNameOf(error);
  return name ? { ...WALLET_ERROR_MESSAGES[name], name } : FALLBACK;
}
