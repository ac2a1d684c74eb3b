/**
 * The executor's `resolveParameters` port built on the expressions: `$('Name')` sees the latest first
 * output of each node of the document that has run (names from the document, outputs by id from the scope).
 */
import type { WorkflowDocument } from '@common/workflow/document';
import type { ResolveParameters } from '../core';
import type { ExpressionEvaluator, ExpressionScope, NodeRunData } from '../expressions';

export interface RunMeta {
  workflow: ExpressionScope['workflow'];
  execution: ExpressionScope['execution'];
  vars: Record<string, string>;
  /** The run's clock, never the wall clock. */
  now(): number;
}

export function createParameterResolver(
  doc: WorkflowDocument,
  evaluator: ExpressionEvaluator,
  meta: RunMeta,
): ResolveParameters {
  return (node, _item, scope) => {
    const nodes: Record<string, NodeRunData> = {};
    for (const other of doc.nodes) {
      const output = scope.outputOf(other.id);
      if (output) nodes[other.name] = { items: output[0] ?? [] };
    }
    const expressionScope: ExpressionScope = {
      inputItems: scope.inputs[0] ?? [],
      itemIndex: scope.itemIndex,
      runIndex: scope.runIndex,
      nodes,
      vars: meta.vars,
      workflow: meta.workflow,
      execution: meta.execution,
      now: new Date(meta.now()),
      timezone: doc.settings.timezone,
    };
    return evaluator.resolveParameters(node.parameters, expressionScope, node.name);
  };
}
