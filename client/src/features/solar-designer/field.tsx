/** A labelled number or text field for the designer's side panels. */
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface Props {
  label: string;
  value: number | string | null;
  onCommit(value: string): void;
  type?: 'number' | 'text';
  step?: number;
  min?: number;
  max?: number;
  hint?: string;
  disabled?: boolean;
}

/** Commits on blur or Enter, so typing is one undo step. */
export function DesignerField({
  label,
  value,
  onCommit,
  type = 'number',
  step,
  min,
  max,
  hint,
  disabled,
}: Props) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input
        id={id}
        key={String(value)}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        step={step}
        min={min}
        max={max}
        disabled={disabled}
        defaultValue={value ?? ''}
        className="h-8"
        onBlur={(e) => {
          if (e.currentTarget.value !== String(value ?? '')) onCommit(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
    </div>
  );
}
