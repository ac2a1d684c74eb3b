/**
 * The workflow canvas (React Flow) over one document. Controlled: every edit goes out through
 * `onChange` as a new document (document/operations.ts), selection through `onSelectionChange`.
 * `readOnly` shows a document (previews, run views) without letting anything change. Children render
 * inside the React Flow provider, so toolbars can use `useReactFlow`.
 */
import '@xyflow/react/dist/style.css';
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { NodePosition, WorkflowDocument } from '@common/workflow/document';
import {
  Background,
  type Connection,
  Controls,
  type Edge,
  type EdgeChange,
  type FitViewOptions,
  getNodesBounds,
  getViewportForBounds,
  MiniMap,
  type NodeChange,
  type OnDelete,
  ReactFlow,
  type ReactFlowInstance,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  useStoreApi,
  type Viewport,
} from '@xyflow/react';
import {
  type CSSProperties,
  type DragEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTheme } from '@/lib/theme';
import { connect, moveItems, removeItems, updateStickyNote } from '../document/operations';
import type { NodeProblem } from '../document/validation';
import type { NodeRunState } from '../runs/run-state';
import { type CanvasActions, CanvasActionsContext } from './canvas-actions';
import { GROUP_STYLES, STICKY_MAP_COLOUR, UNKNOWN_STYLE } from './node-style';
import { NODE_TYPE_MIME } from './palette-drag';
import { StickyNoteCard } from './sticky-note-node';
import { type CanvasFlowNode, createFlowMapper, portIndex } from './to-flow';
import { WorkflowNodeCard } from './workflow-node';

export type ChangeOptions = { coalesce?: string };

export interface WorkflowCanvasProps {
  document: WorkflowDocument;
  catalogue: readonly NodeCatalogueEntry[];
  readOnly?: boolean;
  runs?: Readonly<Record<string, NodeRunState>>;
  problems?: ReadonlyMap<string, NodeProblem[]>;
  selection?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  onChange?: (next: WorkflowDocument, options?: ChangeOptions) => void;
  /** A node type dropped from the palette, at a point of the flow. */
  onDropNodeType?: (type: string, position: NodePosition) => void;
  onNodeOpen?: (id: string) => void;
  showMinimap?: boolean;
  /** What the view fits on open and whenever the canvas changes size until the person moves it (a side
   * panel laying out, a window resized): by default the whole graph. */
  fitViewOptions?: FitViewOptions<CanvasFlowNode>;
  /** The React Flow instance, for callers outside the canvas (zoom to fit, where the view's centre is). */
  onInit?: (instance: ReactFlowInstance<CanvasFlowNode, Edge>) => void;
  children?: ReactNode;
  className?: string;
}

const nodeTypes = { workflow: WorkflowNodeCard, sticky: StickyNoteCard };
const EMPTY_RUNS: Record<string, NodeRunState> = {};
const NO_PROBLEMS = new Map<string, NodeProblem[]>();
const NO_SELECTION = new Set<string>();
const noop = () => {};
/** The whole graph, at most at 100% and at least at 25%. */
export const FIT_WHOLE_GRAPH: FitViewOptions<CanvasFlowNode> = { maxZoom: 1, minZoom: 0.25, padding: 0.2 };
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 2;

type Size = { width: number; height: number };

/**
 * The view `fitView` would settle on, for a canvas of this size, so the first frame already shows it:
 * React Flow fits only once its pane has been measured, a frame after the nodes were first drawn where the
 * default view (100%) put them, and with many nodes it draws only those in view.
 */
function fittedViewport(
  nodes: readonly CanvasFlowNode[],
  size: Size,
  options: FitViewOptions<CanvasFlowNode>,
): Viewport | undefined {
  const only = options.nodes ? new Set(options.nodes.map((n) => n.id)) : null;
  const fit = only ? nodes.filter((n) => only.has(n.id)) : nodes;
  if (size.width <= 0 || size.height <= 0 || fit.length === 0) return undefined;
  return getViewportForBounds(
    getNodesBounds([...fit]),
    size.width,
    size.height,
    options.minZoom ?? MIN_ZOOM,
    options.maxZoom ?? MAX_ZOOM,
    options.padding ?? 0.1,
  );
}

