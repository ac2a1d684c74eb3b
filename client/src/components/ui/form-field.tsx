/**
 * One labelled form control with its description and error, wired for assistive technology: the
 * control gets `aria-describedby` (description, then error) and `aria-invalid` while it has an error.
 */
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

type FormFieldProps = {
  label: ReactNode;
  /** Renders the control with the props that tie it to its label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  className?: string;
};

export function FormField({ label, children, description, error, className }: FormFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
