/** CSV as RFC 4180 writes it: a field is quoted when it holds the delimiter, a quote, a line break or edge spaces. */

export interface CsvOptions {
  delimiter: string;
  headerRow: boolean;
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function quote(text: string, delimiter: string): string {
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Columns are every key of every row, in order of first appearance; nested values are JSON text. */
export function toCsv(
  rows: readonly Record<string, unknown>[],
  { delimiter, headerRow }: CsvOptions,
): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells: string[]) => cells.map((c) => quote(c, delimiter)).join(delimiter);
  const lines = rows.map((row) => line(columns.map((c) => cellText(row[c]))));
  return (headerRow ? [line(columns), ...lines] : lines).join('\n');
}

/** The rows of CSV text as lists of cells (quoted fields may hold delimiters, quotes and line breaks). */
export function parseCsvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    // A blank line is no row.
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
    } else if (ch === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (text.startsWith(delimiter, i)) {
      row.push(cell);
      cell = '';
      i += delimiter.length;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error('The CSV text ends inside a quoted field.');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * With a header row, each row is an object keyed by the header (cells beyond it are `column_<n>`, missing
 * cells are empty text); without, each row is `{row: [cells]}`. Values stay text, as n8n gives them.
 */
export function parseCsv(text: string, { delimiter, headerRow }: CsvOptions): Record<string, unknown>[] {
  const rows = parseCsvRows(text.replace(/^\uFEFF/, ''), delimiter);
  if (!headerRow) return rows.map((cells) => ({ row: cells }));
  const [header = [], ...body] = rows;
  return body.map((cells) => {
    const json: Record<string, unknown> = {};
    const width = Math.max(header.length, cells.length);
    for (let c = 0; c < width; c++) {
      const key = header[c] || `column_${c + 1}`;
      if (key === '__proto__') continue;
      json[key] = cells[c] ?? '';
    }
    return json;
  });
}
