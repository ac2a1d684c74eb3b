/**
 * Which node a phrase means: "Webhook", "the http request node", "'Send Mail'", "it", "the selected
 * node". By name (exact, any case, contained), else by the type its words name (the last such node).
 */
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import { nodeTypeIn } from './node-words';

export interface ReferenceContext {
  /** What "it", "this" and "that" mean: the node the previous clause added or named. */
  last: string | null;
  /** The selected nodes' names. */
  selected: string[];
}

const PRONOUN =
  /^(?:it|this|that|them|this one|that one|the selected(?: node| one)?|the selection|selected node|the current node|the new (?:node|one))$/;

export function cleanReference(text: string): string {
  return text
    .trim()
    .replace(/^["'“‘`]|["'”’`]$/g, '')
    .replace(/^(?:the|a|an|my|our)\s+/i, '')
    .replace(/\s+(?:node|step|one)$/i, '')
    .replace(/[.!?,;:]+$/, '')
    .trim();
}

export function resolveNode(
  doc: WorkflowDocument,
  phrase: string,
  context: ReferenceContext,
): WorkflowNode | null {
  const raw = phrase.trim().replace(/[.!?,;:]+$/, '');
  const lower = raw.toLowerCase().replace(/^the\s+/, '');
  const byName = (name: string | null | undefined) =>
    name ? (doc.nodes.find((n) => n.name === name) ?? null) : null;
  if (PRONOUN.test(lower)) return byName(context.last) ?? byName(context.selected[0]);
  const cleaned = cleanReference(raw);
  const wanted = cleaned.toLowerCase();
  if (!wanted) return null;
  const exact = doc.nodes.find(
    (n) => n.name.toLowerCase() === wanted || n.name.toLowerCase() === raw.toLowerCase(),
  );
  if (exact) return exact;
  const containing = doc.nodes.filter((n) => n.name.toLowerCase().includes(wanted));
  if (containing.length === 1) return containing[0] ?? null;
  const contained = doc.nodes.filter((n) => wanted.includes(n.name.toLowerCase()));
  if (contained.length >= 1) return contained.sort((a, b) => b.name.length - a.name.length)[0] ?? null;
  const type = nodeTypeIn(wanted);
  if (type) {
    const ofType = doc.nodes.filter((n) => n.type === type.type);
    return ofType[ofType.length - 1] ?? null;
  }
  return null;
}
