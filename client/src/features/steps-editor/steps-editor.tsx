/**
 * The linear steps editor (issue 10 item 4): a workflow as a vertical list of steps, trigger first.
 * Add a step between any two, reorder (drag, or Alt+↑/↓), remove, expand to edit, test a step or the
 * whole workflow. It edits through a `DraftEditor` it is given (autosave with the revision check), so
 * /builder-legacy and the unified builder's Steps tab share one code path. A workflow with branches is
 * shown read-only with a link to the canvas.
 */
import type { NodeCatalogueEntry, WorkflowDetail } from '@common/schemas/workflows';
import { GitBranch, Loader2, Play, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { DraftEditor, ExpressionContext } from '@/features/workflows';
import {
  DraftEditorAlerts,
  DraftPublishActions,
  lastStepOf,
  NodePalette,
  SAVE_STATUS_LABEL,
  UndoRedoButtons,
  useNodeTypes,
  useTestRun,
  validateDocument,
  WorkflowTestChat,
} from '@/features/workflows';
import { cn } from '@/lib/cn';
import { StepCard } from './step-card';
import {
  allowedAt,
  BRANCHES_MESSAGE,
  canMoveStep,
  catalogueMap,
  insertStep,
  isTrigger,
  linearOrder,
  moveStep,
  removeStep,
} from './steps';

export interface StepsEditorProps {
  workflow: WorkflowDetail;
  editor: DraftEditor;
  /** Shown at the start of the toolbar (the page's heading, or nothing inside the unified builder). */
  heading?: ReactNode;
  className?: string;
}

function AddStepButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <div className="relative flex justify-center py-1">
      <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-border" />
      <Button
        size="sm"
        variant="outline"
        className="relative h-7 rounded-full bg-background px-2.5 text-xs"
        aria-label={label}
        title={label}
        onClick={onClick}
      >
        <Plus aria-hidden="true" /> <span className="max-sm:sr-only">Add step</span>
      </Button>
    </div>
  );
}

const itemsOf = (step: ReturnType<typeof lastStepOf>): Array<{ json: unknown }> =>
  step && Array.isArray(step.output) ? ((step.output[0] ?? []) as Array<{ json: unknown }>) : [];

