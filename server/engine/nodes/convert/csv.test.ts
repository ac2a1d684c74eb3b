import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows, toCsv } from './csv';

const options = { delimiter: ',', headerRow: true };

describe('csv', () => {
  it('writes a header of every key and quotes only what needs it', () => {
    const csv = toCsv(
      [
        { name: 'Ann', note: 'says "hi", twice' },
        { name: 'Bo', age: 3, tags: ['a'], note: 'two\nlines' },
        { name: ' padded' },
      ],
      options,
    );
    expect(csv).toBe(
      [
        'name,note,age,tags',
        'Ann,"says ""hi"", twice",,',
        'Bo,"two\nlines",3,"[""a""]"',
        '" padded",,,',
      ].join('\n'),
    );
  });

  it('uses another delimiter and leaves the header out on request', () => {
    expect(toCsv([{ a: 'x;y', b: 1 }], { delimiter: ';', headerRow: false })).toBe('"x;y";1');
  });

  it('reads quoted fields with delimiters, quotes, CRLF and line breaks, skipping blank lines', () => {
    expect(parseCsvRows('a,b\r\n"1,5","say ""hi"""\r\n\r\n"x\ny",z', ',')).toEqual([
      ['a', 'b'],
      ['1,5', 'say "hi"'],
      ['x\ny', 'z'],
    ]);
    expect(() => parseCsvRows('"open', ',')).toThrow('ends inside a quoted field');
  });

  it('keys rows by the header, or gives the cells as a list', () => {
    expect(parseCsv('\uFEFFname,age\nAnn,30\nBo\nCy,4,extra', options)).toEqual([
      { name: 'Ann', age: '30' },
      { name: 'Bo', age: '' },
      { name: 'Cy', age: '4', column_3: 'extra' },
    ]);
    expect(parseCsv('a\tb\n1\t2', { delimiter: '\t', headerRow: false })).toEqual([
      { row: ['a', 'b'] },
      { row: ['1', '2'] },
    ]);
  });

  it('round-trips what it writes', () => {
    const rows = [
      { a: 'x, "y"', b: 'line\nbreak' },
      { a: '', b: ' z ' },
    ];
    expect(parseCsv(toCsv(rows, options), options)).toEqual(rows);
  });
});
