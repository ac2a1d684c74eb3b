import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A decorative spinning icon; give the surrounding element the accessible name. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} {...props} />;
}

/** Centred loading state for a whole screen (shown while a lazy page loads). */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={cn('flex min-h-[50vh] flex-1 items-center justify-center text-muted-foreground', className)}
    >
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
