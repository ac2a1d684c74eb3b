/**
 * The fields of the items with their types: click a field (or press Enter on it) to copy its
 * `{{ $json.path }}`, or drag it into an expression.
 */
import { useMemo, useState } from 'react';
import { fieldExpression, itemSchema } from './item-shape';

const TYPE_COLOURS: Record<string, string> = {
  string: 'text-emerald-700 dark:text-emerald-400',
  number: 'text-sky-700 dark:text-sky-400',
  boolean: 'text-amber-700 dark:text-amber-400',
};

export function SchemaView({ items }: { items: ReadonlyArray<{ json: unknown }> }) {
  const fields = useMemo(() => itemSchema(items), [items]);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (expression: string) => {
    try {
      await navigator.clipboard.writeText(expression);
      setCopied(`Copied ${expression}`);
    } catch {
      setCopied(`Copy failed; the expression is ${expression}`);
    }
  };
  if (fields.length === 0) return <p className="text-muted-foreground text-sm">The items have no fields.</p>;
  return (
    <div className="grid gap-1.5">
      <p className="text-muted-foreground text-xs">
        Click a field to copy its expression, or drag it into an expression field.
      </p>
      <ul className="max-h-96 overflow-auto rounded-md border border-border py-1">
        {fields.map((field) => {
          const expression = fieldExpression(field.segments);
          return (
            <li key={field.path}>
              <button
                type="button"
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', expression);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={() => void copy(expression)}
                aria-label={`${field.path}, ${field.types.join(' or ')}: copy ${expression}`}
                className="flex w-full min-w-0 cursor-grab items-center gap-2 px-2 py-1 text-left text-xs outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                style={{ paddingLeft: `${0.5 + field.depth * 1}rem` }}
              >
                <span className="min-w-0 truncate font-mono">{field.path}</span>
                <span className={`shrink-0 ${TYPE_COLOURS[field.types[0] ?? ''] ?? 'text-muted-foreground'}`}>
                  {field.types.join(' | ')}
                </span>
                {field.count < Math.min(items.length, 1000) ? (
                  <span className="shrink-0 text-muted-foreground">
                    in {field.count} of {Math.min(items.length, 1000)}
                  </span>
                ) : null}
                {field.example !== undefined ? (
                  <span className="ml-auto min-w-0 truncate text-muted-foreground">
                    {String(field.example)}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className="min-h-4 text-muted-foreground text-xs">
        {copied}
      </p>
    </div>
  );
}
