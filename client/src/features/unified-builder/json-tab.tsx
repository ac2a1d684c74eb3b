/**
 * The document as JSON in CodeMirror: checked against the document schema as you type, each problem
 * underlined on its line with a mark in the lint gutter; valid JSON is applied to the document (one undo
 * step per burst of typing). When the document changes from elsewhere (undo, another tab's reload) the
 * text follows it.
 */

import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { countOf } from '@common/plural';
import type { WorkflowDocument } from '@common/workflow/document';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { checkDocumentJson, type JsonProblem, lineOf } from './json-check';

const APPLY_DELAY_MS = 300;

const theme = EditorView.theme({
  '&': { height: '100%', color: 'var(--foreground)', backgroundColor: 'var(--background)', fontSize: '13px' },
  '&.cm-focused': { outline: '2px solid var(--ring)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  '.cm-content': { caretColor: 'var(--foreground)' },
  '.cm-cursor': { borderLeftColor: 'var(--foreground)' },
  '.cm-gutters': {
    backgroundColor: 'var(--muted)',
    color: 'var(--muted-foreground)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in oklch, var(--accent) 40%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--accent)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in oklch, var(--primary) 25%, transparent) !important',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: '8px',
  },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--destructive)' },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--destructive)' },
});

const format = (doc: WorkflowDocument) => JSON.stringify(doc, null, 2);

export interface JsonTabProps {
  document: WorkflowDocument;
  onChange(next: WorkflowDocument, options?: { coalesce?: string }): void;
  className?: string;
}

export function JsonTab({ document, onChange, className }: JsonTabProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** The document this text stands for: ours when we applied it, so the text is not rewritten under the caret. */
  const shown = useRef(document);
  const change = useRef(onChange);
  change.current = onChange;
  const [problems, setProblems] = useState<JsonProblem[]>([]);

  useEffect(() => {
    if (!host.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (text: string) => {
      const result = checkDocumentJson(text);
      setProblems(result.ok ? [] : result.problems);
      return result;
    };
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: format(shown.current),
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          bracketMatching(),
          json(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          linter(
            (v): Diagnostic[] => {
              const result = checkDocumentJson(v.state.doc.toString());
              return result.ok
                ? []
                : result.problems.map((p) => ({
                    from: p.from,
                    to: p.to,
                    severity: 'error',
                    message: p.message,
                  }));
            },
            { delay: 250 },
          ),
          EditorView.contentAttributes.of({ 'aria-label': 'Workflow JSON', 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            clearTimeout(timer);
            timer = setTimeout(() => {
              const result = check(update.state.doc.toString());
              if (!result.ok) return;
              shown.current = result.document;
              change.current(result.document, { coalesce: 'json' });
            }, APPLY_DELAY_MS);
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      clearTimeout(timer);
      editor.destroy();
      view.current = null;
    };
  }, []);

  // The document changed from elsewhere: show it.
  useEffect(() => {
    const editor = view.current;
    if (!editor || document === shown.current) return;
    shown.current = document;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: format(document) } });
    setProblems([]);
  }, [document]);

  const text = view.current?.state.doc.toString() ?? '';
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div
        className={cn(
          'flex items-center gap-2 border-border border-b px-4 py-2 text-sm',
          problems.length > 0 ? 'text-destructive' : 'text-muted-foreground',
        )}
        role="status"
        data-testid="json-status"
      >
        {problems.length === 0 ? (
          <>
            <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            Valid workflow document. Edits are applied as you type.
          </>
        ) : (
          <>
            <XCircle className="size-4" aria-hidden="true" />
            <span className="truncate">
              {countOf(problems.length, 'problem')}, not applied: line {lineOf(text, problems[0]?.from ?? 0)}:{' '}
              {problems[0]?.message}
            </span>
          </>
        )}
      </div>
      <div ref={host} className="min-h-0 flex-1 overflow-hidden" data-testid="json-editor" />
    </div>
  );
}
