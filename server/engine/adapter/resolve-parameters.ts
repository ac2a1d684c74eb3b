/**
 * The executor's `resolveParameters` port built on the expressions: `$('Name')` sees the latest first
 * output of each node of the document that has run (names from the document, outputs by id from the scope).
 */
import type { WorkflowDocument } from '@common/workflow/document';
import type { ExecutableNode, ResolveParameters } from '../core';
import type { ExpressionEvaluator, ExpressionScope, NodeRunData } from '../expressions';

export interface RunMeta {
  workflow: ExpressionScope['workflow'];
  execution: ExpressionScope['execution'];
  vars: Record<string, string>;
  /** The run's clock, never the wall clock. */
  now(): number;
}

export interface ParameterResolver {
  resolve: ResolveParameters;
  /**
   * The expression scope of the latest `resolve` call for this node (the executor passes the same node
   * object to the resolver it gives the node, and resolves synchronously): the Code node runs with it.
   */
  lastScope(node: ExecutableNode): ExpressionScope | undefined;
}

export function createParameterResolver(
  doc: WorkflowDocument,
  evaluator: ExpressionEvaluator,
  meta: RunMeta,
  /** Per node type, the top-level parameters that are never evaluated (the Code node's code). */
  literalParameters: (type: string) => readonly string[] = () => [],
  /** A node's `$('Name').context`, if its type has one. */
  contextOf: (nodeId: string) => Record<string, unknown> | undefined = () => undefined,
  /** Nodes outside `doc` that expressions see by name (a container's inner run sees the run around it). */
  visible: () => Record<string, NodeRunData> = () => ({}),
): ParameterResolver {
  const scopes = new WeakMap<ExecutableNode, ExpressionScope>();
  const resolve: ResolveParameters = (node, _item, scope) => {
    const nodes: Record<string, NodeRunData> = { ...visible() };
    for (const other of doc.nodes) {
      const output = scope.outputOf(other.id);
      const context = contextOf(other.id);
      if (output) nodes[other.name] = { items: output[0] ?? [], ...(context ? { context } : {}) };
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
    scopes.set(node, expressionScope);
    const literal = literalParameters(node.type);
    if (literal.length === 0) return evaluator.resolveParameters(node.parameters, expressionScope, node.name);
    const kept = Object.fromEntries(Object.entries(node.parameters).filter(([key]) => literal.includes(key)));
    const rest = Object.fromEntries(
      Object.entries(node.parameters).filter(([key]) => !literal.includes(key)),
    );
    return { ...evaluator.resolveParameters(rest, expressionScope, node.name), ...kept };
  };
  return { resolve, lastScope: (node) => scopes.get(node) };
}
