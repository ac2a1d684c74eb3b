/** Roll a deployment back or forward: pick a published version (with its note), confirm from → to. */
import type { FleetDeployment } from '@common/schemas/fleet';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { usePublishedVersions, useUpdateDeployment } from './api';

export function VersionDialog({
  deployment,
  onClose,
}: {
  deployment: FleetDeployment | null;
  onClose: () => void;
}) {
  const ids = useId();
  const versions = usePublishedVersions(deployment?.workflowId ?? null);
  const update = useUpdateDeployment();
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    if (!deployment || !versions.data) return;
    const other = versions.data.find((v) => v.number !== deployment.versionNumber);
    setTarget((t) => t ?? other?.number ?? deployment.versionNumber);
  }, [deployment, versions.data]);
  const close = () => {
    setTarget(null);
    update.reset();
    onClose();
  };
  const from = deployment?.versionNumber ?? 0;
  const chosen = versions.data?.find((v) => v.number === target);
  const verb = target !== null && target < from ? 'Roll back' : 'Roll forward';
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Change the live version</DialogTitle>
          <DialogDescription>
            {deployment?.slug} serves version {from}. Its URLs and API keys stay the same.
          </DialogDescription>
        </DialogHeader>
        {versions.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : versions.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(versions.error) ?? 'The versions could not be loaded.'}
          </p>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={`${ids}-version`} className="font-medium text-sm">
              Published version
            </label>
            <NativeSelect
              id={`${ids}-version`}
              value={target === null ? '' : String(target)}
              onChange={(e) => setTarget(Number(e.target.value))}
            >
              {versions.data.map((v) => (
                <option key={v.number} value={v.number}>
                  {`Version ${v.number}${v.number === from ? ' (live)' : ''}${v.note ? ` — ${v.note}` : ''}`}
                </option>
              ))}
            </NativeSelect>
            {chosen ? (
              <p className="text-muted-foreground text-xs">
                Published {formatDateTime(chosen.publishedAt)}
                {chosen.note ? ` · “${chosen.note}”` : ''}
              </p>
            ) : null}
          </div>
        )}
        {update.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(update.error) ?? 'The version could not be changed. Try again.'}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!deployment || target === null || target === from || update.isPending}
            onClick={() => {
              if (!deployment || target === null) return;
              update.mutate(
                { id: deployment.id, body: { versionNumber: target } },
                {
                  onSuccess: () => {
                    toast({ title: `${deployment.slug} now serves version ${target}` });
                    close();
                  },
                },
              );
            }}
          >
            {target === null || target === from ? 'Pick another version' : `${verb}: v${from} → v${target}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