function CanvasInner(props: WorkflowCanvasProps & { size: Size }) {
  const {
    document,
    catalogue,
    readOnly = false,
    runs = EMPTY_RUNS,
    problems = NO_PROBLEMS,
    selection = NO_SELECTION,
    onSelectionChange = noop,
    onChange = noop,
    onDropNodeType,
    onNodeOpen,
    showMinimap = true,
    fitViewOptions = FIT_WHOLE_GRAPH,
    onInit,
    children,
    size,
  } = props;
  const theme = useTheme();
  const flow = useReactFlow();
  // The mini map comes just after the canvas's first paint: it draws every node again (300 on a large
  // graph), a fifth of the first render's time (bench/canvas.ts), and nobody reads it before the canvas.
  const [minimapShown, setMinimapShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMinimapShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const docRef = useRef(document);
  docRef.current = document;
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const dragCount = useRef(0);
  const measuredRef = useRef(new Map<string, { width: number; height: number }>());
  const [measureTick, setMeasureTick] = useState(0);
  const mapper = useMemo(() => createFlowMapper(), []);
  const types = useMemo(() => new Map(catalogue.map((t) => [t.type, t])), [catalogue]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measureTick stands for the measured map's changes
  const { nodes, edges } = useMemo(
    () =>
      mapper({
        doc: document,
        types,
        runs,
        problems,
        selected: selection,
        readOnly,
        measured: measuredRef.current,
      }),
    [mapper, document, types, runs, problems, selection, readOnly, measureTick],
  );

  const [defaultViewport] = useState(() => fittedViewport(nodes, size, fitViewOptions));

  const changeSelection = useCallback(
    (changes: (NodeChange<CanvasFlowNode> | EdgeChange<Edge>)[]) => {
      const select = changes.filter((c) => c.type === 'select');
      if (select.length === 0) return;
      const next = new Set(selectionRef.current);
      for (const c of select) {
        if (c.selected) next.add(c.id);
        else next.delete(c.id);
      }
      selectionRef.current = next;
      onSelectionChange(next);
    },
    [onSelectionChange],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasFlowNode>[]) => {
      const positions = new Map<string, NodePosition>();
      let measuredChanged = false;
      let doc = docRef.current;
      for (const change of changes) {
        if (change.type === 'position' && change.position && !readOnly) {
          positions.set(change.id, [Math.round(change.position.x), Math.round(change.position.y)]);
        } else if (change.type === 'dimensions' && change.dimensions) {
          const { width, height } = change.dimensions;
          const old = measuredRef.current.get(change.id);
          if (!old || old.width !== width || old.height !== height) {
            measuredRef.current.set(change.id, { width, height });
            measuredChanged = true;
          }
          if (change.resizing && !readOnly) {
            doc = updateStickyNote(doc, change.id, { width: Math.round(width), height: Math.round(height) });
          }
        }
      }
      doc = moveItems(doc, positions);
      if (doc !== docRef.current) onChange(doc, { coalesce: `drag-${dragCount.current}` });
      if (measuredChanged) setMeasureTick((t) => t + 1);
      changeSelection(changes);
    },
    [onChange, readOnly, changeSelection],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<Edge>[]) => changeSelection(changes),
    [changeSelection],
  );

  const onConnect = useCallback(
    (c: Connection) => {
      if (readOnly) return;
      const next = connect(docRef.current, {
        source: c.source,
        sourceOutput: portIndex(c.sourceHandle),
        target: c.target,
        targetInput: portIndex(c.targetHandle),
      });
      if (next !== docRef.current) onChange(next);
    },
    [onChange, readOnly],
  );

  const onDelete: OnDelete<CanvasFlowNode, Edge> = useCallback(
    ({ nodes: gone, edges: goneEdges }) => {
      if (readOnly) return;
      const next = removeItems(docRef.current, [...gone.map((n) => n.id), ...goneEdges.map((e) => e.id)]);
      if (next !== docRef.current) onChange(next);
      onSelectionChange(new Set());
    },
    [onChange, onSelectionChange, readOnly],
  );

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(NODE_TYPE_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(NODE_TYPE_MIME);
      if (!type || readOnly || !onDropNodeType) return;
      event.preventDefault();
      const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      onDropNodeType(type, [Math.round(at.x - 110), Math.round(at.y - 36)]);
    },
    [flow, onDropNodeType, readOnly],
  );

  // Each node in its catalogue group's colour (the palette's and the cards'), for the theme shown.
  const miniMapColour = useCallback(
    (node: CanvasFlowNode) => {
      const mode = theme === 'dark' ? 'dark' : 'light';
      if (node.type === 'sticky') return STICKY_MAP_COLOUR[mode];
      const entry = node.data.entry;
      return (entry ? GROUP_STYLES[entry.group] : UNKNOWN_STYLE).map[mode];
    },
    [theme],
  );

  // Fit again when the pane changes size (a side panel taking its width after the first fit, a rotated
  // phone) until the person does anything on the page (a click, a key, a wheel): after that the view is
  // theirs, and a panel they open does not move it.
  const paneWidth = useStore((s) => s.width);
  const paneHeight = useStore((s) => s.height);
  const personActed = useRef(false);
  const fitRef = useRef(fitViewOptions);
  fitRef.current = fitViewOptions;
  useEffect(() => {
    const acted = () => {
      personActed.current = true;
    };
    const events = ['pointerdown', 'keydown', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, acted, { capture: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, acted, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (paneWidth > 0 && paneHeight > 0 && !personActed.current) void flow.fitView(fitRef.current);
  }, [flow, paneWidth, paneHeight]);

  // Parents fit the view through the instance they are given (after a copilot change, to reveal nodes). A
  // hidden canvas (a phone's other tab) has no size: fitting it then would set a NaN viewport, so it waits.
  const store = useStoreApi<CanvasFlowNode, Edge>();
  const onInitSafe = useCallback(
    (instance: ReactFlowInstance<CanvasFlowNode, Edge>) => {
      if (!onInit) return;
      const fitView: typeof instance.fitView = (options) => {
        const { width, height } = store.getState();
        return width > 0 && height > 0 ? instance.fitView(options) : Promise.resolve(false);
      };
      onInit({ ...instance, fitView });
    },
    [onInit, store],
  );

  const actions = useMemo<CanvasActions>(
    () => ({
      readOnly,
      setStickyText: (id, text) => onChange(updateStickyNote(docRef.current, id, { text })),
    }),
    [onChange, readOnly],
  );

  return (
    <CanvasActionsContext.Provider value={actions}>
      <ReactFlow<CanvasFlowNode, Edge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onInit={onInitSafe}
        onDelete={onDelete}
        onNodeDragStart={() => {
          dragCount.current += 1;
        }}
        onNodeDoubleClick={(_, node) => onNodeOpen?.(node.id)}
        onDragOver={onDragOver}
        onDrop={onDrop}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        edgesReconnectable={false}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        multiSelectionKeyCode={['Meta', 'Control', 'Shift']}
        selectionKeyCode="Shift"
        colorMode={theme === 'dark' ? 'dark' : 'light'}
        fitView
        fitViewOptions={fitViewOptions}
        {...(defaultViewport ? { defaultViewport } : {})}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        onlyRenderVisibleElements={document.nodes.length > 150}
        proOptions={{ hideAttribution: true }}
        aria-label="Workflow canvas"
        // The app's own background and borders in both themes, not React Flow's greys.
        style={{ '--xy-background-color': 'var(--color-background)' } as CSSProperties}
      >
        <Background gap={20} />
        <Controls showInteractive={false} position="bottom-left" />
        {showMinimap && minimapShown && (
          <MiniMap<CanvasFlowNode>
            pannable
            zoomable
            position="top-right"
            className="!hidden sm:!block"
            ariaLabel="Mini map"
            nodeColor={miniMapColour}
            nodeStrokeWidth={0}
            nodeBorderRadius={8}
          />
        )}
        {children}
      </ReactFlow>
    </CanvasActionsContext.Provider>
  );
}

export function WorkflowCanvas(props: WorkflowCanvasProps) {
  // The canvas's size is read before React Flow mounts (a layout effect: before the first paint), so that
  // it opens on the fitted view.
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const rect = box.current?.getBoundingClientRect();
    setSize({ width: rect?.width ?? 0, height: rect?.height ?? 0 });
  }, []);
  return (
    <div ref={box} className={props.className ?? 'size-full'} data-testid="workflow-canvas">
      {size && (
        <ReactFlowProvider>
          <CanvasInner {...props} size={size} />
        </ReactFlowProvider>
      )}
    </div>
  );
}
