/** A deployment's change log: who did what, when, from which version to which. */
import type { DeploymentChange } from '@common/schemas/deployments';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useChanges } from './api';

export function describeChange(change: DeploymentChange): string {
  switch (change.action) {
    case 'created':
      return `Deployed version ${change.toVersion}`;
    case 'paused':
      return 'Paused';
    case 'resumed':
      return 'Resumed';
    case 'version':
      return `${(change.toVersion ?? 0) < (change.fromVersion ?? 0) ? 'Rolled back' : 'Rolled forward'} from v${change.fromVersion} to v${change.toVersion}`;
    case 'settings':
      return `Changed ${Object.keys(change.detail ?? {}).join(', ') || 'settings'}`;
  }
}

export function ChangesDialog({
  deployment,
  onClose,
}: {
  deployment: { id: string; slug: string } | null;
  onClose: () => void;
}) {
  const changes = useChanges(deployment?.id ?? null);
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Change log</DialogTitle>
          <DialogDescription>Every change of {deployment?.slug}, newest first.</DialogDescription>
        </DialogHeader>
        {changes.isPending ? (
          <div role="status" aria-label="Loading changes" className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : changes.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(changes.error) ?? 'The change log could not be loaded.'}
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Changes">
            {changes.data.map((change) => (
              <li key={change.id} className="rounded-md border border-border px-3 py-2">
                <p className="font-medium text-sm">{describeChange(change)}</p>
                <p className="text-muted-foreground text-xs">
                  {change.actor?.username ?? 'someone'} ·{' '}
                  <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
