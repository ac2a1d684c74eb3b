/** The editor's toolbar: title and save state, editing tools, Test / Run to node, and Publish / Publish and deploy. */
import {
  Keyboard,
  LayoutGrid,
  Loader2,
  Maximize,
  Play,
  Plus,
  Redo2,
  StepForward,
  StickyNote,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { SaveStatus } from '../draft/use-draft-editor';

const SAVE_LABEL: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes…',
  saving: 'Saving…',
  conflict: 'Not saved: changed elsewhere',
  error: 'Not saved',
};

export interface CanvasToolbarProps {
  title: string;
  workflowName: string;
  saveStatus: SaveStatus;
  canUndo: boolean;
  canRedo: boolean;
  running: boolean;
  selectedNodeName: string | null;
  layingOut: boolean;
  onOpenPalette(): void;
  onAddSticky(): void;
  onUndo(): void;
  onRedo(): void;
  onAutoLayout(): void;
  onZoomToFit(): void;
  onHelp(): void;
  onTest(): void;
  onRunToSelected(): void;
  /** Publish and "Publish and deploy" (the shared actions every builder's header has). */
  publish: ReactNode;
}

function Tool({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      {children}
    </Button>
  );
}

export function CanvasToolbar(p: CanvasToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-border border-b bg-background px-3 py-2">
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-baseline gap-2">
          <h1 className="shrink-0 font-semibold text-base leading-tight">{p.title}</h1>
          <span className="truncate text-muted-foreground text-sm" data-testid="workflow-name">
            {p.workflowName}
          </span>
        </div>
        <p
          className="text-muted-foreground text-xs"
          role="status"
          data-testid="save-status"
          data-status={p.saveStatus}
        >
          {SAVE_LABEL[p.saveStatus]}
        </p>
      </div>
      <div className="flex items-center gap-0.5" role="toolbar" aria-label="Canvas tools">
        <Tool label="Add a node (N)" onClick={p.onOpenPalette}>
          <Plus />
        </Tool>
        <Tool label="Add a sticky note (Shift+S)" onClick={p.onAddSticky}>
          <StickyNote />
        </Tool>
        <Tool label="Undo (Ctrl+Z)" onClick={p.onUndo} disabled={!p.canUndo}>
          <Undo2 />
        </Tool>
        <Tool label="Redo (Ctrl+Shift+Z)" onClick={p.onRedo} disabled={!p.canRedo}>
          <Redo2 />
        </Tool>
        <Tool label="Tidy up (Shift+L)" onClick={p.onAutoLayout} disabled={p.layingOut}>
          {p.layingOut ? <Loader2 className="animate-spin" /> : <LayoutGrid />}
        </Tool>
        <Tool label="Zoom to fit (1)" onClick={p.onZoomToFit}>
          <Maximize />
        </Tool>
        <Tool label="Keyboard shortcuts (?)" onClick={p.onHelp}>
          <Keyboard />
        </Tool>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={p.onTest} disabled={p.running}>
          {p.running ? <Loader2 className="animate-spin" /> : <Play />}
          Test workflow
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={p.onRunToSelected}
          disabled={p.running || !p.selectedNodeName}
          title={p.selectedNodeName ? `Run up to “${p.selectedNodeName}”` : 'Select a node first'}
        >
          <StepForward />
          <span className="hidden sm:inline">Run to selected node</span>
          <span className="sm:hidden">To node</span>
        </Button>
        {p.publish}
      </div>
    </div>
  );
}
