/**
 * Text, number, yes/no, choice and free-value fields, each switchable to an expression. Defaults show as
 * placeholders; `format` picks the input type; long text and code get a multi-line editor.
 */
import type { DragEvent } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { LazyExpressionEditor } from '../expression-editor/lazy-expression-editor';
import { type ControlProps, FieldFrame } from './field-frame';
import { type FieldProps, fieldId, technicalName } from './field-props';
import { useFormContext } from './form-context';
import {
  checkScalar,
  errorAt,
  fieldKind,
  fromExpression,
  isExpression,
  type JsonSchema,
  textArea,
  toExpression,
  unwrapNullable,
} from './json-schema';

const INPUT_TYPES: Record<string, string> = {
  uri: 'url',
  email: 'email',
  'date-time': 'datetime-local',
  date: 'date',
  time: 'time',
};

/** An enum value as a person reads it: its label from `x-enum-labels`, else the value itself. */
const optionLabel = (schema: JsonSchema, value: unknown) =>
  schema['x-enum-labels']?.[String(value)] ?? String(value);

const placeholderOf = (schema: JsonSchema) =>
  schema.default === undefined || schema.default === '' || typeof schema.default === 'object'
    ? undefined
    : optionLabel(schema, schema.default);

/** ISO → the `datetime-local` input's local `YYYY-MM-DDTHH:mm`. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function ScalarField({ schema: input, path, label, value, onChange, required }: FieldProps) {
  const { context, errors, idPrefix } = useFormContext();
  const schema = unwrapNullable(input);
  const id = fieldId(idPrefix, path);
  const kind = fieldKind(schema);
  const expression = isExpression(value);
  const error = errorAt(errors, path) ?? checkScalar(schema, value, required);
  const toggle = () => onChange(expression ? fromExpression(value, schema) : toExpression(value));
  // A field dragged from the data inspector (`{{ $json.x }}`) dropped on a fixed value makes it an expression.
  const dropExpression = (event: DragEvent<HTMLDivElement>) => {
    const dropped = event.dataTransfer.getData('text/plain');
    if (expression || !/^\{\{[\s\S]*\}\}$/.test(dropped.trim())) return;
    event.preventDefault();
    const fixed = typeof value === 'string' ? value : '';
    onChange(`=${fixed}${dropped.trim()}`);
  };

  return (
    <FieldFrame
      id={id}
      label={label}
      name={technicalName(path)}
      required={required}
      {...(schema.description ? { description: schema.description } : {})}
      {...(error ? { error } : {})}
      expression={{ active: expression, onToggle: toggle }}
      labelAs={expression ? 'span' : 'label'}
    >
      {(control) =>
        expression ? (
          <LazyExpressionEditor
            value={value.startsWith('=') ? value.slice(1) : value}
            onChange={(text) => onChange(`=${text}`)}
            {...(context ? { context } : {})}
            aria-labelledby={`${id}-label`}
            {...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {})}
            placeholder="{{ $json.field }}"
          />
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; typing and the switch do the same by keyboard
          <div onDragOver={(event) => event.preventDefault()} onDrop={dropExpression}>
            <FixedControl
              kind={kind}
              schema={schema}
              name={path.at(-1)}
              value={value}
              onChange={onChange}
              control={control}
            />
          </div>
        )
      }
    </FieldFrame>
  );
}

interface FixedControlProps {
  kind: ReturnType<typeof fieldKind>;
  schema: JsonSchema;
  name: string | number | undefined;
  value: unknown;
  onChange: (next: unknown) => void;
  control: ControlProps;
}

function FixedControl({ kind, schema, name, value, onChange, control }: FixedControlProps) {
  const placeholder = placeholderOf(schema);
  if (kind === 'boolean') {
    const checked = typeof value === 'boolean' ? value : schema.default === true;
    return (
      <div className="flex items-center gap-2">
        <Switch {...control} checked={checked} onCheckedChange={onChange} />
        <span className="text-muted-foreground text-xs">{checked ? 'On' : 'Off'}</span>
      </div>
    );
  }
  if (kind === 'enum' || kind === 'const') {
    const options = schema.enum ?? [schema.const];
    const index = options.indexOf(value);
    return (
      <NativeSelect
        {...control}
        value={index === -1 ? '' : String(index)}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : options[Number(event.target.value)])
        }
      >
        <option value="">{placeholder ? `Default (${placeholder})` : 'Choose…'}</option>
        {options.map((option, i) => (
          <option key={String(option)} value={String(i)}>
            {optionLabel(schema, option)}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (kind === 'number' || kind === 'integer') {
    return (
      <Input
        {...control}
        type="number"
        inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
        step={kind === 'integer' ? 1 : 'any'}
        {...(schema.minimum !== undefined ? { min: schema.minimum } : {})}
        {...(schema.maximum !== undefined ? { max: schema.maximum } : {})}
        {...(placeholder ? { placeholder } : {})}
        value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    );
  }
  const text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
  const multiline = typeof name === 'string' ? textArea(name, schema) : null;
  if (multiline) {
    return (
      <Textarea
        {...control}
        rows={multiline === 'code' ? 8 : 4}
        spellCheck={multiline !== 'code'}
        className={cn(multiline === 'code' && 'font-mono text-xs')}
        {...(placeholder ? { placeholder } : {})}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const type = (schema.format && INPUT_TYPES[schema.format]) ?? 'text';
  if (type === 'datetime-local') {
    return (
      <Input
        {...control}
        type="datetime-local"
        value={toLocalInput(text)}
        onChange={(event) =>
          onChange(event.target.value ? new Date(event.target.value).toISOString() : undefined)
        }
      />
    );
  }
  return (
    <Input
      {...control}
      type={type}
      {...(placeholder ? { placeholder } : {})}
      {...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {})}
      value={text}
      onChange={(event) =>
        onChange(
          event.target.value === '' && !control['aria-required'] && schema.default !== undefined
            ? undefined
            : event.target.value,
        )
      }
    />
  );
}
