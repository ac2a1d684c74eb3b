import { countOf } from '@common/plural';
import type { CrmDealCard, CrmPipeline } from '@common/schemas/solar-crm';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ConsoleError, ConsolePanel } from './console-panel';
import { stageOf } from './lead-queue';
import { LeadQueueRow } from './lead-queue-row';
import { AMBER_MINUTES, GREEN_MINUTES } from './speed-to-lead';
import { useFirstTouches, useLeadQueue } from './use-console-queries';

const STEP: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

function QueueList({
  deals,
  pipelines,
  selectedId,
  onSelect,
}: {
  deals: CrmDealCard[];
  pipelines: readonly CrmPipeline[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const touches = useFirstTouches(deals);
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = deals.findIndex((d) => d.id === selectedId);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = STEP[e.key];
    if (!step || deals.length === 0) return;
    e.preventDefault();
    const next = deals[step(Math.max(0, selectedIndex), deals.length)];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`[data-deal="${next.id}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      role="listbox"
      aria-label="Lead queue"
      tabIndex={selectedIndex < 0 ? 0 : -1}
      onKeyDown={onKeyDown}
      className="grid max-h-[28rem] gap-1 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-ring lg:max-h-[40rem]"
    >
      {deals.map((d) => (
        <LeadQueueRow
          key={d.id}
          deal={d}
          stageName={stageOf(pipelines, d.stageId)?.name ?? 'Unknown stage'}
          touchedAt={touches.get(d.id)}
          selected={d.id === selectedId}
          onSelect={() => onSelect(d.id)}
        />
      ))}
    </div>
  );
}

/** Item 1: the open deals in the first stages, Solara's newest first, each with its speed-to-lead timer. */
export function LeadQueuePanel({
  pipelines,
  selectedId,
  onSelect,
}: {
  pipelines: readonly CrmPipeline[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const queue = useLeadQueue(pipelines);
  return (
    <ConsolePanel
      title="Lead queue"
      actions={
        queue.data ? (
          <span className="text-muted-foreground text-xs" data-testid="queue-count">
            {countOf(queue.data.total, 'open lead')}
          </span>
        ) : null
      }
    >
      {queue.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : queue.isError ? (
        <ConsoleError error={queue.error} what="load the lead queue" />
      ) : queue.data.deals.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No open leads in the first stages. New ones appear here.
        </p>
      ) : (
        <>
          <QueueList
            deals={queue.data.deals}
            pipelines={pipelines}
            selectedId={selectedId}
            onSelect={onSelect}
          />
          <p className="text-muted-foreground text-xs">
            Speed to lead: green under {GREEN_MINUTES} minutes, amber under {AMBER_MINUTES}, red after; it
            stops at the first call, e-mail, meeting or note. Arrow keys move through the queue.
            {queue.data.total > queue.data.deals.length ? (
              <>
                {' '}
                The newest {queue.data.deals.length} are shown;{' '}
                <Link to="/solar-crm" className="underline underline-offset-4">
                  the CRM
                </Link>{' '}
                has the rest.
              </>
            ) : null}
          </p>
        </>
      )}
    </ConsolePanel>
  );
}
