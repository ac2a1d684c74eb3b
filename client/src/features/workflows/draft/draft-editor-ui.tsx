/**
 * What every builder shows of its `DraftEditor` (use-draft-editor.ts): the save status in words, Undo and
 * Redo, and the banners when a save was refused (changed elsewhere: Reload or Overwrite) or failed.
 */
import { AlertTriangle, Redo2, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DraftEditor, SaveStatus } from './use-draft-editor';

export const SAVE_STATUS_LABEL: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes…',
  saving: 'Saving…',
  conflict: 'Not saved: changed elsewhere',
  error: 'Not saved',
};

/** Undo and Redo of the draft; `shortcuts` names the keys in their labels (where the screen handles them). */
export function UndoRedoButtons({ editor, shortcuts = false }: { editor: DraftEditor; shortcuts?: boolean }) {
  const buttons = [
    { label: 'Undo', keys: ' (Ctrl+Z)', icon: Undo2, enabled: editor.canUndo, onClick: editor.undo },
    { label: 'Redo', keys: ' (Ctrl+Shift+Z)', icon: Redo2, enabled: editor.canRedo, onClick: editor.redo },
  ];
  return buttons.map(({ label, keys, icon: Icon, enabled, onClick }) => {
    const name = shortcuts ? `${label}${keys}` : label;
    return (
      <Button
        key={label}
        size="icon"
        variant="ghost"
        aria-label={name}
        title={shortcuts ? name : undefined}
        disabled={!enabled}
        onClick={onClick}
      >
        <Icon />
      </Button>
    );
  });
}

/** The banners under a builder's toolbar: a refused save (Reload / Overwrite) and a failed one. */
export function DraftEditorAlerts({ editor, className }: { editor: DraftEditor; className?: string }) {
  return (
    <>
      {editor.status === 'conflict' && (
        <div
          role="alert"
          className={cn(
            'flex flex-wrap items-center gap-2 border-amber-500/40 border-b bg-amber-500/10 px-4 py-2 text-sm',
            className,
          )}
        >
          <AlertTriangle className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <span className="flex-1">{editor.error} Your edits here are not saved.</span>
          <Button size="sm" variant="outline" onClick={() => void editor.reload()}>
            Reload
          </Button>
          <Button size="sm" variant="destructive" onClick={() => void editor.overwrite()}>
            Overwrite
          </Button>
        </div>
      )}
      {editor.status === 'error' && editor.error && (
        <div
          role="alert"
          className={cn(
            'border-destructive/40 border-b bg-destructive/10 px-4 py-2 text-destructive text-sm',
            className,
          )}
        >
          {editor.error}
        </div>
      )}
    </>
  );
}
