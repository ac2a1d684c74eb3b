/**
 * The transactions this page sent and where each stands: waiting for the wallet, pending on chain,
 * confirmed or failed (with the wallet's or the chain's reason). Newest first; kept for the page's life.
 */
import { walletErrorMessage } from '@common/web3/wallet-errors';
import { useCallback, useState } from 'react';
import type { Hex } from 'viem';
import type { Config } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';

export type TxState = 'signing' | 'pending' | 'confirmed' | 'failed';

export interface TrackedTx {
  id: number;
  label: string;
  chainId: number;
  state: TxState;
  hash?: Hex;
  error?: string;
}

let nextId = 1;

/** A revert's reason as viem reports it, else the wallet error's sentence. */
export function txErrorText(error: unknown): string {
  const e = error as { shortMessage?: string; code?: number; cause?: { code?: number } };
  const wallet = walletErrorMessage(error);
  if (wallet.name) return `${wallet.title}. ${wallet.description}`;
  return e?.shortMessage ?? (error instanceof Error ? error.message : 'The transaction failed.');
}

export function useTxTracker(config: Config) {
  const [txs, setTxs] = useState<TrackedTx[]>([]);

  /** Sends one transaction (`send` asks the wallet) and follows it to its receipt. True when it succeeded. */
  const track = useCallback(
    async (label: string, chainId: number, send: () => Promise<Hex>): Promise<boolean> => {
      const update = (id: number, change: Partial<TrackedTx>) =>
        setTxs((list) => list.map((t) => (t.id === id ? { ...t, ...change } : t)));
      const id = nextId++;
      setTxs((list) => [{ id, label, chainId, state: 'signing' }, ...list]);
      let hash: Hex;
      try {
        hash = await send();
      } catch (error) {
        update(id, { state: 'failed', error: txErrorText(error) });
        return false;
      }
      update(id, { state: 'pending', hash });
      try {
        const receipt = await waitForTransactionReceipt(config, { hash, chainId });
        const ok = receipt.status === 'success';
        update(id, ok ? { state: 'confirmed' } : { state: 'failed', error: 'The chain reverted it.' });
        return ok;
      } catch (error) {
        update(id, { state: 'failed', error: txErrorText(error) });
        return false;
      }
    },
    [config],
  );
  return { txs, track };
}
