/** A list: entries added, removed and moved with buttons (keyboard-operable); entries of objects are cards. */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type FieldProps, fieldId } from './field-props';
import { useFormContext } from './form-context';
import { errorAt, fieldKind, initialValue, type JsonSchema } from './json-schema';
import { ObjectFields } from './object-fields';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

export function ArrayField({ schema, path, label, value, onChange, required, depth }: FieldProps) {
  const { errors, idPrefix, Field } = useFormContext();
  const id = fieldId(idPrefix, path);
  const list = Array.isArray(value) ? value : [];
  const items: JsonSchema = schema.items ?? {};
  const compound = ['object', 'array', 'union', 'record'].includes(fieldKind(items));
  const error = errorAt(errors, path);
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  const entryName = label.replace(/s$/, '') || 'item';
  const actions = (index: number, position: string) => (
    <div className="flex shrink-0 gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Move ${position} up`}
        disabled={index === 0}
        onClick={() => onChange(move(list, index, index - 1))}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Move ${position} down`}
        disabled={index === list.length - 1}
        onClick={() => onChange(move(list, index, index + 1))}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 hover:text-destructive"
        aria-label={`Remove ${position}`}
        onClick={() => onChange(list.filter((_, i) => i !== index))}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-medium text-sm">
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
        <span className="ml-1.5 font-normal text-muted-foreground text-xs">({list.length})</span>
      </legend>
      {schema.description ? <p className="text-muted-foreground text-xs">{schema.description}</p> : null}
      {list.length === 0 ? <p className="text-muted-foreground text-xs">None yet.</p> : null}
      <ol className="grid gap-2">
        {list.map((entry, index) => {
          const position = `${entryName} ${index + 1}`;
          return (
            // Entries have no identity of their own; the index is the key, as in the saved document.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={compound ? 'rounded-lg border border-border bg-card/50 p-3' : ''}>
              {fieldKind(items) === 'object' ? (
                <div className="grid gap-2">
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-medium text-muted-foreground text-xs">{position}</p>
                    {actions(index, position)}
                  </div>
                  <ObjectFields
                    schema={items}
                    path={[...path, index]}
                    value={entry}
                    onChange={(next) => onChange(list.map((e, i) => (i === index ? next : e)))}
                    depth={depth + 1}
                  />
                </div>
              ) : (
                <div className="flex min-w-0 items-start gap-1">
                  <div className="min-w-0 flex-1">
                    <Field
                      schema={items}
                      path={[...path, index]}
                      label={position}
                      value={entry}
                      onChange={(next) => onChange(list.map((e, i) => (i === index ? next : e)))}
                      required={false}
                      depth={depth + 1}
                    />
                  </div>
                  <div className="pt-6">{actions(index, position)}</div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => onChange([...list, initialValue(items)])}
        >
          <Plus aria-hidden="true" /> Add {entryName.toLowerCase()}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
