/**
 * The person's whole AIZ history with filters (kind, direction, dates), keyset pages, and the CSV of
 * everything the filters select (GET /api/ledger/history.csv, streamed by the server).
 */
import { type HistoryFilter, TRANSFER_KIND_LABELS, transferKindLabel } from '@common/schemas/tokens';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, Download, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { CardError, RowsSkeleton } from '@/features/dashboard';
import { apiFetch, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatAizAmount, formatDateTime } from '@/lib/format';
import { fetchHistoryPage, historyCsvUrl, tokenKeys } from './tokens-api';

export function useTokenHistory(filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: tokenKeys.history(filter),
    queryFn: ({ pageParam }) => fetchHistoryPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** Downloads the CSV with the session's token (a plain link would not send the bearer header). */
async function downloadCsv(filter: HistoryFilter) {
  try {
    const res = await apiFetch('GET', historyCsvUrl(filter));
    const blob = await res.blob();
    const name =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'aiz-history.csv';
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toast({
      title: 'The export failed',
      description: serverMessage(error) ?? 'Try again.',
      variant: 'destructive',
    });
  }
}

function Filters({ filter, onChange }: { filter: HistoryFilter; onChange: (f: HistoryFilter) => void }) {
  const set = (key: keyof HistoryFilter) => (e: { target: { value: string } }) =>
    onChange({ ...filter, [key]: e.target.value || undefined });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <div className="grid gap-1.5">
        <Label htmlFor="history-kind">Kind</Label>
        <NativeSelect id="history-kind" value={filter.kind ?? ''} onChange={set('kind')}>
          <option value="">All kinds</option>
          {Object.keys(TRANSFER_KIND_LABELS)
            .filter((k) => k !== 'genesis')
            .map((kind) => (
              <option key={kind} value={kind}>
                {transferKindLabel(kind)}
              </option>
            ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="history-direction">Direction</Label>
        <NativeSelect id="history-direction" value={filter.direction ?? ''} onChange={set('direction')}>
          <option value="">In and out</option>
          <option value="in">Received</option>
          <option value="out">Sent or paid</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="history-from">From</Label>
        <Input id="history-from" type="date" value={filter.from ?? ''} onChange={set('from')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="history-to">To</Label>
        <Input id="history-to" type="date" value={filter.to ?? ''} onChange={set('to')} />
      </div>
    </div>
  );
}

export function HistoryCard() {
  const [filter, setFilter] = useState<HistoryFilter>({});
  const [exporting, setExporting] = useState(false);
  const history = useTokenHistory(filter);
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Object.values(filter).some(Boolean);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2 text-lg">
            <History className="size-5 text-primary" aria-hidden="true" />
            Your history
          </CardTitle>
          <CardDescription>Every AIZ in and out of your account, newest first.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            void downloadCsv(filter).finally(() => setExporting(false));
          }}
        >
          {exporting ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
          Export CSV
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Filters filter={filter} onChange={setFilter} />
        {history.isPending ? (
          <RowsSkeleton label="Loading your history" />
        ) : history.isError ? (
          <CardError what="Your history" onRetry={() => void history.refetch()} />
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
            {filtered ? 'No transfers match these filters.' : 'No AIZ transfers yet.'}
          </p>
        ) : (
          <>
            <ul aria-label="AIZ transfers" className="divide-y divide-border">
              {entries.map((entry) => {
                const incoming = entry.direction === 'in';
                const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
                return (
                  <li key={entry.id} className="flex items-center gap-3 py-3">
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
                        {transferKindLabel(entry.kind)}
                        {entry.memo ? ` · ${entry.memo}` : ''}
                      </p>
                    </div>
                    <div className="shrink-0 text-right">
                      <p className={cn('font-semibold text-sm tabular-nums', incoming && 'text-success')}>
                        {incoming ? '+' : '−'}
                        {formatAizAmount(entry.amount)} AIZ
                      </p>
                      <p className="text-muted-foreground text-xs">
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            {history.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
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
