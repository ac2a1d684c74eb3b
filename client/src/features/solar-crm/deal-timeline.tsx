/** A deal's activity timeline, newest first, with a form to log a note, call, e-mail or meeting. */
import {
  CRM_MANUAL_ACTIVITY_KINDS,
  type CrmActivity,
  crmActivityInputSchema,
} from '@common/schemas/solar-crm';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useAddActivity } from './solar-crm-api';

type Kind = (typeof CRM_MANUAL_ACTIVITY_KINDS)[number];
const KIND_LABEL: Record<string, string> = {
  note: 'Note',
  call: 'Call',
  email: 'E-mail',
  meeting: 'Meeting',
  stage_changed: 'Stage',
  created: 'Created',
  import: 'Import',
};
const kindLabel = (kind: string) => KIND_LABEL[kind] ?? kind.replace(/_/g, ' ');

export function DealTimeline({ dealId, activities }: { dealId: string; activities: readonly CrmActivity[] }) {
  const add = useAddActivity(dealId);
  const [kind, setKind] = useState<Kind>('note');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sorted = [...activities].sort((a, b) => b.at.localeCompare(a.at));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmActivityInputSchema.safeParse({ kind, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the text.');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => setBody(''),
      onError: (e) => setError(serverMessage(e) ?? 'The activity was not saved. Try again.'),
    });
  };
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="grid gap-2" noValidate aria-label="Log an activity">
        <div className="flex gap-2">
          <NativeSelect
            aria-label="Kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
            className="w-36"
          >
            {CRM_MANUAL_ACTIVITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" disabled={add.isPending} className="ml-auto">
            {add.isPending ? 'Saving…' : 'Log it'}
          </Button>
        </div>
        <Textarea
          aria-label="What happened"
          placeholder="What was said or agreed"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={error ? true : undefined}
          rows={3}
        />
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </form>
      {sorted.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing logged yet.</p>
      ) : (
        <ol aria-label="Activity timeline" className="grid gap-3 border-l pl-4">
          {sorted.map((a) => (
            <li key={a.id} className="grid gap-0.5">
              <p className="flex flex-wrap gap-x-2 text-muted-foreground text-xs">
                <span className="font-medium text-foreground">{kindLabel(a.kind)}</span>
                <time dateTime={a.at}>{formatDateTime(a.at)}</time>
                {a.byName ? <span>by {a.byName}</span> : null}
              </p>
              <p className="whitespace-pre-wrap text-sm">{a.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
