/**
 * n8n's Summarize 1.0 gives the split-by values back as the text of its group keys (`"0"`, `"null"`);
 * 1.1 gave them their types back. Ours does 1.1's by default, so a 1.0 node asks for text.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

export function translateSummarize(parameters: NodeParameters, typeVersion: number): LegacyTranslation {
  return {
    type: 'summarize',
    parameters: typeVersion < 1.1 ? { ...parameters, groupValues: 'text' } : parameters,
  };
}
