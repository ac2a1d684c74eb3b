import type { CrmDealCard } from '@common/schemas/solar-crm';
import { LeadScoreMeter } from '@/features/solar';
import { cn } from '@/lib/cn';
import { SpeedToLeadTimer } from './speed-to-lead-timer';

const SOURCE_LABELS: Record<CrmDealCard['source'], string> = {
  solara: 'Solara',
  manual: 'Added by hand',
  import: 'CSV import',
};

export function LeadQueueRow({
  deal,
  stageName,
  touchedAt,
  selected,
  onSelect,
}: {
  deal: CrmDealCard;
  stageName: string;
  touchedAt: string | null | undefined;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <div
      id={`lead-${deal.id}`}
      role="option"
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-deal={deal.id}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onSelect();
        }
      }}
      className={cn(
        'grid cursor-pointer grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg border px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected ? 'border-primary bg-primary/5' : 'border-transparent hover:bg-muted/60',
      )}
    >
      <span className="truncate font-medium text-sm">{deal.contact.name}</span>
      <SpeedToLeadTimer arrivedAt={deal.createdAt} touchedAt={touchedAt} />
      <span className="truncate text-muted-foreground text-xs">
        {SOURCE_LABELS[deal.source]} · {stageName}
        {deal.demo ? ' · demo' : ''}
      </span>
      {deal.leadScore === null ? (
        <span className="text-muted-foreground text-xs">No score</span>
      ) : (
        <LeadScoreMeter score={deal.leadScore} />
      )}
    </div>
  );
}
