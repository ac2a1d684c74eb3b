import { crmActivityInputSchema } from '@common/schemas/solar-crm';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ActivityInput } from './console-api';
import { ConsoleError } from './console-panel';
import { useLogActivity } from './use-console-mutations';

const KINDS: { kind: ActivityInput['kind']; label: string; placeholder: string }[] = [
  { kind: 'call', label: 'Call', placeholder: 'Who you spoke to and what was agreed' },
  { kind: 'email', label: 'E-mail', placeholder: 'What you sent' },
  { kind: 'note', label: 'Note', placeholder: 'Anything worth remembering' },
  { kind: 'meeting', label: 'Meeting', placeholder: 'Who met and what came of it' },
];

/** Quick action: log a call, e-mail, note or meeting on the deal (the first one stops the speed-to-lead timer). */
export function LogActivityForm({ dealId }: { dealId: string }) {
  const [kind, setKind] = useState<ActivityInput['kind']>('call');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const log = useLogActivity(dealId);
  const chosen = KINDS.find((k) => k.kind === kind) ?? KINDS[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = crmActivityInputSchema.safeParse({ kind, body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the activity.');
      return;
    }
    setProblem(null);
    log.mutate(parsed.data, { onSuccess: () => setBody('') });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Log an activity">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor={`activity-kind-${dealId}`}>
          Kind
        </label>
        <NativeSelect
          id={`activity-kind-${dealId}`}
          className="w-36"
          value={kind}
          onChange={(e) => setKind(e.target.value as ActivityInput['kind'])}
        >
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending ? 'Logging…' : `Log ${chosen?.label.toLowerCase()}`}
        </Button>
      </div>
      <label className="sr-only" htmlFor={`activity-body-${dealId}`}>
        What happened
      </label>
      <Textarea
        id={`activity-body-${dealId}`}
        rows={2}
        value={body}
        placeholder={chosen?.placeholder}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {log.isError ? <ConsoleError error={log.error} what="log the activity" /> : null}
      {log.isSuccess ? (
        <p role="status" className="text-muted-foreground text-xs">
          Logged.
        </p>
      ) : null}
    </form>
  );
}
