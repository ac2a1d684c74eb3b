import { describe, expect, it } from 'vitest';
import { csvHeaders, guessMapping } from './import-mapping';

describe('guessing the CSV mapping', () => {
  it('recognises common headers and gives each field to one column', () => {
    expect(
      guessMapping(['Full Name', 'E-mail', 'Mobile', 'ZIP code', 'Email', 'Amount', 'Favourite colour']),
    ).toEqual({
      'Full Name': 'name',
      'E-mail': 'email',
      Mobile: 'phone',
      'ZIP code': 'zip',
      Amount: 'dealValue',
    });
  });
});

describe('reading the header row', () => {
  it('splits on commas outside quotes and stops at the first line break', () => {
    expect(csvHeaders('\uFEFFName,"E-mail, work","Say ""hi""\nthere",ZIP\r\nAda,a@x.io,hi,63101')).toEqual([
      'Name',
      'E-mail, work',
      'Say "hi"\nthere',
      'ZIP',
    ]);
  });
});
