/** The CRM's loading, error and "no deals yet" states, alike on every tab. */
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';

export function CrmLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-3">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-48" />
    </div>
  );
}

export function CrmError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-destructive">
        {serverMessage(error) ?? `${what} could not be loaded. Try again in a moment.`}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** No deals yet: how deals arrive (Solara's leads, a CSV import, or one by hand). */
export function NoDealsYet({ actions }: { actions: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No deals yet</p>
      <p className="max-w-lg text-muted-foreground text-sm">
        Deals arrive three ways: each lead Solara qualifies becomes a deal in the first stage with its
        transcript and estimate; a manager can import contacts and deals from a CSV file; or add one yourself.
      </p>
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}
