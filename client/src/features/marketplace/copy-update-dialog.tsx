/**
 * Updating one's copy to a listing's current release: the changelogs since the copy's release, then what
 * the copy's draft would change (the workflows feature's diff, in words), then "Update my copy". The
 * credentials the buyer linked stay on the same steps; everything else becomes the release's. Loaded on
 * demand: the diff view comes with the workflows feature.
 */
import { countOf } from '@common/plural';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { DiffView } from '@/features/workflows';
import { serverMessage } from '@/lib/api';
import { useCopyUpdatePreview, useUpdateCopy } from './selling-api';

type Props = { installId: string | null; onClose: () => void };

export function CopyUpdateDialog({ installId, onClose }: Props) {
  const preview = useCopyUpdatePreview(installId);
  const update = useUpdateCopy();
  const data = preview.data;
  const apply = () => {
    if (!installId) return;
    update.mutate(installId, {
      onSuccess: (result) => {
        onClose();
        toast({
          title: result.updated ? 'Your copy is updated' : 'Your copy was up to date',
          description: `It is on version ${result.versionNumber} now.`,
        });
      },
    });
  };
  return (
    <Dialog open={installId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Update your copy</DialogTitle>
          <DialogDescription>
            {data
              ? `From version ${data.fromVersion ?? '?'} to version ${data.toVersion}. Read what changes first.`
              : 'What the new release changes in your copy.'}
          </DialogDescription>
        </DialogHeader>
        {preview.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(preview.error) ?? 'The changes could not be loaded. Try again in a moment.'}
          </p>
        ) : !data ? (
          <section aria-busy="true" aria-label="Loading the changes" className="grid gap-2">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24" />
          </section>
        ) : (
          <div className="grid gap-5">
            <section aria-label="Changelog" className="grid gap-3">
              {data.releases.map((r) => (
                <div key={r.versionNumber} className="rounded-lg border p-3">
                  <p className="mb-1 font-medium text-sm">Version {r.versionNumber}</p>
                  <Markdown text={r.changelog} />
                </div>
              ))}
            </section>
            <section aria-label="Changes to your copy" className="grid gap-2">
              <h3 className="font-semibold text-sm">Changes to your copy</h3>
              <DiffView diff={data.diff} nodeNames={data.nodeNames} />
              <p className="text-muted-foreground text-xs">
                {data.keptCredentials.length > 0
                  ? `Your credentials stay linked on ${countOf(data.keptCredentials.length, 'step')}, and your webhook addresses stay the same. Other changes you made to the copy are replaced by the release.`
                  : 'Your webhook addresses stay the same. Changes you made to the copy are replaced by the release.'}{' '}
                <Link to={`/builder-advanced?workflow=${data.workflowId}`} className="underline">
                  Open your copy
                </Link>
              </p>
            </section>
          </div>
        )}
        {update.error ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(update.error) ?? 'The update did not work. Try again.'}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button variant="brand" disabled={!data || update.isPending} onClick={apply}>
            {update.isPending ? 'Updating…' : 'Update my copy'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
