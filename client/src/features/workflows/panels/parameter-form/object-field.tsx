/** A nested group of fields that folds away; open at the first levels and whenever it holds an error. */
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { type FieldProps, fieldId } from './field-props';
import { useFormContext } from './form-context';
import { errorAt, toPointer } from './json-schema';
import { ObjectFields } from './object-fields';

export function ObjectField({ schema, path, label, value, onChange, required, depth }: FieldProps) {
  const { errors, idPrefix } = useFormContext();
  const id = fieldId(idPrefix, path);
  const pointer = toPointer(path);
  const holdsError = Object.keys(errors ?? {}).some(
    (key) => key.startsWith(`${pointer}/`) || key.startsWith(`${path.join('.')}.`),
  );
  const [open, setOpen] = useState(depth <= 1 || holdsError);
  const error = errorAt(errors, path);
  return (
    <section className="min-w-0 rounded-lg border border-border" aria-labelledby={`${id}-toggle`}>
      <button
        id={`${id}-toggle`}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-group`}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium text-sm outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')}
        />
        <span className="min-w-0 flex-1 truncate">
          {label}
          {required ? (
            <span className="ml-0.5 text-destructive" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </button>
      {schema.description ? (
        <p className="px-3 pb-2 text-muted-foreground text-xs">{schema.description}</p>
      ) : null}
      {error ? (
        <p className="px-3 pb-2 text-destructive text-xs" role="alert">
          {error}
        </p>
      ) : null}
      <div id={`${id}-group`} hidden={!open} className="border-border border-t px-3 py-3">
        {open ? (
          <ObjectFields schema={schema} path={path} value={value} onChange={onChange} depth={depth} />
        ) : null}
      </div>
    </section>
  );
}
