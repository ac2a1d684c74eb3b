/** A first guess at which CSV column is which CRM field, from the header's words; the manager corrects it. */
import { CRM_IMPORT_FIELDS, type CrmImportField } from '@common/schemas/solar-crm';

const WORDS: Record<CrmImportField, readonly string[]> = {
  name: ['name', 'fullname', 'contact', 'contactname', 'customer', 'homeowner'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'tel', 'telephone'],
  address: ['address', 'street', 'streetaddress', 'address1'],
  city: ['city', 'town'],
  state: ['state', 'st', 'province'],
  zip: ['zip', 'zipcode', 'postal', 'postalcode', 'postcode'],
  annualKwh: ['annualkwh', 'kwh', 'annualusage', 'usage', 'kwhyear'],
  monthlyBill: ['monthlybill', 'bill', 'averagebill', 'electricbill'],
  dealTitle: ['dealtitle', 'title', 'deal', 'dealname', 'opportunity'],
  dealValue: ['dealvalue', 'value', 'amount', 'price', 'contractvalue'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
};

const normal = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** header → field for the headers recognised; each field is given to one header at most. */
export function guessMapping(headers: readonly string[]): Record<string, CrmImportField> {
  const mapping: Record<string, CrmImportField> = {};
  const taken = new Set<CrmImportField>();
  for (const header of headers) {
    const key = normal(header);
    const field = CRM_IMPORT_FIELDS.find((f) => !taken.has(f) && WORDS[f].includes(key));
    if (field) {
      mapping[header] = field;
      taken.add(field);
    }
  }
  return mapping;
}

export const IMPORT_FIELD_LABEL: Record<CrmImportField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  annualKwh: 'Annual kWh',
  monthlyBill: 'Monthly bill (US$)',
  dealTitle: 'Deal title',
  dealValue: 'Deal value (US$)',
  notes: 'Notes',
};

/**
 * The header row of a CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks), so
 * the mapping can be chosen before the server reads the file; a leading byte-order mark is dropped.
 */
export function csvHeaders(text: string): string[] {
  const headers: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      headers.push(field.trim());
      field = '';
    } else if (ch === '\n' || ch === '\r') break;
    else field += ch;
  }
  headers.push(field.trim());
  return headers.filter((h, i) => h !== '' || i < headers.length - 1);
}
