import { describe, expect, it } from 'vitest';
import type { Item } from '../../core/types';
import { executeForTest, jsonOf } from '../execute-for-test';
import { extractFromFileNode } from './definition';
import { parseCsvRecords } from './parse-csv';

const withFile = (text: string, json: Record<string, unknown> = {}): Item => ({
  json,
  binary: {
    data: { data: Buffer.from(text, 'utf8').toString('base64'), mimeType: 'text/plain', fileName: 'f' },
  },
});
const extract = async (parameters: Record<string, unknown>, ...inputs: Item[]) =>
  (await executeForTest(extractFromFileNode, parameters, [inputs]))[0] ?? [];

describe('extract from file (as n8n reads files)', () => {
  it('reads CSV rows by header, leaving empty cells out, keeping a byte order mark unless excluded', async () => {
    const csv = '\ufeffa,b\n1,"x,""y"""\n,3\r\n';
    expect(jsonOf([await extract({}, withFile(csv))])).toEqual([{ '\ufeffa': '1', b: 'x,"y"' }, { b: '3' }]);
    expect(
      jsonOf([await extract({ options: { enableBOM: true, includeEmptyCells: true } }, withFile(csv))]),
    ).toEqual([
      { a: '1', b: 'x,"y"' },
      { a: '', b: '3' },
    ]);
    expect(
      jsonOf([await extract({ options: { headerRow: false, maxRowCount: 1 } }, withFile('p|q\n', {}))]),
    ).toEqual([{ row: { 0: 'p|q' } }]);
    expect(
      jsonOf([
        await extract(
          { options: { headerRow: false, delimiter: '|', includeEmptyCells: true } },
          withFile('p|q'),
        ),
      ]),
    ).toEqual([{ row: ['p', 'q'] }]);
  });

  it('refuses malformed CSV as csv-parse does', () => {
    expect(() => parseCsvRecords('a,b\n1', {})).toThrow('Invalid Record Length');
    expect(() => parseCsvRecords('a\n"x', {})).toThrow('Quote Not Closed');
    expect(() => parseCsvRecords('a\nx"y', {})).toThrow('Invalid Opening Quote');
    expect(parseCsvRecords('a\nx"y', { relaxQuotes: true })).toEqual([['a'], ['x"y']]);
    expect(parseCsvRecords('skip\na\n1', { fromLine: 2 })).toEqual([['a'], ['1']]);
  });

  it('reads text, JSON and base64 into the destination, keeping the source when asked', async () => {
    expect(jsonOf([await extract({ operation: 'text' }, withFile('\ufeffhé'))])).toEqual([{ data: 'hé' }]);
    expect(jsonOf([await extract({ operation: 'xml' }, withFile('<a>1</a>'))])).toEqual([
      { data: '<a>1</a>' },
    ]);
    expect(
      jsonOf([await extract({ operation: 'fromJson', destinationKey: 'o.v' }, withFile('[1]'))]),
    ).toEqual([{ o: { v: [1] } }]);
    const kept = await extract(
      { operation: 'binaryToPropery', options: { keepSource: 'both' } },
      withFile('hi', { k: 1 }),
    );
    expect(kept[0]?.json).toEqual({ k: 1, data: 'aGk=' });
    expect(kept[0]?.binary).toBeDefined();
    expect(await extract({ operation: 'text' }, { json: { no: 'file' } })).toEqual([]);
    await expect(extract({ operation: 'fromJson' }, withFile('{nope'))).rejects.toThrow(
      'is not in JSON format',
    );
    await expect(extract({ operation: 'pdf' }, withFile('x'))).rejects.toThrow('"pdf" (operation)');
    const latin1: Item = {
      json: {},
      binary: { data: { data: Buffer.from('Příliš', 'latin1').toString('base64') } },
    };
    await expect(extract({ operation: 'text' }, latin1)).rejects.toThrow('options.encoding');
    expect(jsonOf([await extract({ operation: 'text', options: { encoding: 'latin1' } }, latin1)])).toEqual([
      { data: Buffer.from(Buffer.from('Příliš', 'latin1')).toString('latin1') },
    ]);
  });
});
