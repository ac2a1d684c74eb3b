/** One lead in full, over /solar while `?lead=<id>` is in the address: closing removes it, so Back closes too. */
import { useSearchParams } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import {
  AnswersSection,
  AppointmentsSection,
  ConsentSection,
  ContactSection,
  EstimateSection,
  PropertySection,
  TranscriptSection,
} from './lead-detail-sections';
import { LEAD_PARAM } from './lead-param';
import { LeadScoreMeter } from './lead-score-meter';
import { LeadStatusBadge } from './lead-status-badge';
import { useSolarLead } from './solar-api';

function LeadDetail({ id }: { id: string }) {
  const query = useSolarLead(id);
  if (query.isError)
    return (
      <DialogHeader>
        <DialogTitle>Lead</DialogTitle>
        <DialogDescription role="alert" className="text-destructive">
          {serverMessage(query.error) ?? 'This lead could not be loaded. Try again in a moment.'}
        </DialogDescription>
      </DialogHeader>
    );
  const lead = query.data;
  if (!lead)
    return (
      <>
        <DialogHeader>
          <DialogTitle>Lead</DialogTitle>
          <DialogDescription>Loading…</DialogDescription>
        </DialogHeader>
        <div role="status" aria-busy="true" aria-label="Loading the lead" className="grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-40" />
        </div>
      </>
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{lead.contact.name ?? 'Anonymous'}</DialogTitle>
        <DialogDescription>Came in {formatDateTime(lead.createdAt)}</DialogDescription>
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <LeadStatusBadge status={lead.status} />
          <LeadScoreMeter score={lead.score} />
        </div>
      </DialogHeader>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactSection lead={lead} />
        <PropertySection lead={lead} />
        <AnswersSection lead={lead} />
        <EstimateSection lead={lead} />
      </div>
      <AppointmentsSection lead={lead} />
      <ConsentSection lead={lead} />
      <TranscriptSection lead={lead} />
    </>
  );
}

export function LeadDetailDialog() {
  const [search, setSearch] = useSearchParams();
  const id = search.get(LEAD_PARAM);
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete(LEAD_PARAM);
    setSearch(next);
  };
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-3xl">{id ? <LeadDetail id={id} /> : null}</DialogContent>
    </Dialog>
  );
}
