/**
 * /builder-classic over one saved workflow: the canvas and the copilot's chat side by side (tabs on a
 * phone). Pending changes show on the canvas as a preview (dashed outlines) and hold the canvas still
 * until they are accepted or undone; accepted ones are ordinary edits of the draft (autosave, Ctrl+Z).
 */
import { countOf } from '@common/plural';
import type { WorkflowDetail } from '@common/schemas/workflows';
import type { ReactFlowInstance } from '@xyflow/react';
import { Bot, Maximize, SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  BUILDER_SCREEN_HEIGHT,
  DraftEditorAlerts,
  DraftPublishActions,
  NodeSidePanel,
  SAVE_STATUS_LABEL,
  UndoRedoButtons,
  useDraftEditor,
  useNodeTypes,
  validateDocument,
  WorkflowCanvas,
} from '@/features/workflows';
import { cn } from '@/lib/cn';
import { CopilotChat } from './copilot-chat';
import { highlightStyle } from './highlight-style';
import { useCopilotReview } from './use-copilot-review';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function CopilotEditor({ workflow, title }: { workflow: WorkflowDetail; title: string }) {
  const editor = useDraftEditor(workflow);
  const nodeTypes = useNodeTypes();
  const catalogue = useMemo(() => nodeTypes.data ?? [], [nodeTypes.data]);
  const types = useMemo(() => new Map(catalogue.map((t) => [t.type, t])), [catalogue]);
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const [panelNodeId, setPanelNodeId] = useState<string | null>(null);
  const [view, setView] = useState<'chat' | 'canvas'>('chat');
  const review = useCopilotReview(editor, catalogue, selection);
  const reviewing = review.pending > 0;
  const shown = reviewing ? review.preview.doc : editor.document;
  const problems = useMemo(() => validateDocument(shown, nodeTypes.data), [shown, nodeTypes.data]);
  const flowRef = useRef<ReactFlowInstance | null>(null);
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const { undo, redo } = editor;

  // Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo the draft, outside text fields.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const zoomToFit = useCallback(() => {
    void flowRef.current?.fitView({ maxZoom: 1, minZoom: 0.25, padding: 0.2, duration: 200 });
  }, []);

  // A new preview comes into view.
  const highlighted = review.preview.highlights.size;
  useEffect(() => {
    if (highlighted > 0) setTimeout(zoomToFit, 60);
  }, [highlighted, zoomToFit]);

  // On a phone the canvas was hidden behind the chat tab (nothing measured): fit it once it shows.
  useEffect(() => {
    if (view !== 'canvas') return;
    const timer = setTimeout(zoomToFit, 120);
    return () => clearTimeout(timer);
  }, [view, zoomToFit]);

  const panelNode = reviewing ? undefined : editor.document.nodes.find((n) => n.id === panelNodeId);

  return (
    <div className={cn('flex min-h-[480px] flex-col', BUILDER_SCREEN_HEIGHT)} data-testid="copilot-editor">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-border border-b bg-background px-3 py-2">
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-baseline gap-2">
            <h1 className="shrink-0 font-semibold text-base leading-tight">{title}</h1>
            <span className="truncate text-muted-foreground text-sm" data-testid="workflow-name">
              {workflow.name}
            </span>
          </div>
          <p
            className="text-muted-foreground text-xs"
            role="status"
            data-testid="save-status"
            data-status={editor.status}
          >
            {SAVE_STATUS_LABEL[editor.status]}
          </p>
        </div>
        <div className="flex items-center gap-0.5" role="toolbar" aria-label="Canvas tools">
          <UndoRedoButtons editor={editor} shortcuts />
          <Button
            variant="ghost"
            size="icon"
            onClick={zoomToFit}
            aria-label="Zoom to fit"
            title="Zoom to fit"
          >
            <Maximize />
          </Button>
          <Button asChild variant="outline" size="sm" className="ml-1">
            <Link to={`/builder-advanced?workflow=${encodeURIComponent(workflow.id)}`}>
              <SlidersHorizontal />
              <span className="hidden sm:inline">Open in the canvas editor</span>
              <span className="sm:hidden">Canvas editor</span>
            </Link>
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DraftPublishActions workflow={workflow} editor={editor} />
        </div>
        <div
          className="flex w-full rounded-lg border border-border p-0.5 md:hidden"
          role="tablist"
          aria-label="View"
        >
          {(['chat', 'canvas'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              onClick={() => setView(v)}
              className={cn(
                'flex-1 rounded-md px-3 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === v ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              {v === 'chat' ? `Copilot${review.pending ? ` (${review.pending})` : ''}` : 'Canvas'}
            </button>
          ))}
        </div>
      </div>
      <DraftEditorAlerts editor={editor} className="px-3" />
      <div className="relative flex min-h-0 flex-1">
        <div
          className={cn('relative min-w-0 flex-1', view === 'chat' && 'hidden md:block')}
          data-copilot={scope}
        >
          <style>{highlightStyle(scope, reviewing ? review.preview.highlights : new Map())}</style>
          {reviewing && (
            <p
              className="absolute top-2 left-2 z-10 max-w-[calc(100%-1rem)] rounded-lg border border-primary/40 bg-background/95 px-3 py-1.5 text-xs shadow-sm sm:max-w-sm"
              role="status"
              data-testid="copilot-preview-note"
            >
              Previewing {countOf(review.pending, 'change')} (dashed). Accept or undo them to edit the canvas
              again.
            </p>
          )}
          <WorkflowCanvas
            document={shown}
            catalogue={catalogue}
            readOnly={reviewing}
            problems={problems}
            selection={selection}
            onSelectionChange={setSelection}
            onChange={editor.change}
            onNodeOpen={setPanelNodeId}
            onInit={(instance) => {
              flowRef.current = instance as unknown as ReactFlowInstance;
            }}
          />
          {shown.nodes.length === 0 && (
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6">
              <div className="max-w-xs rounded-xl border border-border border-dashed bg-background/90 p-5 text-center text-sm shadow-sm">
                <Bot className="mx-auto size-5 text-primary" aria-hidden="true" />
                <p className="mt-2 font-medium">This workflow is empty</p>
                <p className="mt-1 text-muted-foreground">
                  Ask the copilot to build it, e.g. “build me a workflow that …”.
                </p>
              </div>
            </div>
          )}
        </div>
        {panelNode && (
          <NodeSidePanel
            key={panelNode.id}
            className="absolute inset-x-0 bottom-0 z-20 h-[60%] rounded-t-2xl border-border border-t shadow-2xl md:static md:h-auto md:w-96 md:shrink-0 md:rounded-none md:border-t-0 md:border-l md:shadow-none"
            document={editor.document}
            node={panelNode}
            entry={types.get(panelNode.type)}
            problems={problems.get(panelNode.id)}
            step={undefined}
            onChange={editor.change}
            onClose={() => setPanelNodeId(null)}
          />
        )}
        <CopilotChat
          className={cn(
            'w-full border-border md:w-96 md:shrink-0 md:border-l',
            view === 'canvas' && 'hidden md:flex',
          )}
          entries={review.entries}
          changes={review.changes}
          document={editor.document}
          busy={review.busy}
          onSend={(m) => void review.send(m)}
          onAccept={review.accept}
          onUndo={review.undo}
        />
      </div>
    </div>
  );
}
