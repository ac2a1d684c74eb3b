/**
 * The sandbox's parameters: a preset to start from, then every parameter grouped, each with its error from
 * the schema under it. The first group is open; the others fold on small screens.
 */

import { ECONOMY_PRESETS, type EconomyPresetId } from '@common/economy-sim';
import { countOf } from '@common/plural';
import type { FormEvent, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PARAM_GROUPS, type ParamField } from './param-fields';
import type { ScenarioValues } from './scenario';

export type PresetChoice = EconomyPresetId | 'custom';

interface ParametersFormProps {
  values: ScenarioValues;
  errors: Record<string, string>;
  preset: PresetChoice;
  onPreset: (id: EconomyPresetId) => void;
  onChange: (path: string, value: string) => void;
  onSubmit: () => void;
  children?: ReactNode;
}

export function ParametersForm({
  values,
  errors,
  preset,
  onPreset,
  onChange,
  onSubmit,
  children,
}: ParametersFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const presetInfo = ECONOMY_PRESETS.find((p) => p.id === preset);
  return (
    <form onSubmit={submit} noValidate aria-label="Simulation parameters" className="flex flex-col gap-4">
      <FormField
        label="Preset"
        description={
          presetInfo?.description ?? 'Your own parameters. Choose a preset to start again from it.'
        }
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={preset}
            onChange={(e) => {
              if (e.target.value !== 'custom') onPreset(e.target.value as EconomyPresetId);
            }}
          >
            {ECONOMY_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            <option value="custom" disabled={preset !== 'custom'}>
              Custom
            </option>
          </NativeSelect>
        )}
      </FormField>
      {errors[''] ? (
        <p role="alert" className="text-destructive text-sm">
          {errors['']}
        </p>
      ) : null}
      {PARAM_GROUPS.map((group, index) => {
        const groupErrors = group.fields.filter((f) => errors[f.path]).length;
        return (
          <details
            key={group.title}
            open={index < 2 || groupErrors > 0}
            className="group rounded-lg border border-border"
          >
            <summary className="flex cursor-pointer select-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
              {group.title}
              {groupErrors > 0 ? (
                <span className="text-destructive text-xs">{countOf(groupErrors, 'error')}</span>
              ) : null}
            </summary>
            <div className="grid gap-3 px-3 pt-1 pb-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {group.fields.map((field) => (
                <ParamInput
                  key={field.path}
                  field={field}
                  value={values[field.path] ?? ''}
                  error={errors[field.path]}
                  onChange={onChange}
                />
              ))}
            </div>
          </details>
        );
      })}
      {children}
    </form>
  );
}

function ParamInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ParamField;
  value: string;
  error: string | undefined;
  onChange: (path: string, value: string) => void;
}) {
  return (
    <FormField label={field.label} description={field.hint} error={error} className="content-start">
      {(control) =>
        field.options ? (
          <NativeSelect
            {...control}
            name={field.path}
            value={value}
            onChange={(e) => onChange(field.path, e.target.value)}
          >
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input
            {...control}
            name={field.path}
            type="number"
            inputMode="decimal"
            step={field.step ?? 'any'}
            value={value}
            onChange={(e) => onChange(field.path, e.target.value)}
          />
        )
      }
    </FormField>
  );
}
