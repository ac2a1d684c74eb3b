/**
 * The deploy dialog's key step: make a key scoped to this deployment (its secret shown here, once, with a
 * copy button, and carried by the snippets), or pick a key the person already has that may call it (its
 * secret was shown when it was made, so the snippets say where to paste it).
 */
import { keyCanCall } from '@common/deployments/key-scope';
import type { ApiKey, Deployment } from '@common/schemas/deployments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, KeyRound, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { createApiKey, fleetKeys, rememberDeploymentSecret, useApiKeys, useDeploymentSecret } from './api';
import { CopyButton } from './copy-button';

/** What the dialog names a key it makes. */
export const deployKeyName = (slug: string) => `${slug} (deploy dialog)`;

function SecretShown({ secret, slug }: { secret: string; slug: string }) {
  return (
    <div className="grid gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3">
      <p className="flex items-center gap-2 font-medium text-sm">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        Copy this key now: once you leave this page it cannot be shown again.
      </p>
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded bg-background px-2 py-1 font-mono text-xs"
          data-testid="deploy-key-secret"
        >
          {secret}
        </code>
        <CopyButton text={secret} label="Copy key" className="shrink-0" />
      </div>
      <p className="text-muted-foreground text-xs">
        It calls {slug} only (REST, OpenAI and MCP); the snippets below carry it. Revoke it in the fleet,
        under API keys.
      </p>
    </div>
  );
}

export function DeployKey({
  deployment,
  picked,
  onPick,
}: {
  deployment: Pick<Deployment, 'id' | 'slug'>;
  picked: ApiKey | null;
  onPick: (key: ApiKey | null) => void;
}) {
  const secret = useDeploymentSecret(deployment.id);
  const keys = useApiKeys(!secret);
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: () => createApiKey({ name: deployKeyName(deployment.slug), deploymentIds: [deployment.id] }),
    onSuccess: (created) => {
      rememberDeploymentSecret(deployment.id, created.secret);
      onPick(null);
      void client.invalidateQueries({ queryKey: fleetKeys.keys() });
    },
  });
  if (secret) return <SecretShown secret={secret} slug={deployment.slug} />;
  const now = new Date();
  const usable = (keys.data ?? []).filter((k) => keyCanCall(k, deployment.id, now));
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        REST, OpenAI and MCP calls need an API key. A key made here calls this deployment and nothing else.
      </p>
      <div>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          {create.isPending ? 'Creating the key…' : 'Create a key for this deployment'}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(create.error) ?? 'The key could not be created. Try again.'}
        </p>
      ) : null}
      {keys.isLoading ? (
        <Skeleton className="h-10 w-full" />
      ) : usable.length > 0 ? (
        <FormField
          label="Or use a key you have"
          description="Its secret was shown once, when it was made: the snippets say where to paste it."
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={picked?.id ?? ''}
              onChange={(e) => onPick(usable.find((k) => k.id === e.target.value) ?? null)}
            >
              <option value="">Choose a key…</option>
              {usable.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name} ({k.prefix}…){k.deploymentIds ? '' : ' · every deployment'}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
    </div>
  );
}
