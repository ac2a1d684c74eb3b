/**
 * Items as CSV the way n8n's Convert to File writes it with SheetJS: each item flattened (`a.b`, arrays as
 * `a.0`), a header of every key in order of appearance (unless "header row" is off), numbers in Excel's
 * "General" format, booleans as TRUE/FALSE, null as an empty cell; a value is quoted when it holds the
 * delimiter's first character, a line feed or a quote, and lines end with "\n". SheetJS starts the file
 * with a UTF-8 byte order mark. A number whose General form this code does not reproduce (more than 11
 * characters, or written with an exponent) stops the node rather than be written differently.
 */

/** n8n's flattenObject: nested objects and arrays become dotted keys; empty ones disappear. */
export function flattenItem(data: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(flattenItem(value as Record<string, unknown>))) {
        if (innerValue !== undefined) flat[`${key}.${inner}`] = innerValue;
      }
    } else {
      flat[key] = value;
    }
  }
  return flat;
}

function generalNumber(value: number): string {
  const text = String(value);
  if (!Number.isFinite(value) || /e/i.test(text) || text.length > 11) {
    throw new Error(
      `The number ${text} cannot be written as n8n writes it in a CSV file (Excel's General format rounds it); convert it to text first.`,
    );
  }
  return text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return generalNumber(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function quoted(text: string, delimiter: string): string {
  const needs = text.includes(delimiter[0] ?? ',') || text.includes('\n') || text.includes('"');
  return needs ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvOptions {
  delimiter?: string | undefined;
  headerRow?: boolean | undefined;
}

export function itemsToCsv(rows: readonly Record<string, unknown>[], options: CsvOptions): string {
  const flat = rows.map(flattenItem);
  const headers = [...new Set(flat.flatMap((row) => Object.keys(row)))];
  if (headers.length === 0) return '';
  const delimiter = options.delimiter?.length ? options.delimiter : ',';
  const table: unknown[][] = flat.map((row) => headers.map((header) => row[header]));
  if (options.headerRow !== false) table.unshift(headers);
  const lines = table.map((cells, r) =>
    cells
      .map((cell, c) => {
        const text = quoted(cellText(cell), delimiter);
        // SheetJS quotes a first cell reading "ID" (a file starting "ID" is taken for SYLK by Excel).
        return r === 0 && c === 0 && text === 'ID' ? '"ID"' : text;
      })
      .join(delimiter),
  );
  return lines.join('\n');
}