export function StepsEditor({ workflow, editor, heading, className }: StepsEditorProps) {
  const { document, change } = editor;
  const nodeTypes = useNodeTypes();
  const catalogue = nodeTypes.data ?? [];
  const types = useMemo(() => catalogueMap(catalogue), [catalogue]);
  const shape = useMemo(() => linearOrder(document, types), [document, types]);
  const problems = useMemo(() => validateDocument(document, nodeTypes.data), [document, nodeTypes.data]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [addingAt, setAddingAt] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const testRun = useTestRun(workflow.id, document, problems, editor);
  const { run, runState, runError, test, chat } = testRun;
  const byId = useMemo(() => new Map(document.nodes.map((n) => [n.id, n])), [document.nodes]);

  const order = shape.linear ? shape.order : [];
  const readOnly = !shape.linear;

  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = (entry: NodeCatalogueEntry) => {
    if (addingAt === null) return;
    const { doc, node } = insertStep(document, order, addingAt, {
      type: entry.type,
      typeVersion: entry.version,
      name: entry.displayName,
    });
    change(doc);
    setExpanded((s) => new Set(s).add(node.id));
    setAddingAt(null);
    setAnnounce(`Added ${node.name} as step ${addingAt + 1}.`);
  };

  const move = (from: number, to: number) => {
    const next = moveStep(document, types, order, from, to);
    if (!next) return;
    change(next);
    const name = byId.get(order[from] ?? '')?.name ?? 'The step';
    setAnnounce(`${name} is now step ${to + 1}.`);
    // Keep the focus on the moved card.
    requestAnimationFrame(() => {
      const card = window.document.querySelector<HTMLElement>(
        `[data-testid="step-card"][data-step-name="${CSS.escape(name)}"]`,
      );
      card?.focus();
    });
  };

  const remove = (index: number) => {
    const name = byId.get(order[index] ?? '')?.name;
    change(removeStep(document, order, index));
    setAnnounce(`Removed ${name}. Undo with the Undo button.`);
  };

  /** What the expressions of step `index` can read: the steps before it and their last outputs. */
  const contextOf = (index: number): ExpressionContext | undefined => {
    const before = order
      .slice(0, index)
      .map((id) => byId.get(id))
      .filter((n) => n !== undefined);
    if (before.length === 0) return undefined;
    const previous = before[before.length - 1];
    return {
      items: itemsOf(previous ? lastStepOf(run, previous.id) : undefined),
      nodes: before.map((n) => n.name),
      nodeOutputs: Object.fromEntries(before.map((n) => [n.name, itemsOf(lastStepOf(run, n.id))])),
    };
  };

  const listed = shape.linear
    ? order.map((id) => byId.get(id)).filter((n) => n !== undefined)
    : document.nodes;
  const firstIsTrigger = listed[0] ? isTrigger(types, listed[0]) : false;
  const palette = addingAt === null ? [] : allowedAt(document, catalogue, order, addingAt);
  const running = testRun.running || runState.status === 'running';

  return (
    <div className={className} data-testid="steps-editor">
      <div className="flex flex-wrap items-center gap-2 border-border border-b bg-background/80 px-4 py-2 backdrop-blur">
        <div className="min-w-0 flex-1">
          {heading}
          <p className="truncate text-muted-foreground text-xs">
            <span className="font-medium text-foreground">{workflow.name}</span> ·{' '}
            <span data-testid="save-status" role="status">
              {SAVE_STATUS_LABEL[editor.status]}
            </span>
          </p>
        </div>
        <UndoRedoButtons editor={editor} />
        <Button
          size="sm"
          onClick={() => void test()}
          disabled={readOnly || running || document.nodes.length === 0}
        >
          {running ? <Loader2 className="animate-spin" /> : <Play />} Test workflow
        </Button>
        <DraftPublishActions workflow={workflow} editor={editor} />
      </div>
      <DraftEditorAlerts editor={editor} />
      {runError && (
        <div
          role="alert"
          data-testid="run-error"
          className="border-destructive/40 border-b bg-destructive/10 px-4 py-2 text-destructive text-sm"
        >
          {runError}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        {!shape.linear && (
          <div
            role="alert"
            className="mb-6 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
            data-testid="branches-message"
          >
            <p className="flex items-center gap-2 font-medium">
              <GitBranch className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
              {BRANCHES_MESSAGE}
            </p>
            <p className="mt-1 text-muted-foreground">{shape.reason} The steps below are read-only here.</p>
            <Button asChild size="sm" className="mt-3">
              <Link to={`/builder-advanced?workflow=${encodeURIComponent(workflow.id)}`}>
                Open on the canvas
              </Link>
            </Button>
          </div>
        )}
        {nodeTypes.isLoading ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading the node types…
          </p>
        ) : nodeTypes.error ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">The node types could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void nodeTypes.refetch()}>
              Try again
            </Button>
          </div>
        ) : listed.length === 0 ? (
          <div className="rounded-xl border border-border border-dashed p-8 text-center">
            <p className="font-medium">No steps yet</p>
            <p className="mt-1 text-muted-foreground text-sm">
              Start with a trigger: what makes this workflow run.
            </p>
            <Button className="mt-4" size="sm" onClick={() => setAddingAt(0)}>
              <Plus /> Add a trigger
            </Button>
          </div>
        ) : (
          <>
            {shape.linear && !firstIsTrigger && (
              <AddStepButton label="Add a trigger before the first step" onClick={() => setAddingAt(0)} />
            )}
            <ol aria-label="Steps" className="grid grid-cols-1">
              {listed.map((node, index) => (
                <li key={node.id}>
                  <StepCard
                    document={document}
                    node={node}
                    index={index}
                    entry={types.get(node.type) as NodeCatalogueEntry | undefined}
                    problems={problems.get(node.id)}
                    run={runState.nodes[node.id]}
                    step={lastStepOf(run, node.id)}
                    context={contextOf(index)}
                    expanded={expanded.has(node.id)}
                    readOnly={readOnly}
                    canMoveUp={!readOnly && canMoveStep(document, types, order, index, index - 1)}
                    canMoveDown={!readOnly && canMoveStep(document, types, order, index, index + 1)}
                    running={running}
                    onToggle={() => toggle(node.id)}
                    onChange={change}
                    onMove={(to) => move(index, to)}
                    onRemove={() => remove(index)}
                    onTest={() => void test(node.id)}
                    onDropStep={(from) => move(from, index)}
                  />
                  {!readOnly && (
                    <AddStepButton
                      label={
                        index === listed.length - 1
                          ? `Add a step after ${node.name}`
                          : `Add a step between ${node.name} and ${listed[index + 1]?.name}`
                      }
                      onClick={() => setAddingAt(index + 1)}
                    />
                  )}
                </li>
              ))}
            </ol>
            {!readOnly && listed.length > 1 && (
              <p className="mt-4 text-center text-muted-foreground text-xs max-sm:hidden">
                Focus a step and press Alt+↑ or Alt+↓ to move it, or drag it by its handle.
              </p>
            )}
          </>
        )}
      </div>
      <Dialog open={addingAt !== null} onOpenChange={(open) => !open && setAddingAt(null)}>
        <DialogContent className="top-auto bottom-0 flex h-[75dvh] max-w-lg translate-y-0 flex-col gap-0 rounded-b-none p-0 sm:top-1/2 sm:bottom-auto sm:h-[70dvh] sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="px-4 pt-4">
            <DialogTitle>{addingAt === 0 && !firstIsTrigger ? 'Add a trigger' : 'Add a step'}</DialogTitle>
            <DialogDescription>
              {addingAt === null
                ? ''
                : `It goes in as step ${addingAt + 1}. Search, then press Enter or pick one.`}
            </DialogDescription>
          </div>
          <div className="min-h-0 flex-1">
            <NodePalette
              catalogue={palette}
              isLoading={false}
              error={null}
              onAdd={add}
              autoFocus
              className="h-full"
            />
          </div>
        </DialogContent>
      </Dialog>
      {chat.open && chat.trigger && (
        <WorkflowTestChat
          triggerName={chat.trigger.name}
          initialMessages={String(chat.trigger.parameters.initialMessages ?? '')}
          send={chat.send}
          onClose={() => chat.setOpen(false)}
          className={cn(
            'fixed inset-x-0 bottom-0 z-30 h-[70dvh] rounded-t-2xl border-border border-t shadow-2xl',
            // Above the assistant's floating button, which sits at the screen's bottom right.
            'md:inset-x-auto md:right-4 md:bottom-24 md:h-[min(34rem,calc(100dvh-10rem))] md:w-96 md:rounded-2xl md:border',
          )}
        />
      )}
    </div>
  );
}
