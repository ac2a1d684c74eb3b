/**
 * Extract from File (n8n's node): a file on the item (`binary[name]`) into JSON, as n8n reads it: CSV rows
 * (csv-parse's rules), a JSON file, text (XML files too: n8n moves their text as it is), or the file as
 * base64. XLSX, ODS, XLS, HTML, RTF, PDF and iCal files stop the node with the operation named: reading them
 * needs libraries not installed here.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { fileBytes, nodeEncoding } from '../convert-to-file/binary-file';
import { defineNode } from '../definition';
import { setPath } from '../set/field-path';
import { parseCsvRecords } from './parse-csv';

// n8n's `xml` operation moves the file's text as it is (no parsing), like `text`.
const SUPPORTED = ['csv', 'fromJson', 'text', 'xml', 'binaryToPropery'] as const;
const NOT_HERE = ['html', 'rtf', 'ods', 'xls', 'xlsx', 'pdf', 'fromIcs'] as const;

const parameters = z.object({
  operation: z.enum([...SUPPORTED, ...NOT_HERE]).default('csv'),
  binaryPropertyName: z.string().min(1).default('data'),
  /** JSON, text and base64: the field the content goes to (dots for nested fields). */
  destinationKey: z.string().default('data'),
  options: z
    .object({
      // CSV
      delimiter: z.string().optional(),
      headerRow: z.boolean().optional(),
      includeEmptyCells: z.boolean().optional(),
      enableBOM: z.boolean().optional(),
      relaxQuotes: z.boolean().optional(),
      fromLine: z.number().optional(),
      maxRowCount: z.number().optional(),
      // JSON, text and base64
      encoding: z.string().optional(),
      stripBOM: z.boolean().optional(),
      keepSource: z.enum(['json', 'binary', 'both']).optional(),
    })
    .passthrough()
    .default({}),
});

type Parameters = z.output<typeof parameters>;

function csvRows(item: Item, p: Parameters, index: number): Record<string, unknown>[] {
  const { options } = p;
  const text = fileBytes(item.binary, p.binaryPropertyName, index).toString(nodeEncoding(options.encoding));
  const records = parseCsvRecords(text, {
    delimiter: options.delimiter,
    bom: options.enableBOM,
    relaxQuotes: options.relaxQuotes,
    fromLine: options.fromLine,
  });
  const withHeader = options.headerRow !== false;
  const [header = [], ...body] = withHeader ? records : [[], ...records];
  const max = options.maxRowCount ?? -1;
  const rows = max > -1 ? body.slice(0, max) : body;
  return rows.map((record) => {
    const entries = withHeader
      ? header.map((name, c) => [name, record[c] ?? ''] as const)
      : Object.entries(record);
    // n8n drops empty cells unless asked (on a row without header too: its array becomes an object).
    const kept = options.includeEmptyCells
      ? null
      : Object.fromEntries(entries.filter(([, value]) => value !== ''));
    if (!withHeader) return { row: kept ?? record };
    return kept ?? Object.fromEntries(entries);
  });
}

/**
 * The file's text. Without an encoding n8n guesses it (chardet); a file that is not UTF-8 would be guessed
 * differently here, so it stops the node naming the option rather than give other text.
 */
function decodeText(bytes: Buffer, encoding: string | undefined): string {
  if (encoding) return bytes.toString(nodeEncoding(encoding));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error('The file is not UTF-8 text: choose its encoding (options.encoding).');
  }
}

function moveTo(item: Item, p: Parameters): Item | undefined {
  const { options } = p;
  const file = item.binary?.[p.binaryPropertyName];
  if (!file) return undefined; // n8n skips an item without the file
  const bytes = fileBytes(item.binary, p.binaryPropertyName, 0);
  let value: unknown;
  if (p.operation === 'binaryToPropery') {
    value = bytes.toString('base64');
  } else {
    let text = decodeText(bytes, options.encoding);
    if (options.stripBOM !== false && text.startsWith('\ufeff')) text = text.slice(1);
    value = text;
    if (p.operation === 'fromJson') {
      try {
        value = text === '' ? {} : JSON.parse(text);
      } catch {
        throw new Error("The file selected in 'Input Binary Field' is not in JSON format");
      }
    }
  }
  const json: Record<string, unknown> =
    options.keepSource && options.keepSource !== 'binary' ? structuredClone(item.json) : {};
  setPath(json, p.destinationKey, value);
  const keepFile = options.keepSource === 'binary' || options.keepSource === 'both';
  const binary = { ...item.binary };
  if (!keepFile) delete binary[p.binaryPropertyName];
  return Object.keys(binary).length > 0 ? { json, binary } : { json };
}

export const extractFromFileNode = defineNode({
  type: 'extract-from-file',
  version: 1,
  displayName: 'Extract from File',
  group: 'data',
  description: 'Reads a CSV, JSON or text file on the item into JSON.',
  documentation: [
    'CSV: one item per row, keys from the header row (or `{row}` without one), empty cells left out unless',
    '"include empty cells", with the delimiter, starting line and row limit given; a byte order mark is kept',
    'unless excluded, as n8n does. JSON: the parsed file in the destination field. Text: the text (UTF-8',
    'unless another encoding is chosen, byte order mark stripped; an XML file likewise). Base64: the file as base64. The file is',
    'read from the binary property named ("data"); "keep source" keeps the JSON or the file. XLSX, ODS, XLS,',
    'HTML, RTF, PDF and iCal files are not read here: the node stops, naming the operation.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  words: ['extract from file', 'read file', 'parse file'],
  async execute(ctx, [input = []]) {
    const { operation } = ctx.parameters(0);
    if ((NOT_HERE as readonly string[]).includes(operation)) {
      throw new Error(
        `Extract from File "${ctx.node.name}": the operation "${operation}" (operation) reads a file format this platform does not read.`,
      );
    }
    if (operation === 'csv') {
      return [input.flatMap((item, i) => csvRows(item, ctx.parameters(i), i).map((json) => ({ json })))];
    }
    return [input.flatMap((item, i) => moveTo(item, ctx.parameters(i)) ?? [])];
  },
});
