import { describe, expect, it } from 'vitest';
import { executeForTest, items } from '../execute-for-test';
import { convertToFileNode } from './definition';
import { itemsToCsv } from './sheet-csv';

const fileOf = async (parameters: Record<string, unknown>, ...rows: Record<string, unknown>[]) => {
  const [out = []] = await executeForTest(convertToFileNode, parameters, [items(...rows)]);
  return out.map((item) => {
    const file = item.binary?.data as { data: string; mimeType: string; fileName: string };
    return { ...file, text: Buffer.from(file.data, 'base64').toString('utf8') };
  });
};

describe('convert to file (as n8n writes files)', () => {
  it('writes CSV as SheetJS does: flattened keys, a byte order mark, General numbers, TRUE/FALSE, quoting', async () => {
    const [file] = await fileOf(
      {},
      { a: 1, b: { c: 'x,y' } },
      { a: 2.5, d: true, e: null, f: 'say "hi"\nnow' },
    );
    expect(file?.fileName).toBe('File.csv');
    expect(file?.mimeType).toBe('text/csv');
    expect(file?.text).toBe('\ufeffa,b.c,d,e,f\n1,"x,y",,,\n2.5,,TRUE,,"say ""hi""\nnow"');
  });

  it('honours the delimiter, no header row and SheetJS quoting a leading ID', () => {
    expect(itemsToCsv([{ ID: 'a|b', n: -3 }], { delimiter: '|', headerRow: true })).toBe('"ID"|n\n"a|b"|-3');
    expect(itemsToCsv([{ a: 'x' }, { a: 'y' }], { headerRow: false })).toBe('x\ny');
    expect(itemsToCsv([{ list: [1, { z: 2 }] }], {})).toBe('list.0,list.1.z\n1,2');
  });

  it('stops on a number whose General form it does not reproduce', () => {
    expect(() => itemsToCsv([{ n: 0.1 + 0.2 }], {})).toThrow('General format');
    expect(() => itemsToCsv([{ n: 1e21 }], {})).toThrow('General format');
  });

  it('writes JSON once or per item, text, and decoded base64', async () => {
    const [once] = await fileOf({ operation: 'toJson', options: { format: true } }, { a: 1 }, { a: 2 });
    expect(once?.text).toBe('[\n  {\n    "a": 1\n  },\n  {\n    "a": 2\n  }\n]');
    expect(once?.fileName).toBe('file.json');
    const each = await fileOf({ operation: 'toJson', mode: 'each' }, { a: 1 }, { a: 2 });
    expect(each.map((f) => f.text)).toEqual(['{"a":1}', '{"a":2}']);
    const [text] = await fileOf({ operation: 'toText', sourceProperty: 'n.t' }, { n: { t: 'hé' } });
    expect(text).toMatchObject({ text: 'hé', fileName: 'file.txt', mimeType: 'text/plain' });
    const [b64] = await fileOf(
      {
        operation: 'toBinary',
        sourceProperty: 'b',
        options: { fileName: 'x.bin', mimeType: 'application/x' },
      },
      { b: 'data:text/plain;base64,aGk=' },
    );
    expect(b64).toMatchObject({ text: 'hi', fileName: 'x.bin', mimeType: 'application/x' });
  });

  it('refuses bad base64, a missing field, other encodings and formats', async () => {
    await expect(
      fileOf({ operation: 'toBinary', sourceProperty: 'b' }, { b: 'not base64!' }),
    ).rejects.toThrow('not valid base64');
    await expect(fileOf({ operation: 'toText', sourceProperty: 'x' }, { b: 1 })).rejects.toThrow(
      'The value in "x" is not set',
    );
    await expect(
      fileOf({ operation: 'toText', sourceProperty: 'b', options: { encoding: 'windows1256' } }, { b: 'x' }),
    ).rejects.toThrow('options.encoding');
    await expect(fileOf({ operation: 'xlsx' }, { a: 1 })).rejects.toThrow('"xlsx" (operation)');
  });
});
