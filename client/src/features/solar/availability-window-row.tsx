/** One weekly window of the booking-hours editor: day, from, to, slot length, time zone, and Remove. */
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { WEEKDAYS, type WindowDraft, type WindowField } from './availability-form';

type WindowRowProps = {
  index: number;
  draft: WindowDraft;
  zones: readonly string[];
  errors: Partial<Record<WindowField | 'window', string>>;
  disabled: boolean;
  onChange: (field: WindowField, value: string) => void;
  onRemove: () => void;
};

export function AvailabilityWindowRow({
  index,
  draft,
  zones,
  errors,
  disabled,
  onChange,
  onRemove,
}: WindowRowProps) {
  const name = `Window ${index + 1}`;
  return (
    <li>
      <fieldset
        aria-label={name}
        className="grid grid-cols-2 items-start gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)_auto]"
        disabled={disabled}
      >
        <FormField label="Day" error={errors.weekday}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.weekday}
              onChange={(e) => onChange('weekday', e.target.value)}
            >
              {WEEKDAYS.map((day, i) => (
                <option key={day} value={i + 1}>
                  {day}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="From" error={errors.from}>
          {(control) => (
            <Input
              {...control}
              type="time"
              step={300}
              value={draft.from}
              onChange={(e) => onChange('from', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="To" error={errors.to}>
          {(control) => (
            <Input
              {...control}
              type="time"
              step={300}
              value={draft.to}
              onChange={(e) => onChange('to', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Slot (minutes)" error={errors.slotMinutes}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={10}
              max={480}
              step={5}
              value={draft.slotMinutes}
              onChange={(e) => onChange('slotMinutes', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Time zone"
          error={errors.timezone}
          className="col-span-2 sm:col-span-3 lg:col-span-1"
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.timezone}
              onChange={(e) => onChange('timezone', e.target.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-7">
          <Button variant="ghost" size="sm" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            <span className="lg:sr-only">Remove</span>
          </Button>
        </div>
        {errors.window ? (
          <p role="alert" className="col-span-full text-destructive text-sm">
            {errors.window}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}
