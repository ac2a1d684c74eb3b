/** The small marks a deal carries on the board, in the table and in the drawer: rotting and demo. */
import { countOf } from '@common/plural';
import { cn } from '@/lib/cn';

const mark = 'inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs';

/** "rotting 3 days" in a warning colour; nothing when the deal is not rotting. */
export function RottingBadge({ days, className }: { days: number; className?: string }) {
  if (days <= 0) return null;
  return (
    <span
      className={cn(mark, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300', className)}
      title="Idle longer than this stage's rot days"
    >
      rotting {countOf(days, 'day')}
    </span>
  );
}

/** Sample data a new workspace starts with, removable like any other record. */
export function DemoBadge({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <span
      className={cn(mark, 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300')}
      title="Demo record"
    >
      demo
    </span>
  );
}
