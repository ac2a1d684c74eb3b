/**
 * The canvas editor of /builder-advanced over one saved workflow: palette, canvas, side panel,
 * toolbar, shortcuts, copy/paste, autosave with the revision check, and test runs shown live.
 */
import type { NodeCatalogueEntry, WorkflowDetail } from '@common/schemas/workflows';
import type { NodePosition } from '@common/workflow/document';
import type { Edge, ReactFlowInstance } from '@xyflow/react';
import { X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useNodeTypes } from '../api';
import { BUILDER_SCREEN_HEIGHT } from '../builder-screen';
import { addNode, addStickyNote, moveItems, spotRightOf, startingParametersOf } from '../document/operations';
import { validateDocument } from '../document/validation';
import { DraftEditorAlerts } from '../draft/draft-editor-ui';
import { DraftPublishActions } from '../draft/draft-publish-actions';
import { type DraftEditor, useDraftEditor } from '../draft/use-draft-editor';
import { lastStepOf } from '../runs/run-state';
import { useTestRun } from '../runs/use-test-run';
import { WorkflowTestChat } from '../test-chat/workflow-test-chat';
import { CanvasToolbar } from './canvas-toolbar';
import { autoLayout } from './layout';
import { NodePalette } from './node-palette';
import { NodeSidePanel } from './node-side-panel';
import { ShortcutHelp } from './shortcut-help';
import type { CanvasFlowNode } from './to-flow';
import { useCanvasKeyboard } from './use-canvas-keyboard';
import { WorkflowCanvas } from './workflow-canvas';

export interface CanvasEditorProps {
  workflow: WorkflowDetail;
  title: string;
  /** A draft editor shared with other views of the same document (the unified builder's tabs). */
  editor?: DraftEditor;
  /** Replaces the full-viewport height, e.g. inside a tab. */
  className?: string;
}

