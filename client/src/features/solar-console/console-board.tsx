import type { CrmPipeline } from '@common/schemas/solar-crm';
import { AppointmentsTodayPanel } from './appointments-today-panel';
import { ConsoleEmptyState } from './console-empty-state';
import { LeadQueuePanel } from './lead-queue-panel';
import { ObjectionCardsPanel } from './objection-cards-panel';
import { SelectedLeadPanel } from './selected-lead-panel';
import { TasksDuePanel } from './tasks-due-panel';
import { useLeadQueue, useRaisedConcerns } from './use-console-queries';

/**
 * The console's panels in one workspace: the queue, today and the follow-ups on the left, the selected lead
 * in the middle, the objection cards on the right; stacked on a phone.
 */
export function ConsoleBoard({
  pipelines,
  selectedId,
  onSelect,
}: {
  pipelines: readonly CrmPipeline[];
  selectedId: string | null;
  onSelect: (dealId: string) => void;
}) {
  const queue = useLeadQueue(pipelines);
  const current = selectedId ?? queue.data?.deals[0]?.id ?? null;
  const concerns = useRaisedConcerns(current);
  const empty = queue.data?.total === 0;
  return (
    <div className="grid gap-4">
      {empty ? <ConsoleEmptyState /> : null}
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-4">
          <LeadQueuePanel pipelines={pipelines} selectedId={current} onSelect={onSelect} />
          <AppointmentsTodayPanel />
          <TasksDuePanel onOpenDeal={onSelect} />
        </div>
        <div className="min-w-0">
          {current ? (
            <SelectedLeadPanel key={current} dealId={current} pipelines={pipelines} />
          ) : (
            <p className="rounded-xl border border-dashed p-6 text-muted-foreground text-sm">
              Choose a lead in the queue to see what Solara learned, what to ask, and to make a proposal.
            </p>
          )}
        </div>
        <div className="lg:col-span-2 xl:col-span-1">
          <ObjectionCardsPanel raised={concerns} />
        </div>
      </div>
    </div>
  );
}
