/**
 * The board tab: the pipeline's totals and its board; a move shows at once and is saved, and a refusal puts
 * the card back with the server's reason in a toast.
 */
import { countOf } from '@common/plural';
import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api';
import { formatCents } from './crm-format';
import { CrmError, CrmLoading, NoDealsYet } from './crm-states';
import { KanbanBoard } from './kanban-board';
import { useCrmBoard, useMoveDeal } from './solar-crm-api';

export function BoardPanel({
  pipelineId,
  onOpenDeal,
  emptyActions,
}: {
  pipelineId: string;
  onOpenDeal: (dealId: string) => void;
  emptyActions: React.ReactNode;
}) {
  const query = useCrmBoard(pipelineId);
  const moveDeal = useMoveDeal(pipelineId);
  const { mutate } = moveDeal;
  const onMove = useCallback(
    (dealId: string, stageId: string) =>
      mutate(
        { dealId, stageId },
        {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title:
                error instanceof ApiError && error.status === 403
                  ? 'Your role cannot move this deal there'
                  : 'The deal was not moved',
              description: `${serverMessage(error) ?? 'The server did not save the move. Try again in a moment.'} The card is back where it was.`,
            }),
        },
      ),
    [mutate],
  );
  if (query.isError)
    return <CrmError error={query.error} what="The board" onRetry={() => void query.refetch()} />;
  if (!query.data) return <CrmLoading label="Loading the board" />;
  const board = query.data;
  const total = board.columns.reduce(
    (sum, c) => ({
      count: sum.count + c.count,
      value: sum.value + c.valueCents,
      weighted: sum.weighted + c.weightedCents,
    }),
    { count: 0, value: 0, weighted: 0 },
  );
  if (total.count === 0) return <NoDealsYet actions={emptyActions} />;
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm tabular-nums">
        {countOf(total.count, 'deal')} · {formatCents(total.value)} · weighted {formatCents(total.weighted)}
        <span className="hidden sm:inline"> · Drag a card, or focus it and press M (or ← →) to move it.</span>
      </p>
      <KanbanBoard board={board} onMove={onMove} onOpen={onOpenDeal} />
    </div>
  );
}
