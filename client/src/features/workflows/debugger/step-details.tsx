/** One step of a run in the debugger: status, error, logs, the values its expressions produced, its items. */
import { countOf } from '@common/plural';
import type { NodeCatalogueEntry, RunStepView } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { DataInspector } from '../panels/data-inspector/data-inspector';
import { allItems, itemLists, optionalNote, stepItems, truncationNote } from '../runs/node-context';
import { ResolvedParameters } from './resolved-parameters';
import { formatMs, variablesAt } from './stepping';

const STATUS_LOOK: Record<RunStepView['status'], string> = {
  succeeded: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-destructive/15 text-destructive',
  waiting: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
};

export function StepDetails({
  document,
  entry,
  runId,
  step,
  before,
  workflow,
}: {
  document: WorkflowDocument;
  entry: NodeCatalogueEntry | undefined;
  runId: string;
  step: RunStepView;
  before: readonly RunStepView[];
  workflow: { id: string; name: string };
}) {
  const variables = variablesAt(
    document,
    { runId, workflowId: workflow.id, workflowName: workflow.name },
    before,
    before.length - 1,
  );
  const node = document.nodes.find((n) => n.id === step.nodeId);
  const outputs = itemLists(step.output);
  const outputNote = truncationNote(step.output);
  return (
    <div className="space-y-4" data-testid="step-details">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_LOOK[step.status]}`}>
          {step.status}
        </span>
        <span className="text-muted-foreground">{formatMs(step.durationMs)}</span>
        {step.tries > 1 && <span className="text-muted-foreground">{step.tries} tries</span>}
        {step.source === 'pinned' && <span className="text-muted-foreground">pinned output</span>}
        {step.runIndex > 0 && (
          <span className="text-muted-foreground">run {step.runIndex + 1} of this node</span>
        )}
        {step.usage && (
          <span className="text-muted-foreground">
            {countOf(step.usage.inputTokens + step.usage.outputTokens, 'token')}
          </span>
        )}
      </div>
      {step.error && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm">
          <p className="font-medium text-destructive">{step.error.message}</p>
        </div>
      )}
      <section aria-label="Expressions" className="space-y-2">
        <h3 className="font-medium text-sm">Expressions</h3>
        {node ? (
          <ResolvedParameters document={document} node={node} runId={runId} step={step} before={before} />
        ) : (
          <p className="text-muted-foreground text-sm">This node is no longer in the workflow.</p>
        )}
      </section>
      <section aria-label="Variables" className="space-y-1">
        <h3 className="font-medium text-sm">Variables</h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 font-mono text-xs">
          {variables.map((v) => (
            <div key={v.name} className="contents">
              <dt className="text-muted-foreground">{v.name}</dt>
              <dd className="truncate">{v.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DataInspector
        title="Input"
        items={allItems(step.input)}
        {...optionalNote(truncationNote(step.input))}
      />
      {outputs.length > 1 ? (
        outputs.map((_list, index) => (
          <DataInspector
            // biome-ignore lint/suspicious/noArrayIndexKey: outputs are fixed by position
            key={index}
            title={`Output: ${entry?.outputs[index] ?? `output ${index + 1}`}`}
            items={stepItems(step.output, index)}
            {...optionalNote(index === 0 ? outputNote : undefined)}
          />
        ))
      ) : (
        <DataInspector title="Output" items={stepItems(step.output)} {...optionalNote(outputNote)} />
      )}
      <section aria-label="Logs" className="space-y-1">
        <h3 className="font-medium text-sm">Logs</h3>
        {step.logs.length === 0 ? (
          <p className="text-muted-foreground text-xs">Nothing logged.</p>
        ) : (
          <pre className="max-h-48 overflow-auto rounded-md border border-border bg-muted/50 p-2 font-mono text-[11px]">
            {step.logs.join('\n')}
          </pre>
        )}
      </section>
    </div>
  );
}
