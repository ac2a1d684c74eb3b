/** The evaluated value under the editor: the value and its type, or why it could not be computed. */
import { Loader2 } from 'lucide-react';
import type { PreviewState } from './use-expression-preview';

const MAX_PREVIEW_CHARS = 2000;

function display(value: unknown, type: string): string {
  if (type === 'undefined') return '(empty)';
  if (typeof value === 'string') return value === '' ? '(empty text)' : value;
  return JSON.stringify(value, null, 2) ?? String(value);
}

export function ExpressionPreview({ state }: { state: PreviewState }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Result preview"
      className="min-h-8 rounded-md border border-border border-dashed bg-muted/40 px-2.5 py-1.5 text-xs"
    >
      {state.status === 'idle' ? (
        <span className="text-muted-foreground">Type to see the result.</span>
      ) : null}
      {state.status === 'loading' ? (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-3 animate-spin" /> Evaluating…
        </span>
      ) : null}
      {state.status === 'failed' ? <span className="text-destructive">{state.message}</span> : null}
      {state.status === 'done' && 'error' in state.result ? (
        <span className="text-destructive">
          <span className="font-medium">{state.result.kind === 'syntax' ? 'Syntax error' : 'Error'}: </span>
          {state.result.error}
        </span>
      ) : null}
      {state.status === 'done' && 'type' in state.result ? (
        <div className="flex min-w-0 items-start gap-2">
          <span className="shrink-0 rounded bg-secondary px-1.5 py-0.5 font-mono text-[10px] text-secondary-foreground uppercase">
            {state.result.type}
          </span>
          <pre className="max-h-40 min-w-0 flex-1 overflow-auto whitespace-pre-wrap break-words font-mono text-foreground">
            {display(state.result.value, state.result.type).slice(0, MAX_PREVIEW_CHARS)}
            {state.result.truncated ? '…' : ''}
          </pre>
        </div>
      ) : null}
    </div>
  );
}
