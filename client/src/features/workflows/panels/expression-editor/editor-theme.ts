/** CodeMirror styled with the app's theme tokens, so dark and light follow the page. */
import { Decoration, EditorView, MatchDecorator, ViewPlugin, type ViewUpdate } from '@codemirror/view';

export const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--foreground)',
    backgroundColor: 'var(--background)',
    border: '1px solid var(--input)',
    borderRadius: 'calc(var(--radius) - 4px)',
    fontSize: '13px',
  },
  '&.cm-focused': {
    outline: 'none',
    borderColor: 'var(--ring)',
    boxShadow: '0 0 0 2px color-mix(in oklch, var(--ring) 40%, transparent)',
  },
  '.cm-content': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    padding: '8px 0',
    caretColor: 'var(--foreground)',
    minHeight: '2.25rem',
  },
  '.cm-line': { padding: '0 10px' },
  '.cm-cursor': { borderLeftColor: 'var(--foreground)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in oklch, var(--primary) 25%, transparent) !important',
  },
  '.cm-expression': {
    color: 'var(--primary)',
    backgroundColor: 'color-mix(in oklch, var(--primary) 10%, transparent)',
    borderRadius: '3px',
  },
  '.cm-placeholder': { color: 'var(--muted-foreground)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: '8px',
    overflow: 'hidden',
  },
  '.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--accent)',
    color: 'var(--accent-foreground)',
  },
  '.cm-completionDetail': { color: 'var(--muted-foreground)', marginLeft: '8px', fontStyle: 'normal' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--destructive)' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--destructive)',
    textUnderlineOffset: '3px',
  },
});

const expressionMarks = new MatchDecorator({
  regexp: /\{\{[\s\S]*?\}\}/g,
  decoration: Decoration.mark({ class: 'cm-expression' }),
});

/** Marks every `{{ … }}` so the computed parts stand out from the literal text. */
export const highlightExpressions = ViewPlugin.fromClass(
  class {
    decorations;
    constructor(view: EditorView) {
      this.decorations = expressionMarks.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = expressionMarks.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
