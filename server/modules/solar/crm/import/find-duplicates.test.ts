import { describe, expect, it } from 'vitest';
import { findDuplicates, normaliseName, phoneDigits } from './find-duplicates';

describe('keys', () => {
  it('compares US phone numbers by their ten digits', () => {
    expect(phoneDigits('+1 (555) 010-0001')).toBe('5550100001');
    expect(phoneDigits('555.010.0001')).toBe('5550100001');
    expect(phoneDigits('1-555-010-0001')).toBe('5550100001');
    expect(phoneDigits('+44 20 7946 0000')).toBe('442079460000');
  });
  it('compares names without case, accents, punctuation or extra spaces', () => {
    expect(normaliseName("  José  O'Brien-Smith ")).toBe('jose obrien smith');
    expect(normaliseName('JOSE OBRIEN SMITH')).toBe('jose obrien smith');
  });
});

describe('findDuplicates', () => {
  const existing = [
    { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.test', phone: '(555) 010-0001', zips: ['10001'] },
    { id: 'c2', name: 'Grace Hopper', email: null, phone: null, zips: ['02134'] },
  ];
  it('finds existing contacts and earlier rows, saying why, e-mail first', () => {
    const duplicates = findDuplicates(existing, [
      { row: 1, name: 'X', email: 'ADA@example.test', phone: '555 010 0009', zips: [] },
      { row: 2, name: 'Bob', email: 'bob@example.test', phone: '+1 555 010 0002', zips: ['94103'] },
      { row: 3, name: 'Y', phone: '15550100001', zips: [] },
      { row: 4, name: 'grace  HOPPER', zips: ['02134'] },
      { row: 5, name: 'Grace Hopper', zips: ['99999'] },
      { row: 6, name: 'Robert', email: 'Bob@Example.test', zips: [] },
      { row: 7, name: 'bob', zips: ['94103'] },
      // Repeats row 1 by its phone, which no contact has: row 1 is Ada, so this is Ada too.
      { row: 8, name: 'Z', phone: '5550100009', zips: [] },
    ]);
    expect(duplicates).toEqual([
      {
        row: 1,
        contactId: 'c1',
        matchedRow: null,
        reason: 'Same e-mail (ada@example.test) as the contact Ada Lovelace.',
      },
      {
        row: 3,
        contactId: 'c1',
        matchedRow: null,
        reason: 'Same phone number (5550100001) as the contact Ada Lovelace.',
      },
      {
        row: 4,
        contactId: 'c2',
        matchedRow: null,
        reason: 'Same name and ZIP (02134) as the contact Grace Hopper.',
      },
      { row: 6, contactId: null, matchedRow: 2, reason: 'Same e-mail (bob@example.test) as row 2.' },
      { row: 7, contactId: null, matchedRow: 2, reason: 'Same name and ZIP (94103) as row 2.' },
      { row: 8, contactId: 'c1', matchedRow: 1, reason: 'Same phone number (5550100009) as row 1.' },
    ]);
  });
});
