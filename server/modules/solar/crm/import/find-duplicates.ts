/**
 * Which rows of an import are the same person as an existing contact or an earlier row of the file: the
 * same e-mail (without case), the same phone digits (US numbers compared without punctuation and the
 * leading 1), or the same name (case, accents, punctuation and spacing aside) and ZIP. Checked in that
 * order; the first match is the reason given. Pure: no I/O.
 */

export interface PersonKeys {
  email?: string | null;
  phone?: string | null;
  name: string;
  /** The ZIP codes of the person's properties (a row has at most one). */
  zips: readonly string[];
}

export interface ExistingContact extends PersonKeys {
  id: string;
}

export interface RowKeys extends PersonKeys {
  row: number;
}

export interface Duplicate {
  row: number;
  /** The existing contact matched; null when the match is an earlier row. */
  contactId: string | null;
  matchedRow: number | null;
  reason: string;
}

/** Digits only; an 11-digit number starting with 1 is a US number with its country code, dropped. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** "  José  O'Brien-Smith " and "jose obrien smith" read alike. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Match {
  contactId: string | null;
  matchedRow: number | null;
  label: string;
}

/** Index of the keys seen so far: existing contacts first, then each row once checked. */
class PeopleIndex {
  private readonly emails = new Map<string, Match>();
  private readonly phones = new Map<string, Match>();
  private readonly nameZips = new Map<string, Match>();

  add(person: PersonKeys, match: Match) {
    const email = person.email?.trim().toLowerCase();
    if (email && !this.emails.has(email)) this.emails.set(email, match);
    const phone = person.phone ? phoneDigits(person.phone) : '';
    if (phone && !this.phones.has(phone)) this.phones.set(phone, match);
    const name = normaliseName(person.name);
    for (const zip of person.zips) {
      const key = `${name}|${zip}`;
      if (name && !this.nameZips.has(key)) this.nameZips.set(key, match);
    }
  }

  find(person: PersonKeys): { match: Match; reason: string } | null {
    const email = person.email?.trim().toLowerCase();
    const byEmail = email ? this.emails.get(email) : undefined;
    if (byEmail) return { match: byEmail, reason: `Same e-mail (${email}) as ${byEmail.label}.` };
    const phone = person.phone ? phoneDigits(person.phone) : '';
    const byPhone = phone ? this.phones.get(phone) : undefined;
    if (byPhone) return { match: byPhone, reason: `Same phone number (${phone}) as ${byPhone.label}.` };
    const name = normaliseName(person.name);
    for (const zip of person.zips) {
      const byName = name ? this.nameZips.get(`${name}|${zip}`) : undefined;
      if (byName) return { match: byName, reason: `Same name and ZIP (${zip}) as ${byName.label}.` };
    }
    return null;
  }
}

/**
 * The rows that repeat someone, each with the first person it matches: an existing contact wins over an
 * earlier row. A duplicate row's own keys count too (a row with a contact's e-mail and a new phone makes a
 * later row with that phone a duplicate of it, which carries the contact's id).
 */
export function findDuplicates(existing: readonly ExistingContact[], rows: readonly RowKeys[]): Duplicate[] {
  const contacts = new PeopleIndex();
  for (const contact of existing)
    contacts.add(contact, { contactId: contact.id, matchedRow: null, label: `the contact ${contact.name}` });
  const earlier = new PeopleIndex();
  const duplicates: Duplicate[] = [];
  for (const row of rows) {
    const found = contacts.find(row) ?? earlier.find(row);
    if (found)
      duplicates.push({
        row: row.row,
        contactId: found.match.contactId,
        matchedRow: found.match.matchedRow,
        reason: found.reason,
      });
    earlier.add(row, {
      contactId: found?.match.contactId ?? null,
      matchedRow: row.row,
      label: `row ${row.row}`,
    });
  }
  return duplicates;
}
