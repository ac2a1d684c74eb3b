/** One node on the canvas: icon by group, name, type, run badge, problems marker and its handles. */
import { countOf } from '@common/plural';
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { WorkflowNode } from '@common/workflow/document';
import {
  Handle,
  type Node,
  type NodeHandle,
  type NodeProps,
  Position,
  type ReactFlowState,
  useStore,
  useUpdateNodeInternals,
} from '@xyflow/react';
import { AlertTriangle, CheckCircle2, Loader2, PauseCircle, Pin, XCircle } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { NodeProblem } from '../document/validation';
import type { NodeRunState } from '../runs/run-state';
import { useCanvasActions } from './canvas-actions';
import { GROUP_STYLES, UNKNOWN_STYLE } from './node-style';

export type WorkflowNodeData = {
  node: WorkflowNode;
  entry: NodeCatalogueEntry | undefined;
  run: NodeRunState | undefined;
  problems: readonly NodeProblem[] | undefined;
  pinned: boolean;
};
export type WorkflowFlowNode = Node<WorkflowNodeData, 'workflow'>;

/** A card's size without a run badge (220 px wide; 10 px padding, a 36 px icon tile and two 1 px borders). */
export const NODE_SIZE = { width: 220, height: 58 } as const;

/** A node type's input count and output labels (one input and one output while its type is unknown). */
export function nodePorts(entry: NodeCatalogueEntry | undefined): {
  inputs: number;
  outputs: readonly string[];
} {
  return {
    inputs: entry ? (entry.inputs === 'all-required' ? 2 : entry.inputs) : 1,
    outputs: entry?.outputs ?? ['output'],
  };
}

const HANDLE_PX = 12;
const BORDER_PX = 1;
/** The handle's top, spread evenly down the card's side. */
const handleTop = (i: number, count: number) => `${((i + 1) / (count + 1)) * 100}%`;

/**
 * Where the card's handles are, relative to the card, for a card of this size: what React Flow would
 * measure in the page (each 12 px handle centred on the inner edge of the 1 px border, `handleTop` down the
 * side). Given to React Flow with the node, edges are drawn in the first frame with the nodes instead of
 * one render later, after every handle has been measured.
 */
export function cardHandles(
  ports: { inputs: number; outputs: readonly string[] },
  size: { width: number; height: number },
): NodeHandle[] {
  const inner = size.height - 2 * BORDER_PX;
  const y = (i: number, count: number) => BORDER_PX + ((i + 1) / (count + 1)) * inner - HANDLE_PX / 2;
  const base = { width: HANDLE_PX, height: HANDLE_PX };
  return [
    ...Array.from({ length: ports.inputs }, (_, i) => ({
      ...base,
      id: `in-${i}`,
      type: 'target' as const,
      position: Position.Left,
      x: BORDER_PX - HANDLE_PX / 2,
      y: y(i, ports.inputs),
    })),
    ...ports.outputs.map((_, i) => ({
      ...base,
      id: `out-${i}`,
      type: 'source' as const,
      position: Position.Right,
      x: size.width - BORDER_PX - HANDLE_PX / 2,
      y: y(i, ports.outputs.length),
    })),
  ];
}

const STATUS = {
  running: {
    icon: Loader2,
    label: 'Running',
    className: 'text-sky-600 dark:text-sky-300 [&_svg]:animate-spin',
  },
  succeeded: { icon: CheckCircle2, label: 'Succeeded', className: 'text-emerald-600 dark:text-emerald-400' },
  failed: { icon: XCircle, label: 'Failed', className: 'text-destructive' },
  waiting: { icon: PauseCircle, label: 'Waiting', className: 'text-amber-600 dark:text-amber-300' },
} as const;

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

function RunBadge({ run }: { run: NodeRunState }) {
  const status = STATUS[run.status];
  const Icon = status.icon;
  return (
    <div
      className={cn('flex items-center gap-1 text-[11px]', status.className)}
      data-testid="node-run-status"
      data-status={run.status}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span>{status.label}</span>
      {run.status !== 'running' && (
        <span className="text-muted-foreground">
          · {countOf(run.items, 'item')}
          {run.durationMs !== null && ` · ${formatDuration(run.durationMs)}`}
        </span>
      )}
    </div>
  );
}

