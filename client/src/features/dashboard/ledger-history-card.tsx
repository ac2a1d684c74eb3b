import type { LedgerEntry } from '@common/schemas/ledger';
import { ArrowDownLeft, ArrowUpRight, History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatAizAmount, formatDateTime } from '@/lib/format';
import type { useLedgerHistory } from './use-ledger-history';

type LedgerHistoryCardProps = {
  history: ReturnType<typeof useLedgerHistory>;
};

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const incoming = entry.direction === 'in';
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-center gap-4 py-3">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          incoming ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{entry.counterparty.label}</p>
        <p className="truncate text-muted-foreground text-xs">
          <span>{incoming ? 'Received' : 'Sent'}</span>
          {entry.memo ? <span> · {entry.memo}</span> : null}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn('font-semibold text-sm tabular-nums', incoming ? 'text-success' : 'text-foreground')}
        >
          {incoming ? '+' : '−'}
          {formatAizAmount(entry.amount)} AIZ
        </p>
        <p className="text-muted-foreground text-xs">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className="flex flex-col gap-4 py-3" role="status" aria-label="Loading transfers">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}

/** The user's AIZ transfers (GET /api/ledger/history): direction, counterparty, amount and date. */
export function LedgerHistoryCard({ history }: LedgerHistoryCardProps) {
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="size-5 text-primary" aria-hidden="true" />
          AIZ history
        </CardTitle>
        <CardDescription>Every AIZ that came in or went out of your account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <p>Your history could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
            No AIZ transfers yet. Rewards, purchases and staking will show up here.
          </p>
        ) : (
          <>
            <ul aria-label="AIZ transfers" className="divide-y divide-border">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
            {history.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? <Spinner /> : null}
                Show older transfers
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
