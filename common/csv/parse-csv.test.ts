import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, isBlankRecord, parseCsv } from './parse-csv';

describe('parseCsv: the cases of RFC 4180 §2', () => {
  it('1: records end with CRLF', () => {
    expect(parseCsv('aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n')).toEqual([
      ['aaa', 'bbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
  });
  it('2: the last record may have no line break', () => {
    expect(parseCsv('aaa,bbb,ccc\r\nzzz,yyy,xxx')).toEqual([
      ['aaa', 'bbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
  });
  it('3: a header line reads like any record', () => {
    expect(parseCsv('field_name,field_name,field_name\r\naaa,bbb,ccc\r\n')[0]).toEqual([
      'field_name',
      'field_name',
      'field_name',
    ]);
  });
  it('4: spaces are part of a field; the last field has no comma after it', () => {
    expect(parseCsv(' aaa , bbb,ccc ')).toEqual([[' aaa ', ' bbb', 'ccc ']]);
  });
  it('5: fields may be quoted', () => {
    expect(parseCsv('"aaa","bbb","ccc"\r\nzzz,yyy,xxx')).toEqual([
      ['aaa', 'bbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
  });
  it('6: quoted fields hold line breaks and commas', () => {
    expect(parseCsv('"aaa","b\r\nbb","ccc"\r\nzzz,yyy,xxx')).toEqual([
      ['aaa', 'b\r\nbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
    expect(parseCsv('"a,b",c')).toEqual([['a,b', 'c']]);
  });
  it('7: a doubled quote inside a quoted field is one quote', () => {
    expect(parseCsv('"aaa","b""bb","ccc"')).toEqual([['aaa', 'b"bb', 'ccc']]);
    expect(parseCsv('""""')).toEqual([['"']]);
  });
});

describe('parseCsv: what real exports do', () => {
  it('drops a byte-order mark (Excel "CSV UTF-8")', () => {
    expect(parseCsv('\uFEFFName,Email\r\nAda,ada@example.test\r\n')).toEqual([
      ['Name', 'Email'],
      ['Ada', 'ada@example.test'],
    ]);
  });
  it('reads LF-only and lone-CR line ends, and mixes of them', () => {
    expect(parseCsv('a,b\nc,d\re,f\r\ng,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });
  it('keeps empty fields, a trailing comma and an empty quoted field', () => {
    expect(parseCsv('a,,c,\n"",x,"",')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', '', ''],
    ]);
  });
  it('keeps blank lines as records, which isBlankRecord finds', () => {
    const records = parseCsv('a,b\n\n,\nc,d\n');
    expect(records).toEqual([['a', 'b'], [''], ['', ''], ['c', 'd']]);
    expect(records.map(isBlankRecord)).toEqual([false, true, true, false]);
  });
  it('keeps a quote inside an unquoted field as written', () => {
    expect(parseCsv('Panel 5" wide,x')).toEqual([['Panel 5" wide', 'x']]);
  });
  it('reads a Google Sheets address with an embedded LF and quotes around a nickname', () => {
    const csv = 'Name,Address\n"Grace ""Amazing"" Hopper","12 Main St\nApt 4, Springfield"\n';
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Address'],
      ['Grace "Amazing" Hopper', '12 Main St\nApt 4, Springfield'],
    ]);
  });
  it('keeps unicode and leading zeros as text', () => {
    expect(parseCsv('José Ñúñez,02134,"€1,200.50"')).toEqual([['José Ñúñez', '02134', '€1,200.50']]);
  });
  it('reads nothing from empty text and one empty field from a lone quoted empty', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
    expect(parseCsv('""')).toEqual([['']]);
  });
  it('refuses a quote left open, naming the line where it opened', () => {
    expect(() => parseCsv('a,b\nc,"d\ne\n')).toThrow(
      new CsvSyntaxError('Line 2: a quoted field is never closed.', 2),
    );
  });
  it('refuses text after a closing quote, naming its line after an embedded line break', () => {
    try {
      parseCsv('a\n"x\ny"z,1');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CsvSyntaxError);
      expect((error as CsvSyntaxError).line).toBe(3);
      expect((error as Error).message).toContain('Line 3: text follows a closing quote');
    }
  });
});
