import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth, so equal documents always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A published version's content hash: `sha256:` and the hex digest of its canonical JSON. */
export function contentHash(document: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(document)).digest('hex')}`;
}
