/**
 * "Deploy this version": one click deploys a published version (creating the workflow's deployment, or
 * rolling the existing one to it without changing its URLs or keys), then shows every URL it answers at,
 * with a link to /fleet.
 */
import type { Deployment } from '@common/schemas/deployments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { createDeployment, fetchDeployments, fleetKeys, updateDeployment } from './api';
import { CopyButton } from './copy-button';

const deploymentsKey = [...fleetKeys.all, 'deployments'] as const;

/** Creates the workflow's deployment at `version`, or rolls the one it has to it. */
export async function deployVersion(workflowId: string, version: number): Promise<Deployment> {
  const existing = (await fetchDeployments()).find((d) => d.workflowId === workflowId);
  if (!existing) return createDeployment({ workflowId, versionNumber: version });
  if (existing.versionNumber === version) return existing;
  return updateDeployment(existing.id, { versionNumber: version });
}

export function urlRows(d: Deployment): { label: string; url: string }[] {
  const rows: { label: string; url: string | null }[] = [
    { label: 'REST', url: d.urls.rest },
    { label: 'Webhook', url: d.urls.webhook },
    { label: 'Chat page', url: d.urls.chat },
    { label: 'Form page', url: d.urls.form },
    { label: 'OpenAI base URL', url: d.urls.openai },
    { label: 'MCP', url: d.urls.mcp },
    { label: 'Widget script', url: d.urls.embed },
  ];
  return rows.flatMap((r) => (r.url ? [{ label: r.label, url: r.url }] : []));
}

/**
 * Deploying a version of one workflow and the dialog with its URLs: `deploy(version)` starts it, `dialog`
 * is rendered by the caller (a button, a menu item).
 */
export function useDeployVersion(workflowId: string) {
  const client = useQueryClient();
  const [shown, setShown] = useState<Deployment | null>(null);
  const mutation = useMutation({
    mutationFn: (version: number) => deployVersion(workflowId, version),
    onSuccess: (deployment) => {
      setShown(deployment);
      void client.invalidateQueries({ queryKey: fleetKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not deploy',
        description: serverMessage(error) ?? 'Try again.',
      }),
  });
  const dialog = <DeployedDialog deployment={shown} onClose={() => setShown(null)} />;
  return { deploy: mutation.mutate, pending: mutation.isPending, show: setShown, dialog };
}

function DeployedDialog({ deployment, onClose }: { deployment: Deployment | null; onClose: () => void }) {
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Version {deployment?.versionNumber} is live</DialogTitle>
          <DialogDescription>
            {deployment?.slug} answers at these URLs; they stay the same when you roll to another version.
          </DialogDescription>
        </DialogHeader>
        {deployment ? (
          <ul className="grid gap-2" aria-label="Deployment URLs">
            {urlRows(deployment).map((row) => (
              <li key={row.label} className="grid gap-1">
                <span className="text-muted-foreground text-xs">{row.label}</span>
                <div className="flex items-center gap-2">
                  <code
                    className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs"
                    title={row.url}
                  >
                    {row.url}
                  </code>
                  <CopyButton text={row.url} what={row.label} className="shrink-0" />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <Button asChild>
            <Link to="/fleet">Open the fleet</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function DeployVersionButton({ workflowId, version }: { workflowId: string; version: number }) {
  const deployments = useQuery({ queryKey: deploymentsKey, queryFn: fetchDeployments });
  const live = deployments.data?.find((d) => d.workflowId === workflowId);
  const { deploy, pending, show, dialog } = useDeployVersion(workflowId);
  const isLive = live?.versionNumber === version;
  return (
    <>
      <Button
        variant={isLive ? 'outline' : 'secondary'}
        size="sm"
        disabled={pending}
        onClick={() => (isLive && live ? show(live) : deploy(version))}
      >
        <Rocket aria-hidden="true" />
        {pending ? 'Deploying…' : isLive ? 'Deployed: URLs' : 'Deploy this version'}
      </Button>
      {dialog}
    </>
  );
}
