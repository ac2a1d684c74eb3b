/**
 * The part of an import
import the preview and the import share: the file checked against the limits, parsed,
 * its rows read, and its duplicates found against the workspace's contacts and the file's earlier rows.
 */

import { CsvSyntaxError, parseCsv } from '@common/csv/parse-csv';
import { countOf } from '@common/plural';
import { CRM_IMPORT_MAX_BYTES, CRM_IMPORT_MAX_ROWS, type CrmImportField } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { crmContacts, crmProperties } from '../../../../db/schema/solar-crm';
import { Invalid } from '../../../../lib/errors';
import { type Duplicate, type ExistingContact, findDuplicates } from './find-duplicates';
import { type ImportRow, type ReadRow, readRows } from './read-rows';

export interface PreparedImport {
  headers: string[];
  rows: ReadRow[];
  valid: ImportRow[];
  invalid: { row: number; message: string }[];
  duplicates: Duplicate[];
}

/** The workspace's contacts with the ZIPs of their properties: what a row may repeat. */
export async function existingContacts(db: DbOrTx, ownerId: string): Promise<ExistingContact[]> {
  const [contacts, properties] = await Promise.all([
    db
      .select({
        id: crmContacts.id,
        name: crmContacts.name,
        email: crmContacts.email,
        phone: crmContacts.phone,
      })
      .from(crmContacts)
      .where(eq(crmContacts.ownerId, ownerId)),
    db
      .select({ contactId: crmProperties.contactId, zip: crmProperties.zip })
      .from(crmProperties)
      .where(eq(crmProperties.ownerId, ownerId)),
  ]);
  const zips = new Map<string, string[]>();
  for (const p of properties) if (p.zip) zips.set(p.contactId, [...(zips.get(p.contactId) ?? []), p.zip]);
  return contacts.map((c) => ({ ...c, zips: zips.get(c.id) ?? [] }));
}

export async function prepareImport(
  db: DbOrTx,
  ownerId: string,
  input: { csv: string; mapping: Record<string, CrmImportField> },
): Promise<PreparedImport> {
  if (Buffer.byteLength(input.csv, 'utf8') > CRM_IMPORT_MAX_BYTES)
    throw new Invalid('The file is larger than 2 MB.');
  let records: string[][];
  try {
    records = parseCsv(input.csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new Invalid(`The file is not valid CSV. ${error.message}`);
    throw error;
  }
  const { headers, rows } = readRows(records, input.mapping);
  if (rows.length > CRM_IMPORT_MAX_ROWS)
    throw new Invalid(
      `The file has ${countOf(rows.length, 'row')}; an import takes at most ${CRM_IMPORT_MAX_ROWS}. Split it in parts.`,
    );
  const valid = rows.filter((r): r is ImportRow => !('error' in r));
  const invalid = rows.flatMap((r) => ('error' in r ? [{ row: r.row, message: r.error }] : []));
  const duplicates = findDuplicates(
    await existingContacts(db, ownerId),
    valid.map((r) => ({
      row: r.row,
      name: r.contact.name,
      email: r.contact.email,
      phone: r.contact.phone,
      zips: r.property?.zip ? [r.property.zip] : [],
    })),
  );
  return { headers, rows, valid, invalid, duplicates };
}
