/**
 * From parsed CSV records and the column mapping to the rows an import
import writes: each field checked and
 * converted (e-mail lower-cased, ZIP+4 cut to its ZIP, dollars to cents), or the row's first problem as a
 * sentence naming the column. Pure: no I/O.
 */

import { isBlankRecord } from '@common/csv/parse-csv';
import { countOf } from '@common/plural';
import type { CrmImportField } from '@common/schemas/solar-crm';
import { z } from 'zod';
import { Invalid } from '../../../../lib/errors';

export interface ImportContactFields {
  name: string;
  email?: string;
  phone?: string;
  notes?: string;
}

export interface ImportPropertyFields {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  annualKwh?: number;
  monthlyBillCents?: number;
}

export interface ImportRow {
  /** 1-based, counting records after the header (blank ones too, so it matches the file). */
  row: number;
  /** The row as header → text, for the preview's sample. */
  values: Record<string, string>;
  contact: ImportContactFields;
  /** Present when any property column has a value. */
  property?: ImportPropertyFields;
  deal: { title?: string; valueCents?: number };
}

export type ReadRow = ImportRow | { row: number; values: Record<string, string>; error: string };

export interface ReadRows {
  headers: string[];
  rows: ReadRow[];
}

const emailSchema = z.email();
/** The contract's phone shape (crmContactInputSchema), and a digit count a real number has. */
const PHONE_SHAPE = /^\+?[0-9 ().-]{7,30}$/;
const MAX_LENGTH: Partial<Record<CrmImportField, number>> = {
  name: 200,
  address: 200,
  city: 100,
  dealTitle: 200,
  notes: 5000,
};
const MAX_CENTS = 1_000_000_000_00;

class FieldProblem extends Error {}

/** "$1,234.50", "1234.5", "1234" → cents; whole dollars and cents only, never negative. */
export function parseDollars(text: string): number | null {
  const plain = text.replace(/[$\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "12,000" or "12000" kWh → 12000; whole numbers only. */
export function parseWholeNumber(text: string): number | null {
  const plain = text.replace(/\s/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/** Checks that the mapping names columns of the file, each field at most once, and the name. */
export function checkMapping(headers: readonly string[], mapping: Record<string, CrmImportField>): void {
  const fields = new Map<CrmImportField, string>();
  for (const [header, field] of Object.entries(mapping)) {
    const count = headers.filter((h) => h === header).length;
    if (count === 0) throw new Invalid(`The column "${header}" is not in the file's header.`);
    if (count > 1)
      throw new Invalid(
        `The header "${header}" appears ${countOf(count, 'time')}: rename one of them in the file.`,
      );
    const other = fields.get(field);
    if (other) throw new Invalid(`The columns "${other}" and "${header}" are both mapped to ${field}.`);
    fields.set(field, header);
  }
  if (!fields.has('name')) throw new Invalid('Map a column to name: every contact needs one.');
}

function convert(
  field: CrmImportField,
  header: string,
  text: string,
  row: Omit<ImportRow, 'row' | 'values'>,
): void {
  const max = MAX_LENGTH[field];
  if (max !== undefined && text.length > max)
    throw new FieldProblem(`${header} is longer than ${max} characters.`);
  const property = () => {
    row.property ??= {};
    return row.property;
  };
  switch (field) {
    case 'name':
      row.contact.name = text;
      return;
    case 'email': {
      const email = text.toLowerCase();
      if (email.length > 254 || !emailSchema.safeParse(email).success)
        throw new FieldProblem(`${header} "${text}" is not an e-mail address.`);
      row.contact.email = email;
      return;
    }
    case 'phone': {
      const digits = text.replace(/\D/g, '').length;
      if (!PHONE_SHAPE.test(text) || digits < 7 || digits > 15)
        throw new FieldProblem(`${header} "${text}" is not a phone number.`);
      row.contact.phone = text;
      return;
    }
    case 'notes':
      row.contact.notes = text;
      return;
    case 'address':
    case 'city':
      property()[field] = text;
      return;
    case 'state': {
      const state = text.toUpperCase();
      if (!/^[A-Z]{2}$/.test(state))
        throw new FieldProblem(`${header} "${text}" is not a state's two-letter code.`);
      property().state = state;
      return;
    }
    case 'zip': {
      const match = /^(\d{5})(?:-\d{4})?$/.exec(text);
      if (!match) throw new FieldProblem(`${header} "${text}" is not a five-digit ZIP code.`);
      property().zip = match[1];
      return;
    }
    case 'annualKwh': {
      const kwh = parseWholeNumber(text);
      if (kwh === null || kwh > 10_000_000)
        throw new FieldProblem(`${header} "${text}" is not a whole number of kWh (up to 10,000,000).`);
      property().annualKwh = kwh;
      return;
    }
    case 'monthlyBill': {
      const cents = parseDollars(text);
      if (cents === null || cents > MAX_CENTS)
        throw new FieldProblem(`${header} "${text}" is not an amount in dollars.`);
      property().monthlyBillCents = cents;
      return;
    }
    case 'dealTitle':
      row.deal.title = text;
      return;
    case 'dealValue': {
      const cents = parseDollars(text);
      if (cents === null || cents > MAX_CENTS)
        throw new FieldProblem(`${header} "${text}" is not an amount in dollars.`);
      row.deal.valueCents = cents;
      return;
    }
  }
}

/**
 * The header and every non-blank record as a row or a problem. Records shorter than the header read the
 * missing fields as empty (spreadsheets drop trailing empties); longer ones are refused unless the extra
 * fields are empty, since their text would be lost.
 */
export function readRows(records: readonly string[][], mapping: Record<string, CrmImportField>): ReadRows {
  const [header, ...body] = records;
  if (!header || isBlankRecord(header)) throw new Invalid('The file has no header line.');
  const headers = header.map((h) => h.trim());
  checkMapping(headers, mapping);
  const columns = headers.map((h) => mapping[h]);
  const rows: ReadRow[] = [];
  body.forEach((record, index) => {
    if (isBlankRecord(record)) return;
    const row = index + 1;
    const values: Record<string, string> = {};
    headers.forEach((h, i) => {
      values[h] = record[i] ?? '';
    });
    if (record.length > headers.length && !isBlankRecord(record.slice(headers.length))) {
      rows.push({
        row,
        values,
        error: `It has ${countOf(record.length, 'field')} and the header ${headers.length}: a comma too many, or a quote missing?`,
      });
      return;
    }
    const read: Omit<ImportRow, 'row' | 'values'> = { contact: { name: '' }, deal: {} };
    try {
      columns.forEach((field, i) => {
        const text = (record[i] ?? '').trim();
        if (field && text !== '') convert(field, headers[i]!, text, read);
      });
      if (!read.contact.name) throw new FieldProblem('The name is empty.');
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      rows.push({ row, values, error: error.message });
      return;
    }
    rows.push({ row, values, ...read });
  });
  return { headers, rows };
}
