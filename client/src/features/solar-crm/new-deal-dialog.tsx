/** A new contact (with their property) and a deal for them in the chosen pipeline's first stage, in one form. */
import { type CrmPipeline, crmContactInputSchema } from '@common/schemas/solar-crm';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/api';
import { dollarsToCents } from './crm-format';
import { useCreateContact, useCreateDeal } from './solar-crm-api';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  title: '',
  value: '',
  kw: '',
};
type Field = keyof typeof EMPTY;
const blank = (s: string) => (s.trim() === '' ? undefined : s.trim());

export function NewDealDialog({
  open,
  onOpenChange,
  pipeline,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pipeline: CrmPipeline;
  onCreated: (dealId: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | '', string>>>({});
  const createContact = useCreateContact();
  const createDeal = useCreateDeal();
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const property = {
      address: blank(values.address),
      city: blank(values.city),
      state: blank(values.state),
      zip: blank(values.zip),
    };
    const contact = crmContactInputSchema.safeParse({
      name: values.name,
      email: blank(values.email),
      phone: blank(values.phone),
      property: Object.values(property).some(Boolean) ? property : undefined,
    });
    const valueCents = dollarsToCents(values.value);
    const kw = values.kw.trim() === '' ? undefined : Number(values.kw);
    const next: Partial<Record<Field | '', string>> = {};
    if (!contact.success) {
      for (const issue of contact.error.issues) {
        const key = String(issue.path[issue.path.length - 1] ?? '') as Field;
        next[key in EMPTY ? key : ''] ??= issue.message;
      }
    }
    if (values.value.trim() !== '' && (valueCents === undefined || valueCents < 0))
      next.value = 'The value is a number of dollars.';
    if (kw !== undefined && !(kw > 0 && kw < 10_000)) next.kw = 'The system size is a number of kilowatts.';
    if (!contact.success || Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    try {
      const saved = await createContact.mutateAsync(contact.data);
      const deal = await createDeal.mutateAsync({
        title: blank(values.title) ?? `Solar for ${saved.name}`,
        contactId: saved.id,
        propertyId: saved.properties[0]?.id,
        pipelineId: pipeline.id,
        valueCents,
        systemWatts: kw === undefined ? undefined : Math.round(kw * 1000),
      });
      setValues(EMPTY);
      onOpenChange(false);
      onCreated(deal.id);
    } catch (error) {
      setErrors({ '': serverMessage(error) ?? 'The deal was not saved. Try again in a moment.' });
    }
  };
  const field = (name: Field, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField label={label} error={errors[name]}>
      {(control) => <Input {...control} {...props} value={values[name]} onChange={set(name)} />}
    </FormField>
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New deal"
      description={`A new contact and their deal, in the first stage of ${pipeline.name}.`}
      onSubmit={(e) => void submit(e)}
      submitLabel="Create the deal"
      pendingLabel="Creating…"
      pending={createContact.isPending || createDeal.isPending}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', 'Name', { autoComplete: 'off' })}
        {field('email', 'E-mail', { type: 'email' })}
        {field('phone', 'Phone', { type: 'tel' })}
        {field('address', 'Street address')}
        {field('city', 'City')}
        <div className="grid grid-cols-2 gap-3">
          {field('state', 'State', { maxLength: 2, placeholder: 'CA' })}
          {field('zip', 'ZIP', { inputMode: 'numeric', maxLength: 5 })}
        </div>
        {field('title', 'Deal title', { placeholder: 'Solar for …' })}
        {field('value', 'Value (US$)', { inputMode: 'decimal' })}
        {field('kw', 'System size (kW)', { inputMode: 'decimal' })}
      </div>
      {errors[''] ? (
        <p role="alert" className="text-destructive text-sm">
          {errors['']}
        </p>
      ) : null}
    </FormDialog>
  );
}
