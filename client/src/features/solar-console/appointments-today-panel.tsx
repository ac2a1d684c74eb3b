import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSolarLeads } from '@/features/solar';
import { ConsoleError, ConsolePanel } from './console-panel';
import { useConsoleWorkspace } from './console-workspace';
import { appointmentsToday, repTimeZone } from './today';
import { useNow } from './use-now';

const time = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });

/** Item 2: the consultations Solara booked for today, in the rep's time zone. */
export function AppointmentsTodayPanel() {
  const { own } = useConsoleWorkspace();
  const leads = useSolarLeads(own);
  const now = useNow();
  const timeZone = repTimeZone();
  return (
    <ConsolePanel title="Today’s appointments">
      {!own ? (
        <p className="text-muted-foreground text-sm">
          Solara books consultations into the workspace owner’s calendar; they see them here.
        </p>
      ) : leads.isPending ? (
        <Skeleton className="h-12" />
      ) : leads.isError ? (
        <ConsoleError error={leads.error} what="load today’s appointments" />
      ) : (
        (() => {
          const today = appointmentsToday(leads.data.leads, now, timeZone);
          if (today.length === 0)
            return (
              <p className="text-muted-foreground text-sm">
                No consultations today. Solara books them into the hours set on{' '}
                <Link to="/solar" className="underline underline-offset-4">
                  /solar
                </Link>
                .
              </p>
            );
          return (
            <ul className="grid gap-2" aria-label="Consultations today">
              {today.map((a) => (
                <li key={`${a.leadId}-${a.startsAt}`} className="rounded-lg border px-3 py-2 text-sm">
                  <p className="font-medium tabular-nums">
                    {time(a.startsAt, timeZone)} to {time(a.endsAt, timeZone)}
                  </p>
                  <p className="text-muted-foreground">
                    {a.name ?? 'Anonymous'}
                    {a.address ? ` · ${a.address}` : ''}
                    {a.phone ? ` · ${a.phone}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          );
        })()
      )}
      <p className="text-muted-foreground text-xs">Times in {timeZone}.</p>
    </ConsolePanel>
  );
}
