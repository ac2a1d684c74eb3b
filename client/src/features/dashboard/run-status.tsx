/** A run's status as an icon and a word in its colour (never colour alone), and a workflow's status pill. */
import type { WorkflowStatus } from '@common/schemas/workflow-list';
import { CheckCircle2, CircleDashed, Clock, Loader2, PauseCircle, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'waiting';

export const RUN_LOOK: Record<RunStatus, { label: string; className: string; Icon: typeof CheckCircle2 }> = {
  succeeded: { label: 'Succeeded', className: 'text-emerald-600 dark:text-emerald-400', Icon: CheckCircle2 },
  failed: { label: 'Failed', className: 'text-red-600 dark:text-red-400', Icon: XCircle },
  running: { label: 'Running', className: 'text-sky-600 dark:text-sky-400', Icon: Loader2 },
  queued: { label: 'Queued', className: 'text-muted-foreground', Icon: Clock },
  waiting: { label: 'Waiting', className: 'text-amber-600 dark:text-amber-400', Icon: PauseCircle },
  cancelled: { label: 'Cancelled', className: 'text-muted-foreground', Icon: CircleDashed },
};

/** The status icon alone, named for screen readers. */
export function RunStatusIcon({ status, className }: { status: RunStatus; className?: string }) {
  const { label, className: look, Icon } = RUN_LOOK[status];
  return (
    <Icon
      role="img"
      aria-label={label}
      className={cn('size-4 shrink-0', look, status === 'running' && 'motion-safe:animate-spin', className)}
    />
  );
}

const WORKFLOW_LOOK: Record<WorkflowStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'border-border bg-muted text-muted-foreground' },
  published: { label: 'Published', className: 'border-primary/30 bg-primary/10 text-primary' },
  active: {
    label: 'Active',
    className: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  },
};

export const pill =
  'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs';

export function WorkflowStatusPill({ status }: { status: WorkflowStatus }) {
  const { label, className } = WORKFLOW_LOOK[status];
  return <span className={cn(pill, className)}>{label}</span>;
}
