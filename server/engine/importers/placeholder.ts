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
