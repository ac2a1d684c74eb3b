/**
 * Problems the canvas shows on each node before a run: a required parameter left empty (from the node
 * type's JSON Schema), an input with nothing connected, an expression whose `{{ }}` do not pair, a type
 * the catalogue does not know. Pure and linear in the document's size.
 */
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';

export type ProblemKind = 'missing-parameter' | 'unconnected-input' | 'expression' | 'unknown-type';
export interface NodeProblem {
  kind: ProblemKind;
  message: string;
  /** The parameter concerned, if any. */
  parameter?: string;
}

/** Why the `{{ }}` of one string do not pair, or null when they do. */
export function expressionError(text: string): string | null {
  let depth = 0;
  for (let i = 0; i < text.length - 1; i += 1) {
    const pair = text.slice(i, i + 2);
    if (pair === '{{') {
      if (depth > 0) return 'An expression opens "{{" inside another one.';
      depth += 1;
      const close = text.indexOf('}}', i + 2);
      if (close !== -1 && text.slice(i + 2, close).trim() === '') return 'An expression "{{ }}" is empty.';
      i += 1;
    } else if (pair === '}}') {
      if (depth === 0) return 'An expression closes "}}" without opening "{{".';
      depth -= 1;
      i += 1;
    }
  }
  return depth > 0 ? 'An expression opens "{{" but never closes it with "}}".' : null;
}

function expressionProblems(value: unknown, path: string, out: NodeProblem[]): void {
  if (typeof value === 'string') {
    if (!value.includes('{{') && !value.includes('}}')) return;
    const error = expressionError(value);
    if (error)
      out.push({ kind: 'expression', message: `${path}: ${error}`, parameter: path.split(/[.[]/)[0] });
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) expressionProblems(v, `${path}[${i}]`, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expressionProblems(v, `${path}.${k}`, out);
  }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The parameters the type's JSON Schema requires that the node leaves empty. */
export function missingParameters(node: WorkflowNode, type: NodeCatalogueEntry): string[] {
  const required = type.parameters.required;
  if (!Array.isArray(required)) return [];
  return required.filter((key): key is string => typeof key === 'string' && isEmpty(node.parameters[key]));
}

const inputCount = (type: NodeCatalogueEntry) => (type.inputs === 'all-required' ? 2 : type.inputs);

export function validateDocument(
  doc: WorkflowDocument,
  /** Undefined while the node types load: nothing is judged yet (every node would look unknown). */
  catalogue: readonly NodeCatalogueEntry[] | undefined,
): Map<string, NodeProblem[]> {
  if (catalogue === undefined) return new Map();
  const types = new Map(catalogue.map((t) => [t.type, t]));
  const connectedInputs = new Map<string, Set<number>>();
  for (const edge of doc.edges) {
    const inputs = connectedInputs.get(edge.target) ?? new Set<number>();
    inputs.add(edge.targetInput);
    connectedInputs.set(edge.target, inputs);
  }
  const problems = new Map<string, NodeProblem[]>();
  for (const node of doc.nodes) {
    const found: NodeProblem[] = [];
    const type = types.get(node.type);
    if (!type) {
      found.push({ kind: 'unknown-type', message: `The node type "${node.type}" is not available here.` });
    } else if (!node.disabled) {
      for (const key of missingParameters(node, type)) {
        found.push({ kind: 'missing-parameter', message: `"${key}" is required.`, parameter: key });
      }
      const inputs = connectedInputs.get(node.id);
      const count = inputCount(type);
      if (count > 0 && !inputs)
        found.push({ kind: 'unconnected-input', message: 'Nothing is connected to its input.' });
      else if (type.inputs === 'all-required' || count > 1) {
        for (let i = 0; i < count; i += 1) {
          if (inputs && !inputs.has(i) && type.inputs === 'all-required') {
            found.push({ kind: 'unconnected-input', message: `Input ${i + 1} is not connected.` });
          }
        }
      }
    }
    for (const [key, value] of Object.entries(node.parameters)) expressionProblems(value, key, found);
    if (found.length > 0) problems.set(node.id, found);
  }
  return problems;
}
