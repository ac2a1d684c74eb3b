/** A sticky note: text for people on the canvas; resizable and editable unless the canvas is read-only. */
import type { StickyNote } from '@common/workflow/document';
import { type Node, type NodeProps, NodeResizer } from '@xyflow/react';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { useCanvasActions } from './canvas-actions';

export type StickyNoteNode = Node<{ note: StickyNote }, 'sticky'>;

const COLORS: Record<StickyNote['color'], string> = {
  yellow: 'bg-amber-100 border-amber-300 dark:bg-amber-400/15 dark:border-amber-400/40',
  blue: 'bg-sky-100 border-sky-300 dark:bg-sky-400/15 dark:border-sky-400/40',
  green: 'bg-emerald-100 border-emerald-300 dark:bg-emerald-400/15 dark:border-emerald-400/40',
  pink: 'bg-pink-100 border-pink-300 dark:bg-pink-400/15 dark:border-pink-400/40',
  gray: 'bg-muted border-border',
};

function StickyNoteView({ data, selected }: NodeProps<StickyNoteNode>) {
  const { note } = data;
  const actions = useCanvasActions();
  return (
    <div
      className={cn(
        'size-full rounded-lg border p-2 shadow-sm',
        COLORS[note.color],
        selected && 'ring-2 ring-primary/50',
      )}
      data-testid="sticky-note"
    >
      {!actions.readOnly && <NodeResizer isVisible={selected} minWidth={80} minHeight={60} />}
      <textarea
        className="nodrag nowheel size-full resize-none bg-transparent text-foreground text-sm outline-none placeholder:text-muted-foreground"
        aria-label="Sticky note"
        placeholder="Write a note…"
        readOnly={actions.readOnly}
        defaultValue={note.text}
        onBlur={(e) => {
          if (e.target.value !== note.text) actions.setStickyText(note.id, e.target.value);
        }}
      />
    </div>
  );
}

export const StickyNoteCard = memo(StickyNoteView);
