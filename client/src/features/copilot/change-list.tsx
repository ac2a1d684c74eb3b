/** One answer's changes for review: each with Accept / Undo, and Accept all / Undo all for the answer. */
import type { WorkflowDocument } from '@common/workflow/document';
import { Cable, Check, Minus, Pencil, Plus, Undo2, Unplug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type ChangeStatus, type CopilotChange, statusIn } from './changes';
import { describeChange } from './describe-change';

const ICON = {
  addNode: Plus,
  connect: Cable,
  setParameter: Pencil,
  removeNode: Minus,
  renameNode: Pencil,
  disconnect: Unplug,
} as const;

const STATUS_LABEL: Record<ChangeStatus, string> = {
  pending: 'To review',
  accepted: 'Accepted',
  undone: 'Undone',
  discarded: 'Discarded',
  failed: 'Could not apply',
};

const STATUS_STYLE: Record<ChangeStatus, string> = {
  pending: 'border-primary/40 bg-primary/5',
  accepted: 'border-emerald-500/40 bg-emerald-500/5',
  undone: 'border-border opacity-70',
  discarded: 'border-border opacity-60',
  failed: 'border-destructive/40 bg-destructive/5',
};

export interface ChangeListProps {
  changes: readonly CopilotChange[];
  document: WorkflowDocument;
  onAccept(ids: string[]): void;
  onUndo(ids: string[]): void;
}

export function ChangeList({ changes, document, onAccept, onUndo }: ChangeListProps) {
  const rows = changes.map((change) => ({ change, status: statusIn(document, change) }));
  const acceptable = rows
    .filter((r) => ['pending', 'failed', 'undone'].includes(r.status))
    .map((r) => r.change.id);
  const undoable = rows
    .filter((r) => ['pending', 'failed', 'accepted'].includes(r.status))
    .map((r) => r.change.id);
  return (
    <div className="mt-2 space-y-1.5">
      <ul className="space-y-1.5" aria-label="Proposed changes">
        {rows.map(({ change, status }) => {
          const Icon = ICON[change.operation.op];
          const label = describeChange(change.operation);
          return (
            <li
              key={change.id}
              className={cn('rounded-lg border px-2.5 py-2 text-sm', STATUS_STYLE[status])}
              data-testid="copilot-change"
              data-status={status}
            >
              <div className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className={cn('break-words', status === 'discarded' && 'line-through')}>{label}</p>
                  <p className="text-muted-foreground text-xs">{STATUS_LABEL[status]}</p>
                  {status === 'failed' && change.error && (
                    <p className="text-destructive text-xs" role="alert">
                      {change.error}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 gap-1">
                  {(status === 'pending' || status === 'failed' || status === 'undone') && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="h-7 px-2"
                      onClick={() => onAccept([change.id])}
                      aria-label={`Accept: ${label}`}
                    >
                      <Check />
                      {status === 'undone' ? 'Redo' : 'Accept'}
                    </Button>
                  )}
                  {(status === 'pending' || status === 'failed' || status === 'accepted') && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-7 px-2"
                      onClick={() => onUndo([change.id])}
                      aria-label={`Undo: ${label}`}
                    >
                      <Undo2 />
                      Undo
                    </Button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {changes.length > 1 && (acceptable.length > 0 || undoable.length > 0) && (
        <div className="flex flex-wrap gap-2 pt-1">
          {acceptable.length > 0 && (
            <Button size="sm" className="h-7" onClick={() => onAccept(acceptable)}>
              <Check />
              Accept all
            </Button>
          )}
          {undoable.length > 0 && (
            <Button size="sm" variant="outline" className="h-7" onClick={() => onUndo(undoable)}>
              <Undo2 />
              Undo all
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
