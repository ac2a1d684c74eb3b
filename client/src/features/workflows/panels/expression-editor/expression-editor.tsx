/**
 * The expression editor: CodeMirror 6 over a parameter's text, `{{ … }}` highlighted, completion of
 * `$json` paths from the upstream sample (Ctrl+Space, or as you type `$` and `.`), problems underlined,
 * and the evaluated value below (the server's evaluator, debounced). Tab leaves the editor.
 */
import {
  autocompletion,
  type Completion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { type Diagnostic, linter } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { expressionCompletions } from './completions';
import { editorTheme, highlightExpressions } from './editor-theme';
import type { ExpressionContext } from './expression-context';
import { ExpressionPreview } from './expression-preview';
import { checkTemplate } from './template-check';
import { usePreview } from './use-expression-preview';

export interface ExpressionEditorProps {
  value: string;
  onChange: (value: string) => void;
  context?: ExpressionContext;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  placeholder?: string;
  className?: string;
}

export function ExpressionEditor({ value, onChange, context, className, ...props }: ExpressionEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, context });
  latest.current = { onChange, context };
  const problemsId = useId();
  const problems = checkTemplate(value);
  const showPreview = context?.preview !== false;
  const preview = usePreview(value, context, showPreview && problems.length === 0);
  const describedBy =
    [props['aria-describedby'], problems.length ? problemsId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const attributes: Record<string, string> = {
    'aria-multiline': 'true',
    ...(props.id ? { id: props.id } : {}),
    ...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {}),
    ...(props['aria-labelledby'] ? { 'aria-labelledby': props['aria-labelledby'] } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(props['aria-invalid'] || problems.length ? { 'aria-invalid': 'true' } : {}),
  };
  const attributesKey = JSON.stringify(attributes);
  const attributeSlot = useRef(new Compartment());

  // Created once; props reach the extensions through `latest`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is built once per mount
  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          closeBrackets(),
          keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          autocompletion({
            activateOnTyping: true,
            override: [
              (cm) => {
                const text = cm.state.doc.toString();
                const result = expressionCompletions(text, cm.pos, latest.current.context ?? { items: [] });
                if (!result) return null;
                if (!cm.explicit && result.from === cm.pos && !/[$.[]$/.test(text.slice(0, cm.pos)))
                  return null;
                return {
                  from: result.from,
                  options: result.options.map(
                    (option): Completion => ({
                      label: option.label,
                      type: option.type,
                      // The sample's own fields first, then the variables, then methods.
                      boost:
                        option.type === 'method' ? -1 : option.detail && option.type === 'property' ? 2 : 0,
                      ...(option.detail ? { detail: option.detail } : {}),
                      apply:
                        option.applyFrom === undefined
                          ? (option.apply ?? option.label)
                          : (v, _c, _from, to) =>
                              v.dispatch({
                                changes: {
                                  from: option.applyFrom ?? to,
                                  to,
                                  insert: option.apply ?? option.label,
                                },
                                selection: {
                                  anchor: (option.applyFrom ?? to) + (option.apply ?? option.label).length,
                                },
                              }),
                    }),
                  ),
                  validFor: /^[\w$"[\]]*$/,
                };
              },
            ],
          }),
          linter(
            (cm): Diagnostic[] =>
              checkTemplate(cm.state.doc.toString()).map((p) => ({
                ...p,
                severity: 'error',
                message: p.message,
              })),
            { delay: 250 },
          ),
          highlightExpressions,
          editorTheme,
          EditorView.lineWrapping,
          attributeSlot.current.of(EditorView.contentAttributes.of(attributes)),
          ...(props.placeholder ? [placeholderExtension(props.placeholder)] : []),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  // Labels and descriptions follow the props and the problems shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for attributes
  useEffect(() => {
    view.current?.dispatch({
      effects: attributeSlot.current.reconfigure(EditorView.contentAttributes.of(attributes)),
    });
  }, [attributesKey]);

  // A value set from outside (undo, another panel) replaces the text; our own echo does not.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div className={cn('grid min-w-0 gap-1.5', className)} data-expression-editor="">
      <div ref={host} className="min-w-0" />
      {problems.length > 0 ? (
        <ul id={problemsId} className="grid gap-0.5 text-destructive text-xs" aria-live="polite">
          {problems.map((p) => (
            <li key={`${p.from}-${p.message}`}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      {showPreview && problems.length === 0 ? <ExpressionPreview state={preview} /> : null}
    </div>
  );
}
