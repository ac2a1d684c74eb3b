/**
 * The values a step's expressions produced, for its first item: as the run stored them with the step
 * (`resolvedParameters`). A run stored before those were kept has none: its expressions are evaluated
 * again by the engine (POST /api/workflows/expressions/preview) over the step's own input and the outputs
 * the nodes before it gave in this run, and the list says so.
 */
import type { RunStepView } from '@common/schemas/workflows';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '@/lib/api';
import { previewExpression } from '../api';
import { expressionContextOf } from '../runs/node-context';
import { type ExpressionLeaf, expressionLeaves, storedValueAt } from './stepping';

const asPreviewItems = (items: { json: unknown }[]) =>
  items
    .filter((i) => i.json !== null && typeof i.json === 'object' && !Array.isArray(i.json))
    .map((i) => ({ json: i.json as Record<string, unknown> }));

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 1);
  return text === undefined ? 'undefined' : text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

interface ResolvedParametersProps {
  document: WorkflowDocument;
  node: WorkflowNode;
  runId: string;
  step: RunStepView;
  /** The run's steps up to and including this one. */
  before: readonly RunStepView[];
}

export function ResolvedParameters(props: ResolvedParametersProps) {
  const leaves = expressionLeaves(props.node.parameters);
  if (leaves.length === 0) {
    return <p className="text-muted-foreground text-sm">No expressions: every parameter is a fixed value.</p>;
  }
  const stored = props.step.resolvedParameters;
  return stored ? (
    <StoredValues leaves={leaves} resolved={stored} />
  ) : (
    <EvaluatedAgain {...props} leaves={leaves} />
  );
}

function Leaf({ leaf, children }: { leaf: ExpressionLeaf; children: ReactNode }) {
  return (
    <div className="grid gap-1 p-2" data-testid="resolved-parameter">
      <dt className="font-medium font-mono">{leaf.path}</dt>
      <dd className="break-all font-mono text-muted-foreground">{leaf.expression}</dd>
      <dd className="break-all font-mono">{children}</dd>
    </div>
  );
}

const LIST_CLASS = 'divide-y divide-border rounded-md border border-border text-xs';

function StoredValues({ leaves, resolved }: { leaves: ExpressionLeaf[]; resolved: Record<string, unknown> }) {
  return (
    <div className="space-y-1" data-source="stored">
      <dl className={LIST_CLASS} aria-label="Resolved parameters">
        {leaves.map((leaf) => {
          const at = storedValueAt(resolved, leaf.path);
          return (
            <Leaf key={leaf.path} leaf={leaf}>
              {!at.found ? (
                <span className="text-muted-foreground">Not kept with this step.</span>
              ) : at.truncated ? (
                <span className="text-muted-foreground">
                  Too large to keep ({at.truncated.bytes.toLocaleString('en')} bytes).
                </span>
              ) : (
                <span>
                  <span aria-hidden="true">→ </span>
                  <span data-testid="resolved-value">{show(at.value)}</span>
                </span>
              )}
            </Leaf>
          );
        })}
      </dl>
      <p className="text-muted-foreground text-xs">
        The values this run produced, as stored with the step, for the first input item.
      </p>
    </div>
  );
}

function EvaluatedAgain({
  document,
  node,
  runId,
  step,
  before,
  leaves,
}: ResolvedParametersProps & { leaves: ExpressionLeaf[] }) {
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
  return (
    <div className="space-y-1" data-source="evaluated-again">
      <dl className={LIST_CLASS} aria-label="Resolved parameters">
        {leaves.map((leaf, i) => {
          const result = results[i];
          const data = result?.data;
          return (
            <Leaf key={leaf.path} leaf={leaf}>
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
            </Leaf>
          );
        })}
      </dl>
      <p className="text-muted-foreground text-xs">
        Evaluated again now: this run was stored before the values were kept with each step. For the first
        input item, with the outputs the nodes before it gave in this run.
      </p>
    </div>
  );
}
