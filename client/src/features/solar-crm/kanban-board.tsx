/**
 * The board of one pipeline: a column per stage, scrolling sideways on a small screen. Presentational: it is
 * given the board and says which move was asked for; the panel (board-panel.tsx) saves it. Callbacks handed to
 * the cards are stable, and columns are memoised, so a move re-renders the two columns it touches.
 */
import type { CrmBoard, CrmDealCard } from '@common/schemas/solar-crm';
import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { neighbourStage } from './board-move';
import type { DealCardActions } from './deal-card';
import { KanbanColumn } from './kanban-column';
import { MoveDealDialog } from './move-deal-dialog';
import { useCardDrag } from './use-card-drag';

export function KanbanBoard({
  board,
  onMove,
  onOpen,
}: {
  board: CrmBoard;
  onMove: (dealId: string, stageId: string) => void;
  onOpen: (dealId: string) => void;
}) {
  const stages = useMemo(
    () => [...board.pipeline.stages].sort((a, b) => a.position - b.position),
    [board.pipeline.stages],
  );
  const columns = useMemo(() => new Map(board.columns.map((c) => [c.stageId, c])), [board.columns]);
  const boardRef = useRef(board);
  boardRef.current = board;
  const moveRef = useRef(onMove);
  moveRef.current = onMove;
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  const focusAfterMove = useRef<string | null>(null);
  const [menuFor, setMenuFor] = useState<CrmDealCard | null>(null);

  const findDeal = useCallback((dealId: string) => {
    for (const column of boardRef.current.columns) {
      const deal = column.deals.find((d) => d.id === dealId);
      if (deal) return deal;
    }
    return null;
  }, []);

  const move = useCallback((dealId: string, stageId: string) => {
    focusAfterMove.current = dealId;
    moveRef.current(dealId, stageId);
  }, []);
  const { drag, start, ghostRef } = useCardDrag(move);

  const actions = useMemo<DealCardActions>(
    () => ({
      onOpen: (dealId) => openRef.current(dealId),
      onMoveMenu: (dealId) => setMenuFor(findDeal(dealId)),
      onStep: (dealId, step) => {
        const deal = findDeal(dealId);
        const to = deal ? neighbourStage(boardRef.current, deal.stageId, step) : null;
        if (deal && to) move(dealId, to);
      },
      onDragStart: (event: PointerEvent<HTMLElement>, dealId: string) => start(event, dealId),
    }),
    [findDeal, move, start],
  );

  // The moved card is rendered anew in its new column: give it the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the board changes, to find the moved card.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    const card = Array.from(document.querySelectorAll<HTMLElement>('[data-deal-id]')).find(
      (element) => element.dataset.dealId === id,
    );
    const button = card?.querySelector<HTMLElement>('[data-card-button]');
    if (button && document.activeElement !== button) button.focus();
    focusAfterMove.current = null;
  }, [board]);

  const dragged = drag ? findDeal(drag.dealId) : null;
  return (
    <>
      <section
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0"
        aria-label={`${board.pipeline.name} board`}
      >
        {stages.map((stage) => {
          const column = columns.get(stage.id) ?? {
            stageId: stage.id,
            count: 0,
            valueCents: 0,
            weightedCents: 0,
            deals: [],
          };
          return (
            <KanbanColumn
              key={stage.id}
              stage={stage}
              column={column}
              over={drag?.overStageId === stage.id && drag.fromStageId !== stage.id}
              draggingDealId={drag?.fromStageId === stage.id ? drag.dealId : null}
              actions={actions}
            />
          );
        })}
      </section>
      {dragged ? (
        <div
          ref={ghostRef}
          aria-hidden="true"
          className="pointer-events-none fixed top-0 left-0 z-50 w-64 rounded-lg border bg-card p-2.5 font-medium text-sm shadow-xl"
        >
          {dragged.contact.name}
        </div>
      ) : null}
      <MoveDealDialog deal={menuFor} stages={stages} onMove={move} onClose={() => setMenuFor(null)} />
    </>
  );
}
