/**
 * Pricing and the commission plan (redline pay): the default price per watt, the floor, a battery's price,
 * the redline, the setter's share and the M1/M2/M3 milestone shares, which must add up to 100%.
 */
import { type CrmSettings, crmSettingsSchema } from '@common/schemas/solar-crm';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useCrmSettings, useSaveSettings } from './crm-admin-api';
import { CrmError, CrmLoading } from './crm-states';

const FIELDS = [
  ['pricePerWatt', 'Price per watt (US$)'],
  ['floorPerWatt', 'Floor per watt (US$)'],
  ['battery', 'Battery price (US$)'],
  ['batteryKwh', 'Battery usable kWh'],
  ['redlinePerWatt', 'Redline per watt (US$)'],
  ['setterShare', 'Setter’s share (%)'],
  ['M1', 'M1 at signing (%)'],
  ['M2', 'M2 at install (%)'],
  ['M3', 'M3 at PTO (%)'],
] as const;
type Field = (typeof FIELDS)[number][0];

const pct = (share: number) => String(Math.round(share * 10000) / 100);
const toForm = (s: CrmSettings): Record<Field, string> => ({
  pricePerWatt: String(s.pricing.pricePerWatt),
  floorPerWatt: String(s.pricing.floorPerWatt),
  battery: String(s.pricing.batteryCents / 100),
  batteryKwh: String(s.pricing.batteryKwh),
  redlinePerWatt: String(s.commission.redlinePerWatt),
  setterShare: pct(s.commission.setterShare),
  M1: pct(s.commission.milestones.M1),
  M2: pct(s.commission.milestones.M2),
  M3: pct(s.commission.milestones.M3),
});
const fromForm = (f: Record<Field, string>) => ({
  pricing: {
    pricePerWatt: Number(f.pricePerWatt),
    floorPerWatt: Number(f.floorPerWatt),
    batteryCents: Math.round(Number(f.battery) * 100),
    batteryKwh: Number(f.batteryKwh),
  },
  commission: {
    redlinePerWatt: Number(f.redlinePerWatt),
    setterShare: Number(f.setterShare) / 100,
    milestones: { M1: Number(f.M1) / 100, M2: Number(f.M2) / 100, M3: Number(f.M3) / 100 },
  },
});
const FIELD_OF: Record<string, Field> = { batteryCents: 'battery' };

function SettingsForm({ settings }: { settings: CrmSettings }) {
  const [form, setForm] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Partial<Record<Field | '', string>>>({});
  const save = useSaveSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmSettingsSchema.safeParse(fromForm(form));
    if (!parsed.success) {
      const next: Partial<Record<Field | '', string>> = {};
      for (const issue of parsed.error.issues) {
        const last = String(issue.path[issue.path.length - 1] ?? '');
        const field = FIELD_OF[last] ?? (FIELDS.some(([f]) => f === last) ? (last as Field) : '');
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Pricing and commission plan saved' }),
      onError: (e) => setErrors({ '': serverMessage(e) ?? 'The settings were not saved. Try again.' }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(([field, label]) => (
          <FormField key={field} label={label} error={errors[field]}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={form[field]}
                onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
              />
            )}
          </FormField>
        ))}
      </div>
      {errors[''] ? (
        <p role="alert" className="text-destructive text-sm">
          {errors['']}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save pricing and pay'}
        </Button>
      </div>
    </form>
  );
}

export function PricingSettings() {
  const query = useCrmSettings();
  return (
    <section aria-labelledby="crm-pricing" className="grid gap-3">
      <div>
        <h2 id="crm-pricing" className="font-semibold text-xl">
          Pricing and commission plan
        </h2>
        <p className="text-muted-foreground text-sm">
          A deal’s commission is (price per watt − redline) × watts, never below zero; the setter takes their
          share and the closer the rest, paid in three milestones.
        </p>
      </div>
      {query.isError ? (
        <CrmError error={query.error} what="The settings" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CrmLoading label="Loading the settings" />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </section>
  );
}
