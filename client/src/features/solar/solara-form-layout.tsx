/**
 * The older enhanced layout (/solar-ai-agent-old): the same Solara behind a form-first page, with the chat
 * beside it. Submitting the form feeds its answers into the same conversation, through the same route, one
 * step at a time, as if typed; the estimate card is shown under the form and in the chat. The conversation
 * goes on in the chat (contact details and booking).
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { EstimateCard } from './estimate-card';
import { SolaraChatView } from './solara-chat';
import {
  EMPTY_FORM,
  FINANCING_OPTIONS,
  formAnswers,
  formErrors,
  GOAL_OPTIONS,
  HOME_TYPE_OPTIONS,
  OWNERSHIP_OPTIONS,
  ROOF_AGE_OPTIONS,
  SHADE_OPTIONS,
  type SolaraFormErrors,
  type SolaraFormValues,
  TIMELINE_OPTIONS,
} from './solara-form';
import { useSolaraChat } from './use-solara-chat';

/** Messages one submission may send: every step of the form, and a fresh start. */
const FEED_MAX = 12;

type ChoiceField = 'ownership' | 'homeType' | 'roofAge' | 'shade' | 'financing' | 'timeline';

export function SolaraFormLayout() {
  const chat = useSolaraChat();
  const [values, setValues] = useState<SolaraFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<SolaraFormErrors>({});
  const [feeding, setFeeding] = useState(false);
  const [stopped, setStopped] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const card = chat.entries.findLast((e) => 'card' in e && e.card?.kind === 'estimate');
  const estimate = card && 'card' in card && card.card?.kind === 'estimate' ? card.card : null;

  // A new card from the form is brought into view (on a phone the chat is below the form).
  const submitted = useRef(false);
  useEffect(() => {
    if (estimate && submitted.current)
      result.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [estimate]);

  const set = <K extends keyof SolaraFormValues>(key: K, value: SolaraFormValues[K]) =>
    setValues((all) => ({ ...all, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = formErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || feeding) return;
    setFeeding(true);
    setStopped(false);
    submitted.current = true;
    const answers = formAnswers(values);
    let step = chat.step;
    // Past the form's questions (a previous estimate, a booking under way): the form starts a new one.
    if (answers[step] === undefined) step = (await chat.send('start over'))?.step ?? step;
    for (let sent = 0; sent < FEED_MAX && answers[step] !== undefined; sent++) {
      const answer = await chat.send(answers[step]!);
      // Not understood, or an error: the chat says what it needs, and the homeowner answers there.
      if (!answer || answer.step === step) {
        setStopped(true);
        break;
      }
      step = answer.step;
    }
    setFeeding(false);
  }

  const choice = (key: ChoiceField, label: string, options: readonly string[]) => (
    <FormField label={label} error={errors[key]}>
      {(control) => (
        <NativeSelect {...control} value={values[key]} onChange={(e) => set(key, e.target.value)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );

  const busy = feeding || chat.pending || chat.entries.length === 0;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <form
          aria-label="Your home"
          noValidate
          onSubmit={submit}
          className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6"
        >
          <FormField label="ZIP code" error={errors.zip}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                value={values.zip}
                onChange={(e) => set('zip', e.target.value)}
              />
            )}
          </FormField>
          {choice('ownership', 'Own or rent', OWNERSHIP_OPTIONS)}
          {choice('homeType', 'Home type', HOME_TYPE_OPTIONS)}
          {choice('roofAge', 'Roof age', ROOF_AGE_OPTIONS)}
          {choice('shade', 'Shade on the roof', SHADE_OPTIONS)}
          <FormField label="Monthly electric bill ($)" error={errors.bill}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={values.bill}
                onChange={(e) => set('bill', e.target.value)}
              />
            )}
          </FormField>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-2 font-medium text-sm">Goals (optional)</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {GOAL_OPTIONS.map((goal) => (
                <label key={goal} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.goals.includes(goal)}
                    onChange={(e) =>
                      set(
                        'goals',
                        e.target.checked ? [...values.goals, goal] : values.goals.filter((g) => g !== goal),
                      )
                    }
                  />
                  {goal}
                </label>
              ))}
            </div>
          </fieldset>
          {choice('financing', 'How you would pay', FINANCING_OPTIONS)}
          {choice('timeline', 'Timeline', TIMELINE_OPTIONS)}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {feeding ? 'Getting your estimate…' : estimate ? 'Update my estimate' : 'Get my estimate'}
            </Button>
            <p className="text-muted-foreground text-xs">
              Your answers go to Solara, in the chat. No account needed.
            </p>
          </div>
        </form>
        <div ref={result} aria-live="polite" className="scroll-mt-20 scroll-mb-4">
          {stopped ? (
            <p className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
              Solara needs a word about one answer: see its question in the chat.
            </p>
          ) : null}
          {estimate ? <EstimateCard card={estimate} /> : null}
        </div>
      </div>
      <SolaraChatView chat={chat} className="lg:sticky lg:top-20" />
    </div>
  );
}
