/**
 * One step of the list: its place, name and type, its last test status; buttons to move it, test up to
 * it and remove it; expanded, its name, settings (ParameterForm) and the output of its last test
 * (DataInspector). Alt+↑ / Alt+↓ on the card moves it; it can also be dragged by its handle.
 */
import { countOf } from '@common/plural';
import type { NodeCatalogueEntry, RunStepView } from '@common/schemas/workflows';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import {
  AlertTriangle,
  ArrowDown,
  ArrowUp,
  CheckCircle2,
  ChevronDown,
  CircleDashed,
  GripVertical,
  Loader2,
  Pause,
  Play,
  Trash2,
  XCircle,
} from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { NodeProblem, NodeRunState } from '@/features/workflows';
import {
  DataInspector,
  DocumentEditRefused,
  type ExpressionContext,
  optionalNote,
  ParameterForm,
  renameNode,
  setParameters,
  stepItems,
  truncationNote,
} from '@/features/workflows';
import { cn } from '@/lib/cn';

export const STEP_DRAG_MIME = 'application/x-aiz-step';

export interface StepCardProps {
  document: WorkflowDocument;
  node: WorkflowNode;
  index: number;
  entry: NodeCatalogueEntry | undefined;
  problems: readonly NodeProblem[] | undefined;
  run: NodeRunState | undefined;
  step: RunStepView | undefined;
  context: ExpressionContext | undefined;
  expanded: boolean;
  readOnly: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  running: boolean;
  onToggle(): void;
  onChange(next: WorkflowDocument, options?: { coalesce?: string }): void;
  onMove(to: number): void;
  onRemove(): void;
  onTest(): void;
  /** A step dragged onto this one: put it here. */
  onDropStep(from: number): void;
}

function StatusIcon({ run }: { run: NodeRunState | undefined }) {
  if (!run) return <CircleDashed className="size-4 text-muted-foreground" aria-hidden="true" />;
  if (run.status === 'running')
    return <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />;
  if (run.status === 'succeeded')
    return <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />;
  if (run.status === 'waiting')
    return <Pause className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />;
  return <XCircle className="size-4 text-destructive" aria-hidden="true" />;
}

const STATUS_TEXT: Record<NodeRunState['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  waiting: 'Waiting',
};

function statusLine(run: NodeRunState | undefined): string {
  if (!run) return 'Not tested yet';
  const parts = [STATUS_TEXT[run.status]];
  if (run.status !== 'running') parts.push(countOf(run.items, 'item'));
  if (run.durationMs !== null) parts.push(`${run.durationMs} ms`);
  if (run.pinned) parts.push('pinned');
  return parts.join(' · ');
}

