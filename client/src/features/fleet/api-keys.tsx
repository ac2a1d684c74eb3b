/**
 * API keys: the list (prefix, scope, limits, runs this month against the quota, last use, expiry, revoked),
 * a create dialog that shows the secret once with a copy button and a clear warning, and revoking with a
 * confirmation.
 */
import {
  type ApiKey,
  type CreatedApiKey,
  createApiKeySchema,
  DEFAULT_KEY_MONTHLY_QUOTA,
  DEFAULT_KEY_RATE_LIMIT,
  KEY_SURFACES,
  type KeySurface,
} from '@common/schemas/deployments';
import { AlertTriangle, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { CopyButton } from './copy-button';
import { SURFACE_LABELS } from './settings-dialog';

export interface DeploymentChoice {
  id: string;
  slug: string;
}

interface KeyValues {
  name: string;
  allDeployments: boolean;
  deploymentIds: string[];
  surfaces: KeySurface[];
  rateLimitPerMinute: string;
  monthlyQuota: string;
  expiresInDays: string;
}

const initialKey = (): KeyValues => ({
  name: '',
  allDeployments: true,
  deploymentIds: [],
  surfaces: [...KEY_SURFACES],
  rateLimitPerMinute: String(DEFAULT_KEY_RATE_LIMIT),
  monthlyQuota: String(DEFAULT_KEY_MONTHLY_QUOTA),
  expiresInDays: '',
});

const toKeyInput = (v: KeyValues) => ({
  name: v.name,
  deploymentIds: v.allDeployments ? null : v.deploymentIds,
  surfaces: v.surfaces,
  rateLimitPerMinute: Number(v.rateLimitPerMinute),
  monthlyQuota: Number(v.monthlyQuota),
  ...(v.expiresInDays.trim() ? { expiresInDays: Number(v.expiresInDays) } : {}),
});

function CreateKeyForm({
  deployments,
  onCreated,
  onCancel,
}: {
  deployments: DeploymentChoice[];
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(createApiKeySchema, initialKey, { toInput: toKeyInput });
  const create = useCreateApiKey();
  const { values, setValue, errors } = form;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.validate();
        if (!body) return;
        create.mutate(body, { onSuccess: onCreated, onError: (error) => form.showServerErrors(error) });
      }}
    >
      <FormField
        label="Name"
        error={errors.name}
        description="To recognise it by, e.g. “production backend”."
      >
        {(props) => (
          <Input
            {...props}
            autoFocus
            value={values.name}
            onChange={(e) => setValue('name', e.target.value)}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Deployments</legend>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span>Every deployment of yours (and any you pay to call)</span>
          <Switch
            aria-label="Every deployment"
            checked={values.allDeployments}
            onCheckedChange={(on) => setValue('allDeployments', on)}
          />
        </div>
        {values.allDeployments ? null : deployments.length === 0 ? (
          <p className="text-muted-foreground text-sm">You have no deployments yet.</p>
        ) : (
          <div className="grid max-h-40 gap-1 overflow-auto rounded-md border border-border p-2">
            {deployments.map((d) => (
              <label key={d.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={values.deploymentIds.includes(d.id)}
                  onChange={(e) =>
                    setValue(
                      'deploymentIds',
                      e.target.checked
                        ? [...values.deploymentIds, d.id]
                        : values.deploymentIds.filter((id) => id !== d.id),
                    )
                  }
                />
                {d.slug}
              </label>
            ))}
          </div>
        )}
        {errors.deploymentIds ? <p className="text-destructive text-sm">{errors.deploymentIds}</p> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Surfaces</legend>
        <div className="flex flex-wrap gap-3">
          {KEY_SURFACES.map((surface) => (
            <label key={surface} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.surfaces.includes(surface)}
                onChange={(e) =>
                  setValue(
                    'surfaces',
                    e.target.checked
                      ? KEY_SURFACES.filter((s) => s === surface || values.surfaces.includes(s))
                      : values.surfaces.filter((s) => s !== surface),
                  )
                }
              />
              {SURFACE_LABELS[surface]}
            </label>
          ))}
        </div>
        {errors.surfaces ? <p className="text-destructive text-sm">{errors.surfaces}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Requests per minute" error={errors.rateLimitPerMinute}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              value={values.rateLimitPerMinute}
              onChange={(e) => setValue('rateLimitPerMinute', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Runs per month" error={errors.monthlyQuota}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              value={values.monthlyQuota}
              onChange={(e) => setValue('monthlyQuota', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Expires in (days)" error={errors.expiresInDays} description="Empty: never.">
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              value={values.expiresInDays}
              onChange={(e) => setValue('expiresInDays', e.target.value)}
            />
          )}
        </FormField>
      </div>
      {create.isError && !Object.values(errors).some(Boolean) ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(create.error) ?? 'The key could not be created. Try again.'}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Shown once: the secret, a copy button and the warning that it will not be shown again. */
function SecretOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <div
        role="alert"
        className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-amber-900 text-sm dark:text-amber-200"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Copy this key now. It is shown only this once: we keep a hash, not the key. If you lose it, revoke
          it and create another.
        </p>
      </div>
      <p className="-mb-2 font-medium text-sm">Your new API key</p>
      <code
        data-testid="api-key-secret"
        className="block break-all rounded-md border border-border bg-muted/50 p-3 font-mono text-sm"
      >
        {created.secret}
      </code>
      <DialogFooter>
        <CopyButton text={created.secret} label="Copy key" />
        <Button onClick={onDone}>I have copied it</Button>
      </DialogFooter>
    </div>
  );
}

export function CreateKeyDialog({
  open,
  onOpenChange,
  deployments,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deployments: DeploymentChoice[];
}) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{created ? `Key “${created.key.name}” created` : 'Create an API key'}</DialogTitle>
          <DialogDescription>
            {created
              ? 'Send it as the bearer token: Authorization: Bearer …'
              : 'A key calls your deployments over REST, the OpenAI API and MCP, within its limits.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <SecretOnce created={created} onDone={close} />
        ) : open ? (
          <CreateKeyForm deployments={deployments} onCreated={setCreated} onCancel={close} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function scopeOf(key: ApiKey, slugs: Map<string, string>): string {
  if (!key.deploymentIds) return 'All deployments';
  return key.deploymentIds.map((id) => slugs.get(id) ?? 'a removed deployment').join(', ');
}

function KeyState({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  if (apiKey.revokedAt) return <Badge variant="destructive">Revoked</Badge>;
  if (apiKey.expiresAt && Date.parse(apiKey.expiresAt) <= now)
    return <Badge variant="outline">Expired</Badge>;
  return <Badge variant="brand">Active</Badge>;
}

export function ApiKeysSection({ deployments }: { deployments: DeploymentChoice[] }) {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const slugs = new Map(deployments.map((d) => [d.id, d.slug]));
  const now = Date.now();
  return (
    <section aria-labelledby="api-keys-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="api-keys-heading" className="font-semibold text-xl">
            API keys
          </h2>
          <p className="text-muted-foreground text-sm">Keys call your deployments from your code.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create API key
        </Button>
      </div>
      {keys.isPending ? (
        <div role="status" aria-label="Loading API keys" className="grid gap-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : keys.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(keys.error) ?? 'The keys could not be loaded.'}{' '}
          <Button variant="link" onClick={() => void keys.refetch()}>
            Try again
          </Button>
        </p>
      ) : keys.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <KeyRound aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">No API keys yet</p>
            <p className="max-w-md text-muted-foreground text-sm">
              Create a key to call a deployment from a script, a server, the OpenAI client or an MCP client.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="API keys">
          {keys.data.map((key) => (
            <li key={key.id} aria-label={key.name}>
              <Card className={key.revokedAt ? 'opacity-70' : undefined}>
                <CardContent className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{key.name}</span>
                      <code className="rounded bg-muted px-1.5 text-xs">{key.prefix}…</code>
                      <KeyState apiKey={key} now={now} />
                    </div>
                    <p className="text-muted-foreground text-xs">
                      {scopeOf(key, slugs)} · {key.surfaces.map((s) => SURFACE_LABELS[s]).join(', ')} ·{' '}
                      {key.rateLimitPerMinute}/min
                    </p>
                    <div className="flex items-center gap-2">
                      <Progress
                        value={(key.runsThisMonth / key.monthlyQuota) * 100}
                        label={`${key.name}: runs this month`}
                        className="max-w-56"
                      />
                      <span className="text-muted-foreground text-xs tabular-nums">
                        {key.runsThisMonth.toLocaleString()} / {key.monthlyQuota.toLocaleString()} runs this
                        month
                      </span>
                    </div>
                    <p className="text-muted-foreground text-xs">
                      Last used {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'} ·{' '}
                      {key.revokedAt
                        ? `revoked ${formatDate(key.revokedAt)}`
                        : key.expiresAt
                          ? `expires ${formatDate(key.expiresAt)}`
                          : 'never expires'}
                    </p>
                  </div>
                  {key.revokedAt ? null : (
                    <Button variant="outline" size="sm" onClick={() => setRevoking(key)}>
                      Revoke
                    </Button>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <CreateKeyDialog open={creating} onOpenChange={setCreating} deployments={deployments} />
      <Dialog open={!!revoking} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke “{revoking?.name}”?</DialogTitle>
            <DialogDescription>
              Calls with {revoking?.prefix}… stop working at once, for good. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {revoke.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(revoke.error) ?? 'The key could not be revoked. Try again.'}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() =>
                revoking &&
                revoke.mutate(revoking.id, {
                  onSuccess: () => {
                    toast({ title: `Revoked “${revoking.name}”` });
                    setRevoking(null);
                  },
                })
              }
            >
              Revoke key
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
