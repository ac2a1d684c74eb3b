import { Gift, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

type BonusNoticeProps = {
  exhausted: boolean;
  children: string;
};

/** The signup bonus line of the Sign Up tab; when the pool is exhausted it says so plainly. */
export function BonusNotice({ exhausted, children }: BonusNoticeProps) {
  const Icon = exhausted ? Info : Gift;
  return (
    <p
      className={cn(
        'flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
        exhausted
          ? 'border-border bg-muted/60 text-muted-foreground'
          : 'border-primary/30 bg-primary/10 font-medium text-primary',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
