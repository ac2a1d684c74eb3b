/**
 * A dialog that is one form: the title and what it does, the fields, then Cancel and the submit button
 * (its label while the request runs). The fields are the children; the form does its own validation
 * (`noValidate`), so errors read as the rest of the product's.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** The submit button's label while `pending`. */
  pendingLabel: ReactNode;
  pending: boolean;
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  /** The dialog's width class (default `max-w-lg`). */
  className?: string;
  children: ReactNode;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitVariant = 'brand',
  submitDisabled = false,
  className = 'max-w-lg',
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={pending || submitDisabled}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
