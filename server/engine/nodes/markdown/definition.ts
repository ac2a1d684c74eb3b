/**
 * Markdown (n8n's Markdown node): Markdown to HTML with showdown, HTML to Markdown with node-html-markdown,
 * the libraries and the options n8n's node uses, so the text is the same as n8n gives.
 */
import { z } from 'zod';
import { defineNode } from '../definition';
import { setPath } from '../set/field-path';
import { htmlToMarkdown, markdownToHtml } from './convert-markdown';

const parameters = z.object({
  mode: z.enum(['markdownToHtml', 'htmlToMarkdown']).default('htmlToMarkdown'),
  /** HTML to Markdown: the HTML (usually an expression such as `{{ $json.data }}`). */
  html: z.string().default(''),
  /** Markdown to HTML: the Markdown. */
  markdown: z.string().default(''),
  /** The field the result goes to; dots make nested fields. */
  destinationKey: z.string().min(1).default('data'),
  /** The options of the mode's library, as n8n names them (see ./convert-markdown.ts). */
  options: z.record(z.string(), z.unknown()).default({}),
});

export const markdownNode = defineNode({
  type: 'markdown',
  version: 1,
  displayName: 'Markdown',
  group: 'data',
  description: 'Converts Markdown to HTML, or HTML to Markdown.',
  documentation: [
    'Markdown to HTML converts the Markdown given (showdown, with its options: tables, strikethrough, task',
    'lists, header ids, a complete HTML document...). HTML to Markdown converts the HTML given',
    '(node-html-markdown, with its options: bullet marker, code fence, ignored elements, text replacements...).',
    'The result is written to the destination field of a copy of each item, as in n8n.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  words: ['markdown'],
  imports: { n8n: ['n8n-nodes-base.markdown'] },
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const mode = ctx.parameters(0).mode;
    return [
      input.map((item, i) => {
        const p = ctx.parameters(i);
        const text =
          mode === 'markdownToHtml'
            ? markdownToHtml(p.markdown, p.options)
            : htmlToMarkdown(p.html, p.options);
        const json = structuredClone(item.json);
        setPath(json, p.destinationKey, text);
        return { json };
      }),
    ];
  },
});
