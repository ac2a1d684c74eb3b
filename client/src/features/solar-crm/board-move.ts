/**
 * A deal's move between stages, applied to the board the browser holds before the server answers (the
 * optimistic move): the card leaves its column and heads the new one, and both columns' counts, values and
 * weighted values follow. Pure, so the board, the bench and the tests share it.
 */
import type { CrmBoard, CrmDealCard } from '@common/schemas/solar-crm';

const weighted = (valueCents: number, probability: number) => Math.round((valueCents * probability) / 100);

export function moveDealOnBoard(board: CrmBoard, dealId: string, toStageId: string, now: Date): CrmBoard {
  const from = board.columns.find((c) => c.deals.some((d) => d.id === dealId));
  const toStage = board.pipeline.stages.find((s) => s.id === toStageId);
  if (!from || !toStage || from.stageId === toStageId) return board;
  const fromStage = board.pipeline.stages.find((s) => s.id === from.stageId);
  const deal = from.deals.find((d) => d.id === dealId) as CrmDealCard;
  const moved: CrmDealCard = {
    ...deal,
    stageId: toStageId,
    status: toStage.kind,
    stageEnteredAt: now.toISOString(),
    rottingDays: 0,
  };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column === from) {
        return {
          ...column,
          count: column.count - 1,
          valueCents: column.valueCents - deal.valueCents,
          weightedCents: column.weightedCents - weighted(deal.valueCents, fromStage?.probability ?? 0),
          deals: column.deals.filter((d) => d.id !== dealId),
        };
      }
      if (column.stageId === toStageId) {
        return {
          ...column,
          count: column.count + 1,
          valueCents: column.valueCents + deal.valueCents,
          weightedCents: column.weightedCents + weighted(deal.valueCents, toStage.probability),
          deals: [moved, ...column.deals],
        };
      }
      return column;
    }),
  };
}

/** The stage beside a deal's own, to the left (-1) or right (+1), for the arrow keys; null at either end. */
export function neighbourStage(board: CrmBoard, stageId: string, step: -1 | 1): string | null {
  const stages = [...board.pipeline.stages].sort((a, b) => a.position - b.position);
  const at = stages.findIndex((s) => s.id === stageId);
  return at < 0 ? null : (stages[at + step]?.id ?? null);
}
