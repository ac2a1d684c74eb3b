/**
 * Whether a generated document can be saved and run: the document schema, then the engine's own checks:
 * every node type exists, every node's parameters parse with its type's schema (a value that is an
 * expression is checked when it runs), every edge leaves an output the source has and enters an input the
 * target has, and a trigger starts it. Answers the problems, each naming its place, so
 * they can be told to the model for a repair.
 */
import {
  type WorkflowDocument,
  type WorkflowDocumentInput,
  workflowDocumentSchema,
} from '@common/workflow/document';
import type { z } from 'zod';
import { NODE_REGISTRY } from '../../../engine/nodes/registry';

export type DocumentCheck = { ok: true; document: WorkflowDocument } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 12;

const isExpression = (value: unknown) => typeof value === 'string' && value.includes('{{');

/** The value at an issue's path, to tell an expression (checked at run time) from a wrong literal. */
function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function parameterProblems(node: WorkflowDocument['nodes'][number], schema: z.ZodType): string[] {
  const parsed = schema.safeParse(node.parameters);
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => {
      // An expression anywhere on the path is resolved per item before the node parses it.
      for (let i = issue.path.length; i >= 1; i--)
        if (isExpression(valueAt(node.parameters, issue.path.slice(0, i)))) return false;
      return true;
    })
    .map(
      (issue) =>
        `node "${node.name}" (${node.type}): parameter "${issue.path.map(String).join('.') || '(all)'}": ${issue.message}`,
    );
}

export function checkGeneratedDocument(input: unknown): DocumentCheck {
  const parsed = workflowDocumentSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues
        .slice(0, MAX_PROBLEMS)
        .map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`),
    };
  }
  const document = parsed.data;
  const problems: string[] = [];
  if (document.nodes.length === 0) problems.push('the workflow has no nodes.');
  const byId = new Map(document.nodes.map((n) => [n.id, n]));
  for (const node of document.nodes) {
    const definition = NODE_REGISTRY.find(node.type)?.definition;
    if (!definition) {
      problems.push(`node "${node.name}": there is no node type "${node.type}".`);
      continue;
    }
    problems.push(...parameterProblems(node, definition.parameters));
  }
  for (const edge of document.edges) {
    const source = NODE_REGISTRY.find(byId.get(edge.source)?.type ?? '')?.definition;
    const target = NODE_REGISTRY.find(byId.get(edge.target)?.type ?? '')?.definition;
    const sourceNode = byId.get(edge.source);
    const extraErrorOutput = sourceNode?.onError === 'errorOutput' ? 1 : 0;
    if (source && edge.sourceOutput >= source.outputs.length + extraErrorOutput)
      problems.push(
        `edge "${edge.id}": "${sourceNode?.name}" has no output ${edge.sourceOutput} (it has ${source.outputs.length}).`,
      );
    if (target) {
      const inputs = target.inputs === 'all-required' ? 99 : target.inputs;
      if (edge.targetInput >= inputs)
        problems.push(
          `edge "${edge.id}": "${byId.get(edge.target)?.name}" has no input ${edge.targetInput} (it has ${inputs}).`,
        );
    }
  }
  const hasTrigger = document.nodes.some((n) => NODE_REGISTRY.find(n.type)?.definition.inputs === 0);
  if (document.nodes.length > 0 && !hasTrigger)
    problems.push('the workflow has no trigger: start it with a node whose type ends in -trigger.');
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  return { ok: true, document };
}

/** Same, for a document the server built itself (the pattern library): throws on a problem. */
export function assertRunnableDocument(input: WorkflowDocumentInput): WorkflowDocument {
  const checked = checkGeneratedDocument(input);
  if (!checked.ok) throw new Error(`A generated document is not runnable: ${checked.problems.join('; ')}`);
  return checked.document;
}
