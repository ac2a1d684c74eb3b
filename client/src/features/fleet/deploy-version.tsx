/**
 * "Deploy this version": one click deploys a published version (creating the workflow's deployment, or
 * rolling the existing one to it without changing its URLs or keys), then shows the deploy dialog: the URLs
 * it answers at, a key for it and the snippets (`deploy-dialog.tsx`).
 */
import type { Deployment } from '@common/schemas/deployments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { createDeployment, fetchDeployments, fleetKeys, updateDeployment } from './api';
import { DeployedDialog } from './deploy-dialog';

const deploymentsKey = [...fleetKeys.all, 'deployments'] as const;

/** Creates the workflow's deployment at `version`, or rolls the one it has to it. */
export async function deployVersion(workflowId: string, version: number): Promise<Deployment> {
  const existing = (await fetchDeployments()).find((d) => d.workflowId === workflowId);
  if (!existing) return createDeployment({ workflowId, versionNumber: version });
  if (existing.versionNumber === version) return existing;
  return updateDeployment(existing.id, { versionNumber: version });
}

export interface DeployTarget {
  workflowId: string;
  version: number;
}

/**
 * Deploying a version of any workflow and the dialog that follows: `deploy({workflowId, version})` starts it,
 * `dialog` is rendered by the caller (a button, a menu item, a builder's header).
 */
export function useDeploy() {
  const client = useQueryClient();
  const [shown, setShown] = useState<Deployment | null>(null);
  const mutation = useMutation({
    mutationFn: ({ workflowId, version }: DeployTarget) => deployVersion(workflowId, version),
    onSuccess: (deployment) => {
      setShown(deployment);
      void client.invalidateQueries({ queryKey: fleetKeys.all });
    },
    onError: (error, { version }) =>
      toast({
        variant: 'destructive',
        title: `Could not deploy version ${version}`,
        description: serverMessage(error) ?? 'Try again.',
      }),
  });
  const dialog = <DeployedDialog deployment={shown} onClose={() => setShown(null)} />;
  return { deploy: mutation.mutate, pending: mutation.isPending, show: setShown, dialog };
}

/** `useDeploy` for one workflow: `deploy(version)`. */
export function useDeployVersion(workflowId: string) {
  const { deploy, ...rest } = useDeploy();
  return { ...rest, deploy: (version: number) => deploy({ workflowId, version }) };
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
