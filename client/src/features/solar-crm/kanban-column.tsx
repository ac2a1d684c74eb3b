/**
 * One stage of the board: its name, how many deals, their value and weighted value, then the cards. Shows
 * the first CARDS_PER_PAGE cards and "Show more", so a board of thousands renders a few hundred cards.
 */
import { countOf } from '@common/plural';
import type { CrmBoard, CrmStage } from '@common/schemas/solar-crm';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCents } from './crm-format';
import { DealCard, type DealCardActions } from './deal-card';

export const CARDS_PER_PAGE = 50;

type Column = CrmBoard['columns'][number];

export const KanbanColumn = memo(function KanbanColumn({
  stage,
  column,
  over,
  draggingDealId,
  actions,
}: {
  stage: CrmStage;
  column: Column;
  /** A dragged card is above this column. */
  over: boolean;
  /** The card of this column being dragged, if any. */
  draggingDealId: string | null;
  actions: DealCardActions;
}) {
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const headingId = `crm-stage-${stage.id}`;
  const cards = column.deals.slice(0, shown);
  const hidden = column.deals.length - cards.length;
  return (
    <section
      aria-labelledby={headingId}
      data-stage-id={stage.id}
      className={cn(
        'flex max-h-[calc(100dvh-16rem)] min-h-48 w-72 shrink-0 flex-col rounded-xl border bg-muted/40 transition-colors',
        over && 'border-primary bg-primary/10',
      )}
    >
      <header className="grid gap-0.5 border-b px-3 py-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={headingId} className="truncate font-semibold text-sm">
            {stage.name}
          </h3>
          <span className="shrink-0 text-muted-foreground text-xs tabular-nums">{stage.probability}%</span>
        </div>
        <p className="text-muted-foreground text-xs tabular-nums" data-testid="column-totals">
          {countOf(column.count, 'deal')} · {formatCents(column.valueCents)} · weighted{' '}
          {formatCents(column.weightedCents)}
        </p>
      </header>
      <ul aria-label={`${stage.name} deals`} className="grid flex-1 content-start gap-2 overflow-y-auto p-2">
        {cards.map((deal) => (
          <DealCard key={deal.id} deal={deal} dragging={deal.id === draggingDealId} actions={actions} />
        ))}
      </ul>
      {hidden > 0 ? (
        <div className="border-t p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => setShown((n) => n + CARDS_PER_PAGE)}
          >
            Show {Math.min(hidden, CARDS_PER_PAGE)} more of {hidden.toLocaleString('en-US')}
          </Button>
        </div>
      ) : null}
    </section>
  );
});
