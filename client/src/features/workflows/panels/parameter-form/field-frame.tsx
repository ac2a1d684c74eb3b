/**
 * A field's label row (required marker, the fixed/expression switch), its help text and its error, tied
 * to the control through ids (aria-describedby, aria-invalid).
 */
import { Braces } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FieldFrameProps {
  id: string;
  label: string;
  /** The parameter's technical name (`replyTo`, `options.timeout`), shown as the label's tooltip. */
  name?: string;
  required?: boolean;
  description?: string;
  error?: string;
  /** Present when the field can switch between a fixed value and an expression. */
  expression?: { active: boolean; onToggle: () => void };
  /** The label is for a group (fieldset-like), not one control. */
  labelAs?: 'label' | 'span';
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

export function FieldFrame({
  id,
  label,
  name,
  required,
  description,
  error,
  expression,
  labelAs = 'label',
  children,
  className,
}: FieldFrameProps) {
  const descriptionId = description ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const Label = labelAs;
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)} data-field={id}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <Label
          {...(labelAs === 'label' ? { htmlFor: id } : { id: `${id}-label` })}
          {...(name ? { title: name } : {})}
          className="font-medium text-sm leading-none"
        >
          {label}
          {required ? (
            <span className="ml-0.5 text-destructive" aria-hidden="true">
              *
            </span>
          ) : null}
          {required ? <span className="sr-only"> (required)</span> : null}
        </Label>
        {expression ? (
          <button
            type="button"
            aria-pressed={expression.active}
            aria-label={`${label}: use an expression`}
            title={
              expression.active
                ? 'Switch to a fixed value'
                : 'Switch to an expression (data from earlier nodes)'
            }
            onClick={expression.onToggle}
            className={cn(
              'inline-flex h-6 items-center gap-1 rounded-md border px-1.5 text-[11px] outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
              expression.active
                ? 'border-primary/40 bg-primary/10 text-primary'
                : 'border-border text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <Braces aria-hidden="true" className="size-3" />
            {expression.active ? 'Expression' : 'Fixed'}
          </button>
        ) : null}
      </div>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-destructive text-xs" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