function NameField({
  document,
  node,
  readOnly,
  onChange,
}: Pick<StepCardProps, 'document' | 'node' | 'readOnly' | 'onChange'>) {
  const id = useId();
  const [name, setName] = useState(node.name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setName(node.name), [node.name]);
  const commit = () => {
    if (name.trim() === node.name) return setName(node.name);
    try {
      onChange(renameNode(document, node.id, name));
      setError(null);
    } catch (err) {
      setError(err instanceof DocumentEditRefused ? err.message : 'That name cannot be used.');
    }
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Step name</Label>
      <Input
        id={id}
        value={name}
        readOnly={readOnly}
        maxLength={128}
        onChange={(e) => setName(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

function StepOutput({ step, name }: { step: RunStepView | undefined; name: string }) {
  if (!step) {
    return <p className="text-muted-foreground text-sm">Test this step to see what it puts out.</p>;
  }
  if (step.error) {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive text-sm"
      >
        {step.error.message}
      </p>
    );
  }
  return (
    <DataInspector
      title={`Output of ${name}`}
      items={stepItems(step.output)}
      {...optionalNote(truncationNote(step.output))}
    />
  );
}

export function StepCard(props: StepCardProps) {
  const { node, index, entry, problems, run, expanded, readOnly, running } = props;
  const bodyId = useId();
  const [dropping, setDropping] = useState(false);
  const title = entry?.displayName ?? node.type;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly || !event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' && props.canMoveUp) {
      event.preventDefault();
      props.onMove(index - 1);
    } else if (event.key === 'ArrowDown' && props.canMoveDown) {
      event.preventDefault();
      props.onMove(index + 1);
    }
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    setDropping(false);
    const from = event.dataTransfer.getData(STEP_DRAG_MIME);
    if (from === '') return;
    event.preventDefault();
    props.onDropStep(Number(from));
  };

  return (
    <article
      // Focusable so Alt+↑/↓ can move it; the buttons inside keep their own focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card is the target of the move shortcuts
      tabIndex={0}
      aria-label={`Step ${index + 1}: ${node.name}`}
      aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowUp Alt+ArrowDown'}
      data-testid="step-card"
      data-step-name={node.name}
      onKeyDown={onKeyDown}
      onDragOver={(e) => {
        if (readOnly || !e.dataTransfer.types.includes(STEP_DRAG_MIME)) return;
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-xl border border-border bg-card text-card-foreground shadow-sm outline-none transition-shadow',
        'focus-visible:ring-2 focus-visible:ring-ring',
        dropping && 'ring-2 ring-primary',
        node.disabled && 'opacity-70',
      )}
    >
      <div className="flex items-center gap-2 p-3">
        {!readOnly && (
          <span
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(STEP_DRAG_MIME, String(index));
              e.dataTransfer.effectAllowed = 'move';
            }}
            className="cursor-grab text-muted-foreground active:cursor-grabbing max-sm:hidden"
            title="Drag to reorder (or Alt+↑ / Alt+↓)"
            aria-hidden="true"
          >
            <GripVertical className="size-4" />
          </span>
        )}
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-xs tabular-nums">
          {index + 1}
        </span>
        <button
          type="button"
          onClick={props.onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{node.name}</span>
            <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
              <StatusIcon run={run} />
              <span className="truncate" data-testid="step-status">
                {title} · {statusLine(run)}
              </span>
            </span>
          </span>
          {problems && problems.length > 0 && (
            <AlertTriangle
              className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
              aria-label={countOf(problems.length, 'problem')}
            />
          )}
          <ChevronDown
            className={cn(
              'size-4 shrink-0 text-muted-foreground transition-transform',
              expanded && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
        {!readOnly && (
          <div className="flex shrink-0 items-center">
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={`Move ${node.name} up`}
              disabled={!props.canMoveUp}
              onClick={() => props.onMove(index - 1)}
            >
              <ArrowUp />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={`Move ${node.name} down`}
              disabled={!props.canMoveDown}
              onClick={() => props.onMove(index + 1)}
            >
              <ArrowDown />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={`Test up to ${node.name}`}
              disabled={running}
              onClick={props.onTest}
            >
              <Play />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-8 text-muted-foreground hover:text-destructive"
              aria-label={`Remove ${node.name}`}
              onClick={props.onRemove}
            >
              <Trash2 />
            </Button>
          </div>
        )}
      </div>
      {expanded && (
        <div id={bodyId} className="grid gap-4 border-border border-t p-4">
          {run?.error && (
            <p role="alert" className="text-destructive text-sm">
              {run.error}
            </p>
          )}
          {problems && problems.length > 0 && (
            <ul className="space-y-1 text-amber-700 text-sm dark:text-amber-300" aria-label="Problems">
              {problems.map((p) => (
                <li key={`${p.kind}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          )}
          <NameField {...props} />
          {entry ? (
            <fieldset disabled={readOnly} className="min-w-0">
              <legend className="mb-2 font-medium text-sm">Settings</legend>
              <ParameterForm
                schema={entry.parameters}
                value={node.parameters}
                onChange={(value) =>
                  props.onChange(setParameters(props.document, node.id, value), {
                    coalesce: `params:${node.id}`,
                  })
                }
                {...(props.context ? { context: props.context } : {})}
              />
            </fieldset>
          ) : (
            <p className="text-muted-foreground text-sm">
              The node type "{node.type}" is not in the catalogue; its settings can be edited on the canvas or
              in JSON.
            </p>
          )}
          <StepOutput step={props.step} name={node.name} />
        </div>
      )}
    </article>
  );
}
