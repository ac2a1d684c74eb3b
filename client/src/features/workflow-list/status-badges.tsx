/** Badges for a run's status and a workflow's status, in words and colour (never colour alone). */
import type { WorkflowStatus } from '@common/schemas/workflow-list';
import type { RunSummary } from '@common/schemas/workflows';
import { CheckCircle2, CircleDashed, Clock, Loader2, PauseCircle, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type RunStatus = RunSummary['status'];

const RUN_LOOK: Record<RunStatus, { label: string; className: string; Icon: typeof CheckCircle2 }> = {
  succeeded: {
    label: 'Succeeded',
    className: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
    Icon: CheckCircle2,
  },
  failed: {
    label: 'Failed',
    className: 'border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300',
    Icon: XCircle,
  },
  running: {
    label: 'Running',
    className: 'border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300',
    Icon: Loader2,
  },
  queued: {
    label: 'Queued',
    className: 'border-border bg-muted text-muted-foreground',
    Icon: Clock,
  },
  waiting: {
    label: 'Waiting',
    className: 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300',
    Icon: PauseCircle,
  },
  cancelled: {
    label: 'Cancelled',
    className: 'border-border bg-muted text-muted-foreground',
    Icon: CircleDashed,
  },
};

const pill =
  'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs';

export function RunStatusBadge({ status, className }: { status: RunStatus; className?: string }) {
  const { label, className: look, Icon } = RUN_LOOK[status];
  return (
    <span className={cn(pill, look, className)}>
      <Icon
        className={cn('size-3.5', status === 'running' && 'motion-safe:animate-spin')}
        aria-hidden="true"
      />
      {label}
    </span>
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

export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  const { label, className } = WORKFLOW_LOOK[status];
  return <span className={cn(pill, className)}>{label}</span>;
}
