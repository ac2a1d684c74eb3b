/**
 * Convert: JSON ↔ CSV, items → an HTML table, HTML → text, Markdown ↔ HTML, on text held in item fields.
 * Its own output, not n8n's: n8n's nodes import onto `convert-to-file`, `extract-from-file`, `html` and `markdown`.
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

type Operation =
  | 'jsonToCsv'
  | 'csvToJson'
  | 'toHtmlTable'
  | 'htmlToText'
  | 'markdownToHtml'
  | 'htmlToMarkdown';
type TextOperation = 'htmlToText' | 'markdownToHtml' | 'htmlToMarkdown';

/** One flat object, as the builders' settings panel reads it: fields an operation does not use are ignored. */
const parameters = z.object({
  operation: z
    .enum([
      'jsonToCsv',
      'csvToJson',
      'toHtmlTable',
      'htmlToText',
      'markdownToHtml',
      'htmlToMarkdown',
      // n8n's HTML node's name for toHtmlTable.
      'convertToHtmlTable',
    ])
    .default('jsonToCsv'),
  /** n8n's Markdown node: its `mode` is the operation and the text comes in `markdown` or `html`. */
  mode: z.enum(['markdownToHtml', 'htmlToMarkdown']).optional(),
  markdown: z.string().optional(),
  html: z.string().optional(),
  /** For CSV. */
  delimiter: z.string().min(1).max(4).default(','),
  headerRow: z.boolean().default(true),
  /** The field holding the text to convert (CSV to JSON and the text conversions). */
  sourceKey: z.string().min(1).default('data'),
  /** The field the result goes to: `table` for an HTML table, `data` otherwise. */
  destinationKey: z.string().min(1).optional(),
});

type RawParameters = z.output<typeof parameters>;
type Parameters = Omit<RawParameters, 'operation'> & { operation: Operation };

/** n8n's names for the same operations, mapped onto ours. */
function normalise(p: RawParameters): Parameters {
  const operation = p.mode ?? (p.operation === 'convertToHtmlTable' ? 'toHtmlTable' : p.operation);
  return { ...p, operation };
}

const CONVERT_TEXT: Record<TextOperation, (text: string) => string> = {
  htmlToText,
  markdownToHtml,
  htmlToMarkdown,
};

function isTextOperation(operation: Operation): operation is TextOperation {
  return Object.hasOwn(CONVERT_TEXT, operation);
}

function destinationOf(p: Parameters): string {
  return p.destinationKey ?? (p.operation === 'toHtmlTable' ? 'table' : 'data');
}

/** Expressions may make the parameters differ per item, but not the operation: that is set once. */
function sameOperation(p: Parameters, operation: Operation): Parameters {
  if (p.operation !== operation) throw new Error('The operation must be the same for every item.');
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

/** The text given in the parameters (n8n's Markdown node), else the source field's. */
function textFor(item: Item, p: Parameters, operation: TextOperation, itemIndex: number): string {
  const given = operation === 'markdownToHtml' ? p.markdown : p.html;
  return given ?? sourceText(item, p.sourceKey, itemIndex);
}

function convertItem(item: Item, p: Parameters, operation: TextOperation, itemIndex: number): Item {
  const json = structuredClone(item.json);
  setPath(json, destinationOf(p), CONVERT_TEXT[operation](textFor(item, p, operation, itemIndex)));
  return item.binary ? { json, binary: item.binary } : { json };
}

export const convertNode = defineNode({
  type: 'convert',
  version: 1,
  displayName: 'Convert',
  group: 'data',
  words: ['convert'],
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
    const p = normalise(ctx.parameters());
    const { operation } = p;
    const rows = () => input.map((item) => item.json);
    if (operation === 'jsonToCsv') return [[{ json: { [destinationOf(p)]: toCsv(rows(), p) } }]];
    if (operation === 'toHtmlTable') return [[{ json: { [destinationOf(p)]: toHtmlTable(rows()) } }]];
    if (operation === 'csvToJson') {
      return [
        input.flatMap((item, i) => {
          const q = sameOperation(normalise(ctx.parameters(i)), operation);
          return parseCsv(sourceText(item, q.sourceKey, i), q).map((json) => ({ json }));
        }),
      ];
    }
    if (!isTextOperation(operation)) throw new Error(`Unknown operation "${operation}".`);
    return [
      input.map((item, i) =>
        convertItem(item, sameOperation(normalise(ctx.parameters(i)), operation), operation, i),
      ),
    ];
  },
});
