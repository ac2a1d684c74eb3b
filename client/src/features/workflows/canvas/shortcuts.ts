/** The canvas's keyboard shortcuts: one table for the handler and the help sheet. */
export type ShortcutAction =
  | 'undo'
  | 'redo'
  | 'copy'
  | 'cut'
  | 'select-all'
  | 'open-palette'
  | 'add-sticky'
  | 'auto-layout'
  | 'zoom-to-fit'
  | 'test-workflow'
  | 'save'
  | 'help'
  | 'close';

export interface Shortcut {
  action: ShortcutAction;
  keys: string;
  description: string;
}

export const SHORTCUTS: Shortcut[] = [
  { action: 'open-palette', keys: 'N', description: 'Add a node (open the palette)' },
  { action: 'add-sticky', keys: 'Shift+S', description: 'Add a sticky note' },
  { action: 'undo', keys: 'Ctrl+Z', description: 'Undo' },
  { action: 'redo', keys: 'Ctrl+Shift+Z or Ctrl+Y', description: 'Redo' },
  { action: 'copy', keys: 'Ctrl+C', description: 'Copy the selection' },
  { action: 'cut', keys: 'Ctrl+X', description: 'Cut the selection' },
  { action: 'select-all', keys: 'Ctrl+A', description: 'Select everything' },
  { action: 'auto-layout', keys: 'Shift+L', description: 'Tidy up (auto-layout)' },
  { action: 'zoom-to-fit', keys: '1', description: 'Zoom to fit' },
  { action: 'test-workflow', keys: 'Ctrl+Enter', description: 'Test the workflow' },
  { action: 'save', keys: 'Ctrl+S', description: 'Save the draft now' },
  { action: 'help', keys: '?', description: 'Show these shortcuts' },
  { action: 'close', keys: 'Esc', description: 'Close the panel or clear the selection' },
];

/** Paste (Ctrl+V) and delete (Delete, Backspace) are handled by the browser's paste event and React Flow. */
export const OTHER_SHORTCUTS = [
  { keys: 'Ctrl+V', description: 'Paste nodes (ours, or n8n JSON from the clipboard)' },
  { keys: 'Delete', description: 'Delete the selection' },
  { keys: 'Shift+click or drag', description: 'Select several' },
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function shortcutOf(event: KeyLike): ShortcutAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'c') return 'copy';
    if (key === 'x') return 'cut';
    if (key === 'a') return 'select-all';
    if (key === 's') return 'save';
    if (key === 'Enter') return 'test-workflow';
    return null;
  }
  if (event.altKey || mod) return null;
  if (key === '?') return 'help';
  if (key === 'Escape') return 'close';
  if (event.shiftKey) {
    if (key === 's') return 'add-sticky';
    if (key === 'l') return 'auto-layout';
    return null;
  }
  if (key === 'n') return 'open-palette';
  if (key === '1') return 'zoom-to-fit';
  return null;
}

/** Typing in a field keeps its keys (Ctrl+Z undoes the text there, not the canvas). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    Boolean(target.closest('.cm-editor'))
  );
}