const handleClass = '!size-3 !border-2 !border-background !bg-muted-foreground';

/** Below this zoom a card's icon is a few pixels wide: the tile keeps its group colour, without the icon. */
export const ICON_MIN_ZOOM = 0.45;
const showsIcons = (s: ReactFlowState) => s.transform[2] >= ICON_MIN_ZOOM;

function WorkflowNodeView({ id, data, selected }: NodeProps<WorkflowFlowNode>) {
  const { node, entry, run, problems, pinned } = data;
  const style = entry ? GROUP_STYLES[entry.group] : UNKNOWN_STYLE;
  const Icon = style.icon;
  const { inputs, outputs } = nodePorts(entry);
  const problemText = problems?.map((p) => p.message).join('\n');
  const connectable = !useCanvasActions().readOnly;
  // A large graph opens fitted, zoomed out: its cards are drawn without their icons (an icon is a tenth of
  // a card's cost), and gain them as the person zooms in.
  const withIcon = useStore(showsIcons);
  // The handles depend on the node type's catalogue entry, which may arrive after the first render: React
  // Flow measures handles once, so an edge from a handle added later (an If's "false", out-1) would not be
  // drawn until it is told to measure again. Only on a change: React Flow measures a new node by itself, and
  // one call per node on mount is 300 store updates, each seen by every node (seconds on a large graph).
  const updateNodeInternals = useUpdateNodeInternals();
  const handleCount = `${inputs}/${outputs.length}`;
  const measuredHandles = useRef(handleCount);
  useEffect(() => {
    if (measuredHandles.current === handleCount) return;
    measuredHandles.current = handleCount;
    updateNodeInternals(id);
  }, [id, handleCount, updateNodeInternals]);
  return (
    <div
      className={cn(
        'relative w-[220px] rounded-xl border bg-card px-3 py-2.5 text-card-foreground shadow-sm transition-shadow',
        selected ? 'border-primary ring-2 ring-primary/40' : 'border-border',
        run?.status === 'failed' && 'border-destructive',
        node.disabled && 'opacity-60',
      )}
      data-testid="workflow-node"
      data-node-name={node.name}
    >
      {Array.from({ length: inputs }, (_, i) => (
        <Handle
          // biome-ignore lint/suspicious/noArrayIndexKey: handles are positional
          key={`in-${i}`}
          id={`in-${i}`}
          type="target"
          isConnectable={connectable}
          position={Position.Left}
          className={handleClass}
          style={{ top: handleTop(i, inputs) }}
          aria-label={inputs === 1 ? `${node.name} input` : `${node.name} input ${i + 1}`}
        />
      ))}
      <div className="flex items-center gap-2.5">
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', style.tile)}>
          {withIcon && <Icon className="size-4.5" aria-hidden="true" />}
        </span>
        <div className="min-w-0 flex-1">
          <div className="truncate font-medium text-sm" title={node.name}>
            {node.name}
          </div>
          <div className="truncate text-muted-foreground text-xs">{entry?.displayName ?? node.type}</div>
        </div>
        {pinned && <Pin className="size-3.5 shrink-0 text-primary" aria-label="Output pinned" />}
        {problemText && (
          <span
            title={problemText}
            className="shrink-0 text-amber-600 dark:text-amber-400"
            data-testid="node-problems"
          >
            <AlertTriangle className="size-4" aria-label={`Problems: ${problemText}`} />
          </span>
        )}
      </div>
      {run && (
        <div className="mt-1.5 border-border border-t pt-1.5">
          <RunBadge run={run} />
        </div>
      )}
      {outputs.map((label, i) => (
        <Handle
          key={`out-${label}`}
          id={`out-${i}`}
          type="source"
          isConnectable={connectable}
          position={Position.Right}
          className={handleClass}
          style={{ top: handleTop(i, outputs.length) }}
          aria-label={outputs.length === 1 ? `${node.name} output` : `${node.name} output ${label}`}
        >
          {outputs.length > 1 && (
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 whitespace-nowrap text-[10px] text-muted-foreground">
              {label}
            </span>
          )}
        </Handle>
      ))}
    </div>
  );
}

export const WorkflowNodeCard = memo(WorkflowNodeView);
