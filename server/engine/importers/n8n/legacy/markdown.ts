/**
 * n8n's Markdown node onto ours, with the same parameters (the same libraries at n8n's versions: showdown
 * 2.1.0 and node-html-markdown 1.2.0, whose "ignored elements" keep some of them, headings, as n8n's do).
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

export function translateMarkdown(parameters: NodeParameters): LegacyTranslation {
  return { type: 'markdown', parameters };
}
