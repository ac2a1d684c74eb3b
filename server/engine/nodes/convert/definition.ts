/**
 * Convert: JSON ↔ CSV, items → an HTML table, HTML → text, Markdown ↔ HTML (n8n's Convert to File /
 * Extract from File for CSV, its HTML node's table and its Markdown node), on text held in item fields.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { getPath, setPath } from '../set/field-path';
import { parseCsv, toCsv } from './csv';
import { toHtmlTable } from './html-table';
import { htmlToMarkdown } from './html-to-markdown';
import { htmlToText } from './html-to-text';
import { markdownToHtml } from './markdown-to-html';

const csvOptions = {
  delimiter: z.string().min(1).max(4).default(','),
  headerRow: z.boolean().default(true),
};
const textOperation = {
  sourceKey: z.string().min(1).default('data'),
  destinationKey: z.string().min(1).default('data'),
};

const parameters = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('jsonToCsv'),
    destinationKey: z.string().min(1).default('data'),
    ...csvOptions,
  }),
  z.object({
    operation: z.literal('csvToJson'),
    sourceKey: z.string().min(1).default('data'),
    ...csvOptions,
  }),
  z.object({ operation: z.literal('toHtmlTable'), destinationKey: z.string().min(1).default('table') }),
  z.object({ operation: z.literal('htmlToText'), ...textOperation }),
  z.object({ operation: z.literal('markdownToHtml'), ...textOperation }),
  z.object({ operation: z.literal('htmlToMarkdown'), ...textOperation }),
]);

type Parameters = z.output<typeof parameters>;
type TextOperation = Extract<Parameters, { operation: 'htmlToText' | 'markdownToHtml' | 'htmlToMarkdown' }>;

const CONVERT_TEXT: Record<TextOperation['operation'], (text: string) => string> = {
  htmlToText,
  markdownToHtml,
  htmlToMarkdown,
};

function isTextOperation(p: Parameters): p is TextOperation {
  return Object.hasOwn(CONVERT_TEXT, p.operation);
}

/** Expressions may make the parameters differ per item, but not the operation: that is set once. */
function sameOperation<O extends Parameters>(p: Parameters, isOperation: (q: Parameters) => q is O): O {
  if (!isOperation(p)) throw new Error('The operation must be the same for every item.');
  return p;
}

function sourceText(item: Item, key: string, itemIndex: number): string {
  const value = getPath(item.json, key);
  if (typeof value !== 'string') {
    throw new Error(
      `Item ${itemIndex} has no text in the field "${key}" (found ${value === undefined ? 'nothing' : typeof value}).`,
    );
  }
  return value;
}

function convertItem(item: Item, p: TextOperation, itemIndex: number): Item {
  const json = structuredClone(item.json);
  setPath(json, p.destinationKey, CONVERT_TEXT[p.operation](sourceText(item, p.sourceKey, itemIndex)));
  return item.binary ? { json, binary: item.binary } : { json };
}

export const convertNode = defineNode({
  type: 'convert',
  version: 1,
  displayName: 'Convert',
  group: 'data',
  description: 'Converts between JSON, CSV, HTML and Markdown.',
  documentation: [
    'JSON to CSV: all items become one item whose destination field holds the CSV text (a header row of',
    'every key, the delimiter of your choice, fields quoted when needed, nested values as JSON). CSV to',
    'JSON: the CSV text in each item becomes one item per row (values stay text; without a header row each',
    'item is `{row: [...]}`). To HTML table: all items become one escaped table. HTML to text drops scripts,',
    'styles and tags and keeps line breaks between blocks. Markdown to HTML supports headings, emphasis,',
    'links (web, mail and relative only), lists, code and quotes, and shows any raw HTML as text; HTML to',
    'Markdown is the reverse for the same subset.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const p = ctx.parameters();
    switch (p.operation) {
      case 'jsonToCsv':
        return [
          [
            {
              json: {
                [p.destinationKey]: toCsv(
                  input.map((item) => item.json),
                  p,
                ),
              },
            },
          ],
        ];
      case 'toHtmlTable':
        return [[{ json: { [p.destinationKey]: toHtmlTable(input.map((item) => item.json)) } }]];
      case 'csvToJson':
        return [
          input.flatMap((item, i) => {
            const q = sameOperation(ctx.parameters(i), (x) => x.operation === 'csvToJson');
            return parseCsv(sourceText(item, q.sourceKey, i), q).map((json) => ({ json }));
          }),
        ];
      default:
        return [
          input.map((item, i) => convertItem(item, sameOperation(ctx.parameters(i), isTextOperation), i)),
        ];
    }
  },
});
