/**
 * The values a step's expressions produced: each expression in the node's parameters evaluated again by
 * the engine (POST /api/workflows/expressions/preview) over the step's own input and the outputs the
 * nodes before it gave in this run, for the first item, as the run saw them.
 */
import type { RunStepView } from '@common/schemas/workflows';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import { useQueries } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api';
import { previewExpression } from '../api';
import { expressionContextOf } from '../node-context';
import { expressionLeaves } from './stepping';

const asPreviewItems = (items: { json: unknown }[]) =>
  items
    .filter((i) => i.json !== null && typeof i.json === 'object' && !Array.isArray(i.json))
    .map((i) => ({ json: i.json as Record<string, unknown> }));

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 1);
  return text === undefined ? 'undefined' : text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

export function ResolvedParameters({
  document,
  node,
  runId,
  step,
  before,
}: {
  document: WorkflowDocument;
  node: WorkflowNode;
  runId: string;
  step: RunStepView;
  /** The run's steps up to and including this one. */
  before: readonly RunStepView[];
}) {
  const leaves = expressionLeaves(node.parameters);
  const context = expressionContextOf(document, node.id, { steps: [...before] });
  const items = asPreviewItems(context.items);
  const results = useQueries({
    queries: leaves.map((leaf) => ({
      queryKey: ['workflows', 'debugger', runId, step.seq, leaf.path, leaf.expression] as const,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        const named = Object.entries(context.nodeOutputs).filter(([name]) => leaf.expression.includes(name));
        return previewExpression(
          {
            expression: leaf.expression,
            items,
            ...(named.length > 0
              ? { nodeOutputs: Object.fromEntries(named.map(([k, v]) => [k, asPreviewItems(v)])) }
              : {}),
          },
          signal,
        );
      },
    })),
  });
  if (leaves.length === 0) {
    return <p className="text-muted-foreground text-sm">No expressions: every parameter is a fixed value.</p>;
  }
  return (
    <div className="space-y-1">
      <dl
        className="divide-y divide-border rounded-md border border-border text-xs"
        aria-label="Resolved parameters"
      >
        {leaves.map((leaf, i) => {
          const result = results[i];
          const data = result?.data;
          return (
            <div key={leaf.path} className="grid gap-1 p-2" data-testid="resolved-parameter">
              <dt className="font-medium font-mono">{leaf.path}</dt>
              <dd className="break-all font-mono text-muted-foreground">{leaf.expression}</dd>
              <dd className="break-all font-mono">
                {result?.isPending ? (
                  <span className="text-muted-foreground">Evaluating…</span>
                ) : result?.isError ? (
                  <span className="text-destructive">
                    {serverMessage(result.error) ?? 'It could not be evaluated.'}
                  </span>
                ) : data && 'error' in data ? (
                  <span className="text-destructive">{data.error}</span>
                ) : (
                  <span>
                    <span aria-hidden="true">→ </span>
                    <span data-testid="resolved-value">{show(data?.value)}</span>
                    {data?.type ? <span className="ml-1 text-muted-foreground">({data.type})</span> : null}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-muted-foreground text-xs">
        Evaluated for the first input item, with the outputs the nodes before it gave in this run.
      </p>
    </div>
  );
}