export function CanvasEditor({ workflow, title, editor: shared, className }: CanvasEditorProps) {
  const own = useDraftEditor(workflow);
  const editor = shared ?? own;
  const { document, change } = editor;
  const nodeTypes = useNodeTypes();
  const catalogue = nodeTypes.data ?? [];
  const types = useMemo(() => new Map(catalogue.map((t) => [t.type, t])), [catalogue]);
  const problems = useMemo(() => validateDocument(document, nodeTypes.data), [document, nodeTypes.data]);
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [panelNodeId, setPanelNodeId] = useState<string | null>(null);
  const [layingOut, setLayingOut] = useState(false);
  const flowRef = useRef<ReactFlowInstance<CanvasFlowNode, Edge> | null>(null);
  const { run, runState, runError, dismissError, running, test, chat } = useTestRun(
    workflow.id,
    document,
    problems,
    editor,
  );

  const selectedNodes = document.nodes.filter((n) => selection.has(n.id));
  const single = selectedNodes.length === 1 ? selectedNodes[0] : undefined;
  const panelNode = document.nodes.find((n) => n.id === (panelNodeId ?? single?.id));

  // On a phone the panel covers the lower part of the canvas: bring its node up into the part left in view.
  const panelNodeKey = panelNode?.id;
  useEffect(() => {
    const flow = flowRef.current;
    const el = window.document.querySelector('[data-testid="workflow-canvas"]');
    if (!panelNodeKey || !flow || !el || !window.matchMedia('(max-width: 767px)').matches) return;
    const node = flow.getNode(panelNodeKey);
    if (!node) return;
    const { zoom } = flow.getViewport();
    const height = el.getBoundingClientRect().height;
    void flow.setCenter(node.position.x + 110, node.position.y + 36 + (0.3 * height) / zoom, {
      zoom,
      duration: 200,
    });
  }, [panelNodeKey]);

  const onSelectionChange = useCallback((ids: Set<string>) => {
    setSelection(ids);
    if (ids.size !== 1) setPanelNodeId(null);
  }, []);

  const viewCentre = useCallback((): NodePosition => {
    const flow = flowRef.current;
    const el = window.document.querySelector('[data-testid="workflow-canvas"]');
    if (!flow || !el) return [0, 0];
    const box = el.getBoundingClientRect();
    const at = flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    // A little scatter, so nodes added in a row do not pile up exactly.
    const jitter = (document.nodes.length % 5) * 24;
    return [Math.round(at.x - 110 + jitter), Math.round(at.y - 36 + jitter)];
  }, [document.nodes.length]);

  /** Pans (zooming out only if it must) so the nodes are in view, once React Flow has them. */
  const revealNodes = useCallback((ids: string[]) => {
    setTimeout(() => {
      const flow = flowRef.current;
      if (!flow) return;
      const { zoom } = flow.getViewport();
      void flow.fitView({
        nodes: ids.map((id) => ({ id })),
        maxZoom: zoom,
        minZoom: 0.25,
        padding: 0.3,
        duration: 200,
      });
    }, 60);
  }, []);

  const addFromCatalogue = useCallback(
    (entry: NodeCatalogueEntry, position?: NodePosition) => {
      const { doc, node } = addNode(document, {
        type: entry.type,
        typeVersion: entry.version,
        name: entry.displayName,
        position: position ?? (single ? spotRightOf(document, single) : viewCentre()),
        parameters: startingParametersOf(entry),
      });
      change(doc);
      setSelection(new Set([node.id]));
      setPanelNodeId(node.id);
      setPaletteOpen(false);
      if (!position) revealNodes([...(single ? [single.id] : []), node.id]);
    },
    [document, change, viewCentre, single, revealNodes],
  );

  const addSticky = useCallback(() => {
    const { doc, note } = addStickyNote(document, viewCentre());
    change(doc);
    setSelection(new Set([note.id]));
  }, [document, change, viewCentre]);

  const zoomToFit = useCallback(() => {
    void flowRef.current?.fitView({ maxZoom: 1, minZoom: 0.25, padding: 0.2, duration: 200 });
  }, []);

  // The test chat covers the canvas's right side (its lower part on a phone): bring the nodes into the rest.
  useEffect(() => {
    if (!chat.open) return;
    const phone = window.matchMedia('(max-width: 767px)').matches;
    void flowRef.current?.fitView({
      maxZoom: 1,
      minZoom: 0.25,
      padding: phone
        ? { top: '24px', bottom: '72%', left: '16px', right: '16px' }
        : { top: '32px', bottom: '32px', left: '32px', right: '416px' },
      duration: 200,
    });
  }, [chat.open]);

  // Fit the view once the laid-out document has reached React Flow: its store takes the new nodes in an
  // effect of the canvas below, which runs before this editor's effects. Fitting on the next animation
  // frame instead could measure the old positions on a busy machine and leave nodes out of view.
  const fitAfterLayout = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new document has been committed
  useEffect(() => {
    if (!fitAfterLayout.current) return;
    fitAfterLayout.current = false;
    zoomToFit();
  }, [document, zoomToFit]);

  const tidyUp = useCallback(async () => {
    setLayingOut(true);
    try {
      const positions = await autoLayout(document);
      const laidOut = moveItems(document, positions);
      if (laidOut === document) zoomToFit();
      else {
        fitAfterLayout.current = true;
        change(laidOut);
      }
    } catch {
      toast({ title: 'The layout could not be computed', variant: 'destructive' });
    } finally {
      setLayingOut(false);
    }
  }, [document, change, zoomToFit]);

  useCanvasKeyboard({
    document,
    selection,
    change,
    undo: editor.undo,
    redo: editor.redo,
    setSelection,
    openPalette: () => setPaletteOpen(true),
    addSticky,
    tidyUp: () => void tidyUp(),
    zoomToFit,
    test: () => void test(),
    save: () => void editor.flush(),
    help: () => setHelpOpen(true),
    close: () => {
      if (panelNode) setPanelNodeId(null);
      setSelection(new Set());
    },
    pasteAt: viewCentre,
  });

  const palette = (autoFocus: boolean) => (
    <NodePalette
      catalogue={nodeTypes.data}
      isLoading={nodeTypes.isLoading}
      error={nodeTypes.error ? 'The node types could not be loaded.' : null}
      onAdd={(entry) => addFromCatalogue(entry)}
      autoFocus={autoFocus}
      className="h-full"
    />
  );

  return (
    <div
      className={cn('flex min-h-[480px] flex-col', className ?? BUILDER_SCREEN_HEIGHT)}
      data-testid="canvas-editor"
    >
      <CanvasToolbar
        title={title}
        workflowName={workflow.name}
        saveStatus={editor.status}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        running={running}
        selectedNodeName={single?.name ?? null}
        layingOut={layingOut}
        onOpenPalette={() => setPaletteOpen(true)}
        onAddSticky={addSticky}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onAutoLayout={() => void tidyUp()}
        onZoomToFit={zoomToFit}
        onHelp={() => setHelpOpen(true)}
        onTest={() => void test()}
        onRunToSelected={() => single && void test(single.id)}
        publish={<DraftPublishActions workflow={workflow} editor={editor} />}
      />
      <DraftEditorAlerts editor={editor} className="px-3" />
      {runError && (
        <div
          role="alert"
          className="flex items-start gap-2 border-destructive/40 border-b bg-destructive/10 px-3 py-2 text-sm"
          data-testid="run-error"
        >
          <span className="flex-1 text-destructive">{runError}</span>
          <Button size="icon" variant="ghost" className="size-6" onClick={dismissError} aria-label="Dismiss">
            <X />
          </Button>
        </div>
      )}
      <div className="relative flex min-h-0 flex-1">
        <aside
          className="hidden w-64 shrink-0 border-border border-r bg-card lg:block"
          aria-label="Node palette"
        >
          {palette(false)}
        </aside>
        <div className="relative min-w-0 flex-1">
          {/* The cards show each node's catalogue entry (icon, type name, handles, problems): drawn before
              it arrives, every node would read "unknown type" for a moment and be drawn twice. */}
          {nodeTypes.isLoading ? (
            <div
              className="flex size-full items-center justify-center"
              role="status"
              aria-label="Loading the canvas"
            >
              <Spinner />
            </div>
          ) : (
            <WorkflowCanvas
              document={document}
              catalogue={catalogue}
              runs={runState.nodes}
              problems={problems}
              selection={selection}
              onSelectionChange={onSelectionChange}
              onChange={change}
              onDropNodeType={(type, position) => {
                const entry = types.get(type);
                if (entry) addFromCatalogue(entry, position);
              }}
              onNodeOpen={setPanelNodeId}
              onInit={(instance) => {
                flowRef.current = instance;
              }}
            />
          )}
          {chat.open && chat.trigger && (
            <WorkflowTestChat
              triggerName={chat.trigger.name}
              initialMessages={String(chat.trigger.parameters.initialMessages ?? '')}
              send={chat.send}
              onClose={() => chat.setOpen(false)}
              className={cn(
                'absolute inset-x-0 bottom-0 z-20 h-[70%] rounded-t-2xl border-border border-t shadow-2xl',
                // Above the assistant's floating button, which sits at the screen's bottom right.
                'md:inset-x-auto md:right-3 md:bottom-20 md:h-[min(34rem,calc(100%-6rem))] md:w-96 md:rounded-2xl md:border',
              )}
            />
          )}
          {document.nodes.length === 0 && (document.stickyNotes?.length ?? 0) === 0 && (
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6">
              <div className="pointer-events-auto max-w-sm rounded-xl border border-border border-dashed bg-background/90 p-6 text-center shadow-sm">
                <p className="font-medium">This workflow is empty</p>
                <p className="mt-1 text-muted-foreground text-sm">
                  Drag a node from the palette, press N to search for one, or paste n8n JSON with Ctrl+V.
                </p>
                <Button className="mt-4" size="sm" onClick={() => setPaletteOpen(true)}>
                  Add the first node
                </Button>
              </div>
            </div>
          )}
        </div>
        {panelNode && (
          <NodeSidePanel
            key={panelNode.id}
            className={cn(
              'absolute inset-x-0 bottom-0 z-10 h-[60%] rounded-t-2xl border-border border-t shadow-2xl',
              'md:static md:h-auto md:w-96 md:shrink-0 md:rounded-none md:border-t-0 md:border-l md:shadow-none',
            )}
            document={document}
            node={panelNode}
            entry={types.get(panelNode.type)}
            problems={problems.get(panelNode.id)}
            step={lastStepOf(run, panelNode.id)}
            run={run}
            workflowId={workflow.id}
            onVersionRestored={() => void editor.reload()}
            onChange={change}
            onClose={() => {
              setPanelNodeId(null);
              setSelection(new Set());
            }}
          />
        )}
      </div>
      <Dialog open={paletteOpen} onOpenChange={setPaletteOpen}>
        <DialogContent className="flex flex-col top-auto bottom-0 h-[75dvh] max-w-lg translate-y-0 gap-0 rounded-b-none p-0 sm:top-1/2 sm:bottom-auto sm:h-[70dvh] sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="px-4 pt-4">
            <DialogTitle>Add a node</DialogTitle>
            <DialogDescription>Search, then press Enter or pick one.</DialogDescription>
          </div>
          <div className="min-h-0 flex-1">{palette(true)}</div>
        </DialogContent>
      </Dialog>
      <ShortcutHelp open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
