/**
 * A node we cannot translate is kept, not dropped: a `placeholder` node that holds the original type
 * and raw parameters, so nothing is lost and the engine stops the run at it with a clear message.
 */
import type { NodeParameters } from '../../../common/workflow/document';

export const PLACEHOLDER_TYPE = 'placeholder';

export interface PlaceholderParameters {
  originalType: string;
  /** Which tool the node came from, so the message can say "an n8n node of type …". */
  source: 'n8n' | 'flowise' | 'dify';
  reason: string;
  originalParameters: unknown;
}

/** JSON round trip: drops `undefined` and anything that is not plain JSON (the document refuses it). */
export function plainJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

export function placeholderParameters(p: PlaceholderParameters): NodeParameters {
  return { ...p, originalParameters: plainJson(p.originalParameters) };
}

const FOREIGN_NODE: Readonly<Record<PlaceholderParameters['source'], string>> = {
  n8n: 'an n8n node',
  flowise: 'a Flowise node',
  dify: 'a Dify node',
};

/**
 * What a run says when it reaches a placeholder: which node, what it was, and why it was not
 * translated. For the placeholder node type's execute, so every importer's nodes fail the same way.
 */
export function placeholderMessage(nodeName: string, parameters: Record<string, unknown>): string {
  const source = parameters.source;
  const what =
    typeof source === 'string' && source in FOREIGN_NODE
      ? FOREIGN_NODE[source as PlaceholderParameters['source']]
      : 'a node of another tool';
  const type = typeof parameters.originalType === 'string' ? ` of type "${parameters.originalType}"` : '';
  const reason = typeof parameters.reason === 'string' ? ` (${parameters.reason})` : '';
  return `"${nodeName}" stands in for ${what}${type} that could not be imported${reason}. Replace it with an AIZ node to run this workflow.`;
}
