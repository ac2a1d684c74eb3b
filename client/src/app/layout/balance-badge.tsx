import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatAizAmount } from '@/lib/format';

/** The signed-in user's AIZ balance (SPEC §2: 0 if none); leads to the dashboard's history. */
type BalanceBadgeProps = {
  balance: string | null | undefined;
  /** Whether the onboarding tour points at this badge (only one badge on the page may be). */
  tourTarget?: boolean;
  className?: string;
};

export function BalanceBadge({ balance, tourTarget = true, className }: BalanceBadgeProps) {
  const amount = `${formatAizAmount(balance)} AIZ`;
  return (
    <Link
      to="/dashboard"
      data-tour={tourTarget ? 'aiz-balance' : undefined}
      aria-label={`AIZ balance: ${amount}`}
      title="Your AIZ balance"
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border border-primary/30 bg-primary/10 px-3 font-semibold text-primary text-xs tabular-nums outline-none transition-colors hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <Coins className="size-3.5" aria-hidden="true" />
      <span>{amount}</span>
    </Link>
  );
}
