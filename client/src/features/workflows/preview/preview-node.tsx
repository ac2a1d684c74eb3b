import { Handle, type NodeProps, Position } from '@xyflow/react';
import { Bot, Globe, Mail, Play, Shuffle, Workflow } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type PreviewNode, typeLabel } from './preview-graph';

function iconOf(type: string) {
  if (type.endsWith('-trigger')) return Play;
  if (type === 'send-email') return Mail;
  if (type === 'http-request') return Globe;
  if (/agent|llm|classifier|extractor|summar|knowledge/.test(type)) return Bot;
  if (/^(if|switch|filter|merge|approval)$/.test(type)) return Shuffle;
  return Workflow;
}

/** Spreads `count` handles along one side, as a percentage of the node's height. */
const ports = (prefix: 'in' | 'out', used: number[]) =>
  used.map((port, i) => ({ id: `${prefix}-${port}`, top: `${((i + 1) / (used.length + 1)) * 100}%` }));

export function PreviewNodeView({ data }: NodeProps<PreviewNode>) {
  const Icon = iconOf(data.type);
  return (
    <div
      className={cn(
        'flex w-48 items-center gap-2 rounded-xl border bg-card px-3 py-2 text-card-foreground shadow-sm',
        data.trigger ? 'border-primary/60' : 'border-border',
        data.disabled && 'opacity-50',
      )}
    >
      {ports('in', data.inputs).map((port) => (
        <Handle
          key={port.id}
          id={port.id}
          type="target"
          position={Position.Left}
          style={{ top: port.top }}
          isConnectable={false}
        />
      ))}
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg',
          data.trigger ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-sm">{data.name}</span>
        <span className="block truncate text-muted-foreground text-xs">{typeLabel(data.type)}</span>
      </span>
      {ports('out', data.outputs).map((port) => (
        <Handle
          key={port.id}
          id={port.id}
          type="source"
          position={Position.Right}
          style={{ top: port.top }}
          isConnectable={false}
        />
      ))}
    </div>
  );
}
