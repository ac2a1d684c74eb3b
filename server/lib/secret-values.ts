/**
 * Known secret values, to blank them out of text before it is stored or written (run records, log lines).
 * Each value is kept with the spellings it commonly travels in: base64 (an HTTP Basic header), base64url,
 * URL-encoded (a query string) and JSON-escaped (inside a log line). Lookup is by a value's first four
 * characters, so redacting a text costs one map lookup per character whatever the number of secrets.
 */
export const REDACTED = '[redacted]';

/** Shorter values cannot be told apart from ordinary text (credentials refuse them). */
export const MIN_REDACTED_LENGTH = 4;

function spellings(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const forms = [
    value,
    bytes.toString('base64'),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    encodeURIComponent(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
    JSON.stringify(value).slice(1, -1),
  ];
  return [...new Set(forms)].filter((form) => form.length >= MIN_REDACTED_LENGTH);
}

export class SecretValues {
  /** Values in the order they were added, to forget the oldest first. */
  private readonly values = new Set<string>();
  /** First four characters → the spellings that start with them, longest first. */
  private readonly byPrefix = new Map<string, string[]>();

  constructor(private readonly capacity = 10_000) {}

  get size(): number {
    return this.values.size;
  }

  add(value: string): void {
    if (value.length < MIN_REDACTED_LENGTH || this.values.has(value)) return;
    if (this.values.size >= this.capacity) {
      const oldest = this.values.values().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.values.add(value);
    for (const form of spellings(value)) {
      const key = form.slice(0, MIN_REDACTED_LENGTH);
      const list = this.byPrefix.get(key) ?? [];
      list.push(form);
      list.sort((a, b) => b.length - a.length);
      this.byPrefix.set(key, list);
    }
  }

  private remove(value: string): void {
    this.values.delete(value);
    for (const form of spellings(value)) {
      const key = form.slice(0, MIN_REDACTED_LENGTH);
      const list = this.byPrefix.get(key)?.filter((f) => f !== form) ?? [];
      if (list.length === 0) this.byPrefix.delete(key);
      else this.byPrefix.set(key, list);
    }
  }

  /** The text with every known secret (in any of its spellings) replaced by `[redacted]`. */
  redactText(text: string): string {
    if (this.byPrefix.size === 0 || text.length < MIN_REDACTED_LENGTH) return text;
    let out = '';
    let copiedUpTo = 0;
    for (let i = 0; i <= text.length - MIN_REDACTED_LENGTH; ) {
      const match = this.byPrefix
        .get(text.slice(i, i + MIN_REDACTED_LENGTH))
        ?.find((f) => text.startsWith(f, i));
      if (match === undefined) {
        i++;
        continue;
      }
      out += text.slice(copiedUpTo, i) + REDACTED;
      i += match.length;
      copiedUpTo = i;
    }
    return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
  }

  /** A copy of plain JSON data with secrets redacted in every string (keys included); the input is not changed. */
  redact<T>(value: T): T {
    if (this.byPrefix.size === 0) return value;
    return this.walk(value) as T;
  }

  private walk(value: unknown): unknown {
    if (typeof value === 'string') return this.redactText(value);
    if (Array.isArray(value)) return value.map((v) => this.walk(v));
    if (value === null || typeof value !== 'object') return value;
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) out[this.redactText(key)] = this.walk(v);
      return out;
    }
    return value;
  }
}

/** Every secret this process has handed to a run: the logger blanks them out of each line it writes. */
export const loggedSecrets = new SecretValues();
