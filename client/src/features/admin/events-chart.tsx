import { countOf } from '@common/plural';
import type { AdminOverview } from '@common/schemas/admin';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const number = new Intl.NumberFormat('en-US');

/**
 * Analytics events of the last days by type, as horizontal bars. Plain HTML and CSS: a bar chart
 * of a dozen rows needs no chart library, and the numbers stay readable text for screen readers.
 */
export function EventsChart({ events }: { events: AdminOverview['analyticsEvents'] | undefined }) {
  const max = Math.max(1, ...(events?.byType.map((e) => e.count) ?? []));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BarChart3 className="size-5 text-primary" aria-hidden="true" />
          Analytics events by type
        </CardTitle>
        <CardDescription>
          {events
            ? `${countOf(events.total, 'event')} in the last ${countOf(events.days, 'day')}.`
            : 'Loading…'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!events ? (
          <div className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </div>
        ) : events.byType.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
            No analytics events in the last {countOf(events.days, 'day')}.
          </p>
        ) : (
          <ul aria-label="Events by type" className="flex flex-col gap-2.5">
            {events.byType.map(({ eventType, count }) => (
              <li
                key={eventType}
                className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm"
              >
                <span className="truncate font-mono text-xs" title={eventType}>
                  {eventType}
                </span>
                <span aria-hidden="true" className="h-5 overflow-hidden rounded-md bg-muted">
                  <span
                    className="block h-full rounded-md bg-linear-to-r from-brand-from via-brand-via to-brand-to"
                    style={{ width: `${Math.max(2, (count / max) * 100)}%` }}
                  />
                </span>
                <span className="w-12 text-right font-medium tabular-nums">{number.format(count)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
