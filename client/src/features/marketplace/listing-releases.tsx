/**
 * A listing's releases on its page: each version with its changelog (markdown), newest first; and, for a
 * buyer, their copies with "Update available" when a later release is out (the update dialog shows the
 * diff first).
 */
import { lazy, Suspense, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useListingReleases } from './selling-api';

const CopyUpdateDialog = lazy(() =>
  import('./copy-update-dialog').then((m) => ({ default: m.CopyUpdateDialog })),
);

/** The caller's copies with a later release out, by the "owned" line of the listing's page. */
export function OwnCopyUpdates({ slug }: { slug: string }) {
  const releases = useListingReleases(slug);
  const [open, setOpen] = useState<string | null>(null);
  const current = releases.data?.releases.find((r) => r.current)?.versionNumber;
  const stale = (releases.data?.copies ?? []).filter((c) => c.updateAvailable);
  if (stale.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      {stale.map((copy) => (
        <div key={copy.installId} className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">Update available</Badge>
          <span className="text-muted-foreground text-xs">
            Your copy is on version {copy.versionNumber ?? '?'}; version {current} is out.
          </span>
          <Button size="sm" variant="outline" onClick={() => setOpen(copy.installId)}>
            See what changes
          </Button>
        </div>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <CopyUpdateDialog installId={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function ListingReleases({ slug }: { slug: string }) {
  const releases = useListingReleases(slug);
  if (!releases.data || releases.data.releases.length === 0) return null;
  return (
    <section aria-labelledby="versions-heading" className="flex flex-col gap-3">
      <h2 id="versions-heading" className="font-semibold text-lg">
        Versions
      </h2>
      <ol className="flex flex-col gap-3">
        {releases.data.releases.map((r) => (
          <li key={r.versionNumber} className="rounded-lg border px-4 py-3">
            <p className="mb-1 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">Version {r.versionNumber}</span>
              {r.current ? <Badge variant="outline">Current</Badge> : null}
              <span className="text-muted-foreground text-xs">{formatDate(r.createdAt)}</span>
            </p>
            <Markdown text={r.changelog} />
          </li>
        ))}
      </ol>
    </section>
  );
}
