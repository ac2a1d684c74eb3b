/**
 * Convert to File (n8n's node): items or a field into a file on the item (`binary[name]`), as n8n writes
 * it: CSV (SheetJS's rules), JSON, text, or base64 decoded to bytes. Spreadsheets (XLSX, ODS, XLS), HTML,
 * RTF and iCal stop the node with the operation named: writing them needs libraries not installed here.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { getPath } from '../set/field-path';
import { encodeText, toBinaryFile } from './binary-file';
import { itemsToCsv } from './sheet-csv';

const SUPPORTED = ['csv', 'toJson', 'toText', 'toBinary'] as const;
const NOT_HERE = ['html', 'rtf', 'ods', 'xls', 'xlsx', 'iCal'] as const;

const parameters = z.object({
  operation: z.enum([...SUPPORTED, ...NOT_HERE]).default('csv'),
  /** toJson: all items in one file, or one file per item. */
  mode: z.enum(['once', 'each']).default('once'),
  /** toText and toBinary: the field (dots for nested fields) holding the text or the base64. */
  sourceProperty: z.string().default(''),
  /** The binary property the file is put in. */
  binaryPropertyName: z.string().min(1).default('data'),
  options: z
    .object({
      fileName: z.string().optional(),
      delimiter: z.string().optional(),
      headerRow: z.boolean().optional(),
      encoding: z.string().optional(),
      addBOM: z.boolean().optional(),
      format: z.boolean().optional(),
      dataIsBase64: z.boolean().optional(),
      mimeType: z.string().optional(),
    })
    .passthrough()
    .default({}),
});

type Parameters = z.output<typeof parameters>;
type Options = Parameters['options'];

function valueAt(item: Item, key: string): unknown {
  const value = key ? getPath(item.json, key) : item.json;
  if (value === undefined) throw new Error(`The value in "${key}" is not set`);
  return value;
}

/** Text or JSON as bytes; an object is written as JSON (pretty with "format"), as n8n's createBinaryFromJson. */
function textFile(value: unknown, options: Options, fileName: string, mimeType: string) {
  const isObject = typeof value === 'object' && value !== null;
  const text = isObject ? JSON.stringify(value, null, options.format ? 2 : undefined) : String(value);
  return toBinaryFile(
    encodeText(text, options.encoding, options.addBOM),
    fileName,
    isObject ? 'application/json' : mimeType,
  );
}

function base64File(value: unknown, options: Options) {
  let text = typeof value === 'string' ? value : String(value ?? '');
  let mimeType = options.mimeType;
  const dataUri = /^data:(.*?);base64,(.*)$/s.exec(text.trim());
  if (dataUri) {
    mimeType ||= dataUri[1]?.split(';')[0]?.trim();
    text = dataUri[2] ?? '';
  }
  const cleaned = text.replace(/\s+/g, '');
  if (cleaned.length > 0 && !/^[A-Za-z0-9+/=_-]+$/.test(cleaned)) {
    throw new Error(
      'The provided string is not valid base64 data. If you are trying to write plain text to a file, use the "Convert to Text File" operation instead.',
    );
  }
  const fileName = options.fileName || (mimeType ? 'file' : 'file.txt');
  return toBinaryFile(Buffer.from(text, 'base64'), fileName, mimeType || 'text/plain');
}

function oneFile(item: Item, p: Parameters) {
  const { options } = p;
  if (p.operation === 'toText') {
    return textFile(valueAt(item, p.sourceProperty), options, options.fileName || 'file.txt', 'text/plain');
  }
  if (options.dataIsBase64 === false) {
    return textFile(
      valueAt(item, p.sourceProperty),
      options,
      options.fileName || 'file',
      options.mimeType || 'text/plain',
    );
  }
  return base64File(valueAt(item, p.sourceProperty), options);
}

export const convertToFileNode = defineNode({
  type: 'convert-to-file',
  version: 1,
  displayName: 'Convert to File',
  group: 'data',
  description: 'Turns items into a CSV or JSON file, or a field into a text or binary file.',
  documentation: [
    'CSV: all items become one file (nested fields as `a.b`, a header row unless turned off, the delimiter',
    'of your choice, numbers, TRUE/FALSE and quoting as n8n writes them with SheetJS, a UTF-8 byte order',
    'mark). JSON: all items as one array, or one file per item (pretty-printed with "format"). Text: the',
    "field's text (an object as JSON). Base64: the field's base64 (or data: URI) decoded. The file goes to",
    'the binary property named ("data"), on an item with no JSON. XLSX, ODS, XLS, HTML, RTF and iCal files',
    'are not written here: the node stops, naming the operation.',
  ].join(' '),
  inputs: 1,
  parameterItems: 'each',
  outputs: ['Output'],
  parameters,
  words: ['convert to file', 'csv file', 'write file'],
  async execute(ctx, [input = []]) {
    const p = ctx.parameters(0);
    if ((NOT_HERE as readonly string[]).includes(p.operation)) {
      throw new Error(
        `Convert to File "${ctx.node.name}": the operation "${p.operation}" (operation) writes a file format this platform does not produce.`,
      );
    }
    const wrap = (file: ReturnType<typeof toBinaryFile>, name: string) => ({
      json: {},
      binary: { [name]: file },
    });
    if (p.operation === 'csv') {
      if (input.length === 0) return [[]];
      const csv = `\ufeff${itemsToCsv(
        input.map((item) => item.json),
        p.options,
      )}`;
      const file = toBinaryFile(Buffer.from(csv, 'utf8'), p.options.fileName ?? 'File.csv');
      return [[wrap(file, p.binaryPropertyName)]];
    }
    if (p.operation === 'toJson' && p.mode === 'once') {
      if (input.length === 0) return [[]];
      const rows = input.map((item) => item.json);
      const file = textFile(rows, p.options, p.options.fileName || 'file.json', 'application/json');
      return [[wrap(file, p.binaryPropertyName)]];
    }
    return [
      input.map((item, i) => {
        const q = ctx.parameters(i);
        if (q.operation === 'toJson') {
          return wrap(
            textFile(item.json, q.options, q.options.fileName || 'file.json', 'application/json'),
            q.binaryPropertyName,
          );
        }
        return wrap(oneFile(item, q), q.binaryPropertyName);
      }),
    ];
  },
});
