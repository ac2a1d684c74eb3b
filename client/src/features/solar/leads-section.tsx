/** The owner's leads on /solar: how many came in this week, then every lead, with its empty, loading and error states. */
import { countOf } from '@common/plural';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { leadsThisWeek } from './lead-labels';
import { LeadsTable } from './leads-table';
import { useSolarLeads } from './solar-api';

function LeadsBody({ now }: { now: Date }) {
  const query = useSolarLeads();
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-destructive">
          {serverMessage(query.error) ?? 'Your leads could not be loaded. Try again in a moment.'}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your leads" className="grid gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const { leads } = query.data;
  if (leads.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="max-w-md text-muted-foreground text-sm">
          No leads yet. When a homeowner gives Solara their details, the lead appears here with its estimate,
          its score and the conversation.
        </p>
        <Button asChild variant="outline">
          <Link to="/solar-ai-agent">Try Solara yourself</Link>
        </Button>
      </div>
    );
  }
  const thisWeek = leadsThisWeek(leads, now);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Card className="p-4">
          <dt className="text-muted-foreground text-sm">This week</dt>
          <dd className="font-semibold text-2xl tabular-nums" data-testid="leads-this-week">
            {countOf(thisWeek, 'lead')}
          </dd>
        </Card>
        <Card className="p-4">
          <dt className="text-muted-foreground text-sm">In all</dt>
          <dd className="font-semibold text-2xl tabular-nums">{countOf(leads.length, 'lead')}</dd>
        </Card>
      </dl>
      <LeadsTable leads={leads} />
    </div>
  );
}

export function LeadsSection({ now = new Date() }: { now?: Date }) {
  return (
    <section aria-labelledby="solar-leads-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="solar-leads-heading" className="font-semibold text-xl">
          Leads
        </h2>
        <p className="text-muted-foreground text-sm">
          Everyone Solara talked with who left details, newest first. Open one for the whole conversation.
        </p>
      </div>
      <LeadsBody now={now} />
    </section>
  );
}
