/**
 * The expression editor, loaded the first time a form shows one: CodeMirror is most of a builder route's
 * JavaScript, and a canvas opens without showing any expression. Until it has loaded, the text is shown as is.
 */
import { lazy, Suspense } from 'react';
import type { ExpressionEditorProps } from './expression-editor';

const Editor = lazy(() => import('./expression-editor').then((m) => ({ default: m.ExpressionEditor })));

export function LazyExpressionEditor(props: ExpressionEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="min-h-9 whitespace-pre-wrap break-all rounded-md border border-input bg-background px-3 py-2 font-mono text-muted-foreground text-xs"
          aria-busy="true"
        >
          {props.value || props.placeholder}
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
