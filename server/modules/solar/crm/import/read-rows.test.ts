import { parseCsv } from '@common/csv/parse-csv';
import { describe, expect, it } from 'vitest';
import { checkMapping, parseDollars, parseWholeNumber, readRows } from './read-rows';

describe('amounts', () => {
  it('reads dollars with a sign, thousands commas and up to two decimals as cents', () => {
    expect(parseDollars('$1,234.5')).toBe(123_450);
    expect(parseDollars(' 180 ')).toBe(18_000);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('-5')).toBeNull();
    expect(parseDollars('1.234')).toBeNull();
    expect(parseDollars('12,34')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
  it('reads whole numbers with thousands commas', () => {
    expect(parseWholeNumber('12,000')).toBe(12_000);
    expect(parseWholeNumber('9500')).toBe(9_500);
    expect(parseWholeNumber('9.5')).toBeNull();
  });
});

describe('checkMapping', () => {
  it('needs the mapped columns in the header, once each, each field once, and a name', () => {
    expect(() => checkMapping(['Name'], { Name: 'name' })).not.toThrow();
    expect(() => checkMapping(['Name'], { Nom: 'name' })).toThrow(
      'The column "Nom" is not in the file\'s header.',
    );
    expect(() => checkMapping(['Name', 'Name'], { Name: 'name' })).toThrow('appears 2 times');
    expect(() => checkMapping(['A', 'B'], { A: 'name', B: 'name' })).toThrow('both mapped to name');
    expect(() => checkMapping(['Email'], { Email: 'email' })).toThrow('Map a column to name');
  });
});

describe('readRows', () => {
  const mapping = {
    Name: 'name',
    Email: 'email',
    Phone: 'phone',
    State: 'state',
    ZIP: 'zip',
    kWh: 'annualKwh',
    Bill: 'monthlyBill',
  } as const;
  const read = (body: string) =>
    readRows(parseCsv(`Name,Email,Phone,State,ZIP,kWh,Bill,Other\n${body}`), mapping);

  it('converts each field and ignores unmapped columns', () => {
    const { headers, rows } = read(
      ' Ada ,ADA@Example.TEST,(555) 010-0001,ny,10001-1234,"12,000",$180.50,x\n',
    );
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'State', 'ZIP', 'kWh', 'Bill', 'Other']);
    expect(rows).toEqual([
      {
        row: 1,
        values: {
          Name: ' Ada ',
          Email: 'ADA@Example.TEST',
          Phone: '(555) 010-0001',
          State: 'ny',
          ZIP: '10001-1234',
          kWh: '12,000',
          Bill: '$180.50',
          Other: 'x',
        },
        contact: { name: 'Ada', email: 'ada@example.test', phone: '(555) 010-0001' },
        property: { state: 'NY', zip: '10001', annualKwh: 12_000, monthlyBillCents: 18_050 },
        deal: {},
      },
    ]);
  });

  it('says what is wrong with a row, naming the column, and numbers rows as the file does', () => {
    const { rows } = read(
      [
        'A,not-an-email,,,,,',
        '',
        'B,,12,,,,',
        'C,,,New York,,,',
        'D,,,,2134,,',
        'E,,,,,lots,',
        'F,,,,,,-3',
        ',x@example.test,,,,,',
        'G,,,,,,,,extra',
        'H,,,,,,,,',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.row, 'error' in r ? r.error : 'ok'])).toEqual([
      [1, 'Email "not-an-email" is not an e-mail address.'],
      [3, 'Phone "12" is not a phone number.'],
      [4, 'State "New York" is not a state\'s two-letter code.'],
      [5, 'ZIP "2134" is not a five-digit ZIP code.'],
      [6, 'kWh "lots" is not a whole number of kWh (up to 10,000,000).'],
      [7, 'Bill "-3" is not an amount in dollars.'],
      [8, 'The name is empty.'],
      [9, 'It has 9 fields and the header 8: a comma too many, or a quote missing?'],
      [10, 'ok'], // extra fields that are empty are a trailing comma, not data
    ]);
  });

  it('reads missing trailing fields as empty and refuses a header-less file', () => {
    expect(read('Solo\n').rows[0]).toMatchObject({ contact: { name: 'Solo' } });
    expect(() => readRows([], mapping)).toThrow('The file has no header line.');
  });
});
