/** The page's transactions with their state, and a link to the chain's explorer where it has one. */
import { CircleCheck, CircleX, ExternalLink, Loader2 } from 'lucide-react';
import type { TrackedTx } from './use-tx-tracker';

const STATE_LABEL = {
  signing: 'Waiting for your wallet',
  pending: 'Pending on chain',
  confirmed: 'Confirmed',
  failed: 'Failed',
} as const;

export function TxList({ txs, explorerUrl }: { txs: TrackedTx[]; explorerUrl: string | null }) {
  if (txs.length === 0) return null;
  return (
    <section aria-labelledby="chain-txs-heading" className="flex flex-col gap-2">
      <h3 id="chain-txs-heading" className="font-semibold">
        Transactions
      </h3>
      <ul className="flex flex-col gap-2" aria-live="polite">
        {txs.map((tx) => (
          <li key={tx.id} data-state={tx.state} className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {tx.state === 'confirmed' ? (
                <CircleCheck className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              ) : tx.state === 'failed' ? (
                <CircleX className="size-4 text-destructive" aria-hidden="true" />
              ) : (
                <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
              )}
              <span className="font-medium">{tx.label}</span>
              <span className="text-muted-foreground">{STATE_LABEL[tx.state]}</span>
              {tx.hash ? (
                explorerUrl ? (
                  <a
                    className="ms-auto inline-flex items-center gap-1 font-mono text-xs underline-offset-4 hover:underline"
                    href={`${explorerUrl}/tx/${tx.hash}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {tx.hash.slice(0, 10)}…
                    <ExternalLink className="size-3" aria-hidden="true" />
                    <span className="sr-only">View on the explorer</span>
                  </a>
                ) : (
                  <span
                    className="ms-auto font-mono text-muted-foreground text-xs"
                    title="The local chain has no explorer"
                  >
                    {tx.hash.slice(0, 10)}…
                  </span>
                )
              ) : null}
            </div>
            {tx.error ? <p className="text-destructive">{tx.error}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
