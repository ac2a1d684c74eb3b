/**
 * CSV text into records with the defaults n8n gives the csv-parse library: "," (or the delimiter given),
 * double quotes with "" inside, any of \r\n, \n or \r ending a record, no trimming, empty lines kept as
 * records, and every record as long as the first (else an error, as csv-parse raises). A byte order mark
 * stays part of the first field unless `bom` (n8n's "Exclude Byte Order Mark") is set.
 */
export interface ParseOptions {
  delimiter?: string | undefined;
  bom?: boolean | undefined;
  /** csv-parse's relax_quotes (n8n's "Preserve Quotes"): a quote inside an unquoted field is kept. */
  relaxQuotes?: boolean | undefined;
  /** The first line to read (1-based). */
  fromLine?: number | undefined;
}

export function parseCsvRecords(input: string, options: ParseOptions): string[][] {
  const text = options.bom && input.startsWith('\ufeff') ? input.slice(1) : input;
  const delimiter = options.delimiter || ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let i = 0;
  const fromLine = Math.max(1, options.fromLine ?? 1);
  const endRecord = () => {
    record.push(field);
    if (line >= fromLine) records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = text[i];
        if (next !== undefined && !text.startsWith(delimiter, i) && next !== '\n' && next !== '\r') {
          throw new Error(
            `Invalid Closing Quote: got "${next}" at line ${line} instead of delimiter, record delimiter, trimable character (if activated) or comment`,
          );
        }
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      i++;
      continue;
    }
    if (ch === '"' && !options.relaxQuotes) {
      throw new Error(
        `Invalid Opening Quote: a quote is found on field ${record.length} at line ${line}, value is "${field}"`,
      );
    }
    if (text.startsWith(delimiter, i)) {
      record.push(field);
      field = '';
      fieldStarted = false;
      i += delimiter.length;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    field += ch;
    fieldStarted = true;
    i++;
  }
  if (quoted)
    throw new Error(`Quote Not Closed: the parsing is finished with an opening quote at line ${line}`);
  if (fieldStarted || record.length > 0) endRecord();
  const width = records[0]?.length;
  records.forEach((r, index) => {
    if (r.length !== width) {
      throw new Error(`Invalid Record Length: expect ${width}, got ${r.length} on line ${index + fromLine}`);
    }
  });
  return records;
}
