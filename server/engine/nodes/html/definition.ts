/**
 * HTML (n8n's HTML node): an HTML template whose `{{ }}` expressions are evaluated per item, extraction of
 * values by CSS selectors (cheerio, as n8n), or all items as one styled HTML table.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { fileBytes } from '../convert-to-file/binary-file';
import { defineNode } from '../definition';
import { getPath } from '../set/field-path';
import { extractFromHtml } from './extract-content';
import { toStyledHtmlTable } from './html-table';

const extractionValue = z.object({
  key: z.string().default(''),
  cssSelector: z.string().default(''),
  returnValue: z.enum(['text', 'html', 'attribute', 'value']).default('text'),
  attribute: z.string().optional(),
  skipSelectors: z.string().optional(),
  returnArray: z.boolean().default(false),
});

const parameters = z.object({
  operation: z
    .enum(['generateHtmlTemplate', 'extractHtmlContent', 'convertToHtmlTable'])
    .default('generateHtmlTemplate'),
  /** The template: HTML with `{{ }}` expressions (evaluated like any parameter). */
  html: z.string().optional(),
  sourceData: z.enum(['json', 'binary']).default('json'),
  /** The JSON field (dots for nested fields) or binary property holding the HTML. */
  dataPropertyName: z.string().min(1).default('data'),
  extractionValues: z
    .object({ values: z.array(extractionValue).optional() })
    .default({ values: [{ key: '', cssSelector: '', returnValue: 'text', returnArray: false }] }),
  options: z
    .object({
      trimValues: z.boolean().optional(),
      cleanUpText: z.boolean().optional(),
      capitalize: z.boolean().optional(),
      customStyling: z.boolean().optional(),
      caption: z.string().optional(),
      tableAttributes: z.string().optional(),
      headerAttributes: z.string().optional(),
      rowAttributes: z.string().optional(),
      cellAttributes: z.string().optional(),
    })
    .default({}),
  /**
   * n8n's typeVersion when imported (the details that changed): 1 reads the JSON property as one key; from
   * 1.2 "text" is formatted by the html-to-text library, as n8n does.
   */
  n8nVersion: z.number().optional(),
});

type Parameters = z.output<typeof parameters>;

function htmlOf(item: Item, p: Parameters, index: number): unknown {
  const name = p.dataPropertyName;
  if (p.sourceData === 'binary') {
    return fileBytes(item.binary, name, index).toString('utf-8');
  }
  const value = p.n8nVersion === 1 ? item.json[name] : getPath(item.json, name);
  if (value === undefined) throw new Error(`No property named "${name}" exists!`);
  return value;
}

export const htmlNode = defineNode({
  type: 'html',
  version: 1,
  displayName: 'HTML',
  group: 'data',
  description:
    'Generates HTML from a template, extracts values from HTML by CSS selectors, or makes an HTML table.',
  documentation: [
    'Generate HTML template: each item becomes `{html}`, the template with its `{{ }}` expressions evaluated for',
    'that item. Extract HTML content: the HTML in a JSON field (a text or a list of texts) or a binary property',
    'is searched with each CSS selector; the key gets the text, inner HTML, an attribute (every attribute when',
    'none is named) or a form value of the matches (one entry per match with "return array"), trimmed or',
    "cleaned up when asked. Convert to HTML table: all items become one `{table}` (keys as headers, n8n's",
    'styling unless custom, booleans as checkboxes, values written as they are, not escaped).',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  words: ['html template', 'html table', 'extract html', 'css selector', 'html'],
  async execute(ctx, [input = []]) {
    const p0 = ctx.parameters(0);
    if (p0.operation === 'convertToHtmlTable') {
      if (input.length === 0) return [[]];
      const table = toStyledHtmlTable(
        input.map((item) => item.json),
        (i) => ctx.parameters(i).options,
      );
      return [[{ json: { table } }]];
    }
    if (p0.operation === 'generateHtmlTemplate') {
      return [
        input.map((_, i) => {
          const { html } = ctx.parameters(i);
          if (html === undefined) {
            throw new Error(`HTML node "${ctx.node.name}": no template (html) was given.`);
          }
          return { json: { html } };
        }),
      ];
    }
    return [
      input.flatMap((item, i) => {
        const p = ctx.parameters(i);
        const values = p.extractionValues.values ?? [];
        const options = { ...p.options, formattedText: (p.n8nVersion ?? 0) >= 1.2 };
        const source = htmlOf(item, p, i);
        const pages = Array.isArray(source) ? source : [source];
        return pages.map((html) => ({ json: extractFromHtml(String(html), values, options) }));
      }),
    ];
  },
});
