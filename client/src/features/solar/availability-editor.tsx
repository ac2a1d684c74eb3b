/**
 * The owner's booking hours: the weekly windows Solara offers homeowners for a consultation, cut into slots.
 * Checked with the shared schema before sending, saved whole with PUT; the server's field errors show beside
 * the same fields.
 */
import { countOf } from '@common/plural';
import { type SolarAvailabilityRow, solarAvailabilitySchema } from '@common/schemas/solar-leads';
import { CalendarClock, Plus } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { type FieldErrors, fieldErrorsFrom, fieldErrorsFromIssues } from '@/lib/field-errors';
import {
  draftOf,
  newDraft,
  rowOf,
  slotsPerWeek,
  timeZoneChoices,
  type WindowDraft,
  type WindowField,
  windowErrorKey,
} from './availability-form';
import { AvailabilityWindowRow } from './availability-window-row';
import { useSaveAvailability, useSolarAvailability } from './solar-api';

/** The errors of window `index`, by field ('window' for the window as a whole). */
function errorsOfWindow(errors: FieldErrors<string>, index: number) {
  const of = (field: WindowField) => errors[`${index}.${field}`];
  return {
    weekday: of('weekday'),
    from: of('from'),
    to: of('to'),
    slotMinutes: of('slotMinutes'),
    timezone: of('timezone'),
    window: errors[String(index)],
  };
}

function AvailabilityForm({ saved }: { saved: readonly SolarAvailabilityRow[] }) {
  const [drafts, setDrafts] = useState<WindowDraft[]>(() => saved.map(draftOf));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const save = useSaveAvailability();
  const zones = useMemo(() => timeZoneChoices(drafts.map((d) => d.timezone)), [drafts]);

  const change = (key: string, index: number, field: WindowField, value: string) => {
    setDrafts((all) =>
      all.map((d) => (d.key === key ? { ...d, [field]: field === 'weekday' ? Number(value) : value } : d)),
    );
    setErrors(({ [`${index}.${field}`]: _field, [String(index)]: _window, ...rest }) => rest);
  };
  const remove = (key: string) => {
    setDrafts((all) => all.filter((d) => d.key !== key));
    // Errors are by position, which a removal shifts.
    setErrors({});
  };
  const add = () => setDrafts((all) => [...all, newDraft(all.at(-1))]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = solarAvailabilitySchema.safeParse({ rows: drafts.map(rowOf) });
    if (!result.success) {
      setErrors(fieldErrorsFromIssues(result.error.issues, windowErrorKey));
      return;
    }
    setErrors({});
    save.mutate(result.data.rows, {
      onSuccess: (answer) => {
        setDrafts(answer.rows.map(draftOf));
        toast({
          title: 'Booking hours saved',
          description:
            answer.rows.length === 0
              ? 'Solara offers no consultation times until you add a window.'
              : `Solara offers ${countOf(slotsPerWeek(answer.rows), 'slot')} a week.`,
        });
      },
      onError: (error) => {
        const fromServer = fieldErrorsFrom(error, windowErrorKey);
        setErrors(fromServer);
        if (Object.keys(fromServer).length === 0)
          toast({
            variant: 'destructive',
            title: 'Your booking hours were not saved',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
      },
    });
  };

  const valid = drafts.map(rowOf).filter((r) => r.endMinute > r.startMinute && r.slotMinutes > 0);
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Booking hours">
      {drafts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-6 text-center">
          <CalendarClock className="size-7 text-muted-foreground" aria-hidden="true" />
          <p className="max-w-md text-muted-foreground text-sm">
            No booking hours yet: Solara cannot book a consultation until you add a window and save.
          </p>
        </div>
      ) : (
        <ul aria-label="Weekly windows" className="grid gap-3">
          {drafts.map((draft, index) => (
            <AvailabilityWindowRow
              key={draft.key}
              index={index}
              draft={draft}
              zones={zones}
              errors={errorsOfWindow(errors, index)}
              disabled={save.isPending}
              onChange={(field, value) => change(draft.key, index, field, value)}
              onRemove={() => remove(draft.key)}
            />
          ))}
        </ul>
      )}
      {errors[''] ? (
        <p role="alert" className="text-destructive text-sm">
          {errors['']}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={add} disabled={save.isPending}>
          <Plus aria-hidden="true" />
          Add a window
        </Button>
        <Button type="submit" variant="brand" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save hours'}
        </Button>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {countOf(drafts.length, 'window')}, {countOf(slotsPerWeek(valid), 'slot')} a week
        </p>
      </div>
    </form>
  );
}

export function AvailabilitySection() {
  const query = useSolarAvailability();
  return (
    <section aria-labelledby="solar-hours-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="solar-hours-heading" className="font-semibold text-xl">
          Booking hours
        </h2>
        <p className="text-muted-foreground text-sm">
          Your weekly calendar for consultations. Solara offers homeowners the open slots of these windows and
          books one; a booked slot is never offered twice.
        </p>
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">
            {serverMessage(query.error) ?? 'Your booking hours could not be loaded. Try again in a moment.'}
          </p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data ? (
        <AvailabilityForm saved={query.data.rows} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading your booking hours" className="grid gap-3">
          <Skeleton className="h-24" />
        </div>
      )}
    </section>
  );
}
