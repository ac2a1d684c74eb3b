/**
 * Webhooks: a URL and the events it receives (a stage change among them), its signing secret shown once when
 * made, and its recent deliveries with their answers.
 */
import { CRM_WEBHOOK_EVENTS, crmWebhookInputSchema } from '@common/schemas/solar-crm';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useCreateWebhook, useCrmWebhooks, useDeleteWebhook } from './crm-admin-api';
import { CrmError, CrmLoading } from './crm-states';

type Event = (typeof CRM_WEBHOOK_EVENTS)[number];

export function WebhooksSettings() {
  const query = useCrmWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Event[]>(['deal.stage_changed']);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmWebhookInputSchema.safeParse({ url, events });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the URL and events.');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (hook) => {
        setUrl('');
        if (hook.secret) setSecret({ url: hook.url, secret: hook.secret });
      },
      onError: (e) => setError(serverMessage(e) ?? 'The webhook was not saved. Try again.'),
    });
  };
  return (
    <section aria-labelledby="crm-webhooks" className="grid gap-3">
      <div>
        <h2 id="crm-webhooks" className="font-semibold text-xl">
          Webhooks
        </h2>
        <p className="text-muted-foreground text-sm">
          Each delivery is a POST of JSON signed with HMAC-SHA256 in the X-AIZ-Signature header.
        </p>
      </div>
      {secret ? (
        <div
          role="status"
          className="grid gap-1 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm dark:bg-amber-950"
        >
          <p>The signing secret of {secret.url}. Copy it now: it is not shown again.</p>
          <code className="break-all font-mono" data-testid="webhook-secret">
            {secret.secret}
          </code>
          <div>
            <Button size="sm" variant="outline" onClick={() => setSecret(null)}>
              I have copied it
            </Button>
          </div>
        </div>
      ) : null}
      {query.isError ? (
        <CrmError error={query.error} what="The webhooks" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CrmLoading label="Loading the webhooks" />
      ) : query.data.webhooks.length === 0 ? (
        <p className="text-muted-foreground text-sm">No webhooks yet.</p>
      ) : (
        <ul aria-label="Webhooks" className="grid gap-2">
          {query.data.webhooks.map((hook) => (
            <li key={hook.id} className="grid gap-2 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <code className="min-w-0 flex-1 break-all">{hook.url}</code>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(hook.id)}>
                  Delete
                </Button>
              </div>
              <p className="text-muted-foreground text-xs">{hook.events.join(', ')}</p>
              {hook.recent.length === 0 ? (
                <p className="text-muted-foreground text-xs">No deliveries yet.</p>
              ) : (
                <ul aria-label={`Recent deliveries to ${hook.url}`} className="grid gap-0.5 text-xs">
                  {hook.recent.map((d) => (
                    <li key={`${d.at}-${d.event}`} className="flex flex-wrap gap-x-2">
                      <time dateTime={d.at}>{formatDateTime(d.at)}</time>
                      <span>{d.event}</span>
                      <span className={d.status === 'failed' ? 'text-destructive' : ''}>
                        {d.status}
                        {d.responseStatus !== null ? ` (${d.responseStatus})` : ''}
                        {d.error ? `: ${d.error}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Add a webhook">
        <Input
          type="url"
          aria-label="Webhook URL"
          placeholder="https://example.com/hooks/crm"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">Events</legend>
          {CRM_WEBHOOK_EVENTS.map((e) => (
            <label key={e} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                className="size-4"
                checked={events.includes(e)}
                onChange={(x) =>
                  setEvents((list) => (x.target.checked ? [...list, e] : list.filter((y) => y !== e)))
                }
              />
              {e}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending}>
            Add webhook
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
