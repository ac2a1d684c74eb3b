/**
 * CSV as RFC 4180 writes it, read the way real exports need: fields separated by commas, records by CRLF
 * or LF (or a lone CR, as old Mac exports end lines), fields in double quotes may hold commas, line breaks
 * and doubled quotes (`""` is one `"`). A byte-order mark at the start is dropped. A quote inside an
 * unquoted field is kept as written (`5" panel`), as spreadsheets read it; text after a closing quote
 * (`"a"b`) and a quote left open at the end are errors naming the line. Pure: no I/O.
 */

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    message: string,
    /** 1-based line of the file where the problem is. */
    readonly line: number,
  ) {
    super(message);
  }
}

/** Every record as its list of fields, the header included; a trailing line break adds no record. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = 0;
  const n = input.length;
  // At the start of a field (after a comma, a line break, or the start).
  let fieldStart = true;
  let quotedLine = 0;

  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    fieldStart = true;
  };

  while (i < n) {
    const ch = input[i]!;
    if (fieldStart && ch === '"') {
      // A quoted field: read to its closing quote.
      quotedLine = line;
      i++;
      for (;;) {
        if (i >= n)
          throw new CsvSyntaxError(`Line ${quotedLine}: a quoted field is never closed.`, quotedLine);
        const c = input[i]!;
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line++;
        field += c;
        i++;
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
        throw new CsvSyntaxError(
          `Line ${line}: text follows a closing quote; a quote inside a quoted field is written "".`,
          line,
        );
      fieldStart = false;
      continue;
    }
    fieldStart = false;
    if (ch === ',') {
      record.push(field);
      field = '';
      fieldStart = true;
      i++;
    } else if (ch === '\r' || ch === '\n') {
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line++;
      endRecord();
    } else {
      field += ch;
      i++;
    }
  }
  // The last record, unless the text ended with its line break (or was empty).
  if (!fieldStart || record.length > 0) endRecord();
  return records;
}

/** A record whose every field is empty (a blank line, or `,,,` from a spreadsheet's empty row). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === '');
}
