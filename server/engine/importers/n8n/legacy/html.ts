/**
 * n8n's HTML node onto ours, with its `typeVersion` as `n8nVersion` (from 1.2, extracted "text" is
 * formatted by html-to-text, as n8n does). Refused (placeholder): a template left at n8n's default (its
 * sample page is not copied). n8n replaces each `{{ … }}` of a
 * template (found as its regular expression finds them) with the value as `String()` writes it (a list
 * as "1,2", an object as "[object Object]", null as "null"), so each is rewritten to say so.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

export function translateHtml(parameters: NodeParameters, typeVersion: number): LegacyTranslation {
  const operation = parameters.operation ?? 'generateHtmlTemplate';
  if (operation === 'generateHtmlTemplate' && parameters.html === undefined) {
    return { reason: "the HTML node's template (html) is n8n's default sample page, which is not copied" };
  }
  const html =
    operation === 'generateHtmlTemplate' && typeof parameters.html === 'string'
      ? parameters.html.replace(/{{([\s\S]*?)}}/g, (_, body: string) => `{{ String(${body.trim()}) }}`)
      : parameters.html;
  return {
    type: 'html',
    parameters: { ...parameters, ...(html === undefined ? {} : { html }), n8nVersion: typeVersion },
  };
}
