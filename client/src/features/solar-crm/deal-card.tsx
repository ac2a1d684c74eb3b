/**
 * One deal on the board. Memoised: a move re-renders only the cards whose deal changed. Keyboard: on the
 * card, ← and → move it one stage, m opens "Move to…"; Enter opens the deal. Mouse: drag the card; touch:
 * drag the grip (so the board still scrolls under a finger).
 */

import type { CrmDealCard } from '@common/schemas/solar-crm';
import { GripVertical, MoveHorizontal } from 'lucide-react';
import { type KeyboardEvent, memo, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { formatCents, formatKw } from './crm-format';
import { DemoBadge, RottingBadge } from './deal-badges';

export interface DealCardActions {
  onOpen: (dealId: string) => void;
  onMoveMenu: (dealId: string) => void;
  onStep: (dealId: string, step: -1 | 1) => void;
  onDragStart: (event: PointerEvent<HTMLElement>, dealId: string) => void;
}

export const DealCard = memo(function DealCard({
  deal,
  dragging,
  actions,
}: {
  deal: CrmDealCard;
  dragging: boolean;
  actions: DealCardActions;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'm' || event.key === 'M') {
      event.preventDefault();
      actions.onMoveMenu(deal.id);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      actions.onStep(deal.id, event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const kw = formatKw(deal.systemWatts);
  return (
    <li
      data-deal-id={deal.id}
      onPointerDown={(event) => actions.onDragStart(event, deal.id)}
      className={cn(
        'group relative flex select-none gap-1 rounded-lg border bg-card p-2.5 text-card-foreground shadow-xs transition-opacity',
        dragging && 'opacity-40',
      )}
    >
      <span
        data-drag-handle
        aria-hidden="true"
        className="mt-0.5 shrink-0 cursor-grab touch-none text-muted-foreground"
      >
        <GripVertical className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <button
          type="button"
          data-card-button
          onClick={() => actions.onOpen(deal.id)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="M ArrowLeft ArrowRight"
          aria-description="Press M to move to a stage, or the left and right arrows to move one stage."
          className="min-w-0 truncate rounded text-left font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {deal.contact.name}
        </button>
        <p className="truncate text-muted-foreground text-xs" title={deal.title}>
          {deal.title}
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs tabular-nums">
          <span className="font-medium">{formatCents(deal.valueCents)}</span>
          {kw ? <span>{kw}</span> : null}
          {deal.leadScore !== null ? (
            <span className="text-muted-foreground">Score {deal.leadScore}</span>
          ) : null}
        </p>
        {deal.rottingDays > 0 || deal.demo ? (
          <div className="flex flex-wrap gap-1">
            <RottingBadge days={deal.rottingDays} />
            <DemoBadge demo={deal.demo} />
          </div>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => actions.onMoveMenu(deal.id)}
        aria-label={`Move ${deal.contact.name} to…`}
        className="h-6 shrink-0 rounded p-0.5 text-muted-foreground opacity-70 outline-none hover:bg-accent hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <MoveHorizontal className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
});
