/**
 * The size in UTF-8 bytes of a value's JSON text, measured without writing the text and without
 * recursion: a run's items can be tens of megabytes, or nested deeper than the stack (a Code node can
 * build either). Measuring stops as soon as the size passes `limit`, so its cost is bounded by the limit,
 * not by the value.
 */

/** Deeper values are not stored: JSON.stringify, which writes what is stored, recurses. */
export const STORED_DEPTH_MAX = 500;

/** A character JSON escapes (a quote, a backslash, a control character) or a surrogate (maybe lone). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what JSON escapes
const NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Bytes of a string as JSON writes it (quotes and escapes included), in UTF-8. */
export function jsonStringBytes(text: string): number {
  // Most strings need no escape: measured natively, many times faster than the loop below.
  if (!NEEDS_CARE.test(text)) return Buffer.byteLength(text, 'utf8') + 2;
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 0x22 || c === 0x5c) bytes += 2;
    else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      // A pair is one 4-byte character; a lone surrogate is written as a \u escape.
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 6;
    } else if (c >= 0xdc00 && c <= 0xdfff) bytes += 6;
    else bytes += 3;
  }
  return bytes;
}

/** What JSON leaves out of an object, and writes as null in an array. */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** A container being measured: its next element (or key) and how many it has written so far. */
interface Cursor {
  array?: unknown[];
  record?: Record<string, unknown>;
  keys?: string[];
  next: number;
  written: number;
  depth: number;
}

/**
 * The JSON size of `value` in bytes when it is at most `limit`; otherwise some number above `limit` (the
 * measure stopped there). Infinity for a value nested deeper than STORED_DEPTH_MAX, or one JSON cannot write
 * (a bigint). Containers are walked element by element from an explicit stack, so neither the depth nor the
 * length of a value costs more than the limit allows.
 */
export function jsonBytesWithin(value: unknown, limit: number): number {
  let total = 0;
  const cursors: Cursor[] = [];
  /** Adds a value's size, or opens a cursor on it; false when it cannot be written. */
  const visit = (raw: unknown, depth: number): boolean => {
    let v = raw;
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      v = (v as { toJSON(): unknown }).toJSON();
    }
    switch (typeof v) {
      case 'string':
        total += jsonStringBytes(v);
        return true;
      case 'number':
        total += Number.isFinite(v) ? String(v).length : 4;
        return true;
      case 'boolean':
        total += v ? 4 : 5;
        return true;
      case 'bigint':
        return false;
      case 'object':
        if (v === null) {
          total += 4;
          return true;
        }
        if (depth >= STORED_DEPTH_MAX) return false;
        total += 2;
        if (Array.isArray(v)) cursors.push({ array: v, next: 0, written: 0, depth });
        else {
          const record = v as Record<string, unknown>;
          cursors.push({ record, keys: Object.keys(record), next: 0, written: 0, depth });
        }
        return true;
      default:
        // undefined, a function or a symbol at the top: JSON writes nothing.
        return true;
    }
  };
  if (!visit(value, 0)) return Number.POSITIVE_INFINITY;
  while (cursors.length > 0 && total <= limit) {
    const c = cursors[cursors.length - 1] as Cursor;
    if (c.array) {
      if (c.next >= c.array.length) {
        cursors.pop();
        continue;
      }
      const element = c.array[c.next++];
      if (c.written++ > 0) total += 1;
      if (omitted(element)) total += 4;
      else if (!visit(element, c.depth + 1)) return Number.POSITIVE_INFINITY;
      continue;
    }
    const keys = c.keys as string[];
    if (c.next >= keys.length) {
      cursors.pop();
      continue;
    }
    const key = keys[c.next++] as string;
    const element = (c.record as Record<string, unknown>)[key];
    if (omitted(element)) continue;
    if (c.written++ > 0) total += 1;
    total += jsonStringBytes(key) + 1;
    if (!visit(element, c.depth + 1)) return Number.POSITIVE_INFINITY;
  }
  return total;
}

/** The bytes a bound has left to spend (module state: no closure per call on the hot path). */
let boundLeft = 0;

/** Spends an upper bound of `v`'s JSON size from `boundLeft`; false once it is spent or the value is not plain. */
function spendBound(raw: unknown, depth: number): boolean {
  let v = raw;
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    v = (v as { toJSON(): unknown }).toJSON();
  }
  switch (typeof v) {
    case 'string':
      // At most 6 bytes a UTF-16 unit (a \u escape), and the quotes.
      boundLeft -= 6 * v.length + 2;
      return boundLeft >= 0;
    case 'number':
      // The longest a number is written: -2.2250738585072014e-308.
      boundLeft -= 24;
      return boundLeft >= 0;
    case 'boolean':
      boundLeft -= 5;
      return boundLeft >= 0;
    case 'bigint':
      return false;
    case 'object': {
      if (v === null) {
        boundLeft -= 4;
        return boundLeft >= 0;
      }
      if (depth >= STORED_DEPTH_MAX) return false;
      boundLeft -= 2;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          // The comma, and null for what JSON cannot write in an array.
          boundLeft -= 5;
          if (boundLeft < 0 || !spendBound(v[i], depth + 1)) return false;
        }
        return boundLeft >= 0;
      }
      const record = v as Record<string, unknown>;
      // for-in makes no array of keys; an inherited enumerable key it also visits only raises the bound.
      for (const key in record) {
        // The key's quotes, the colon and the comma.
        boundLeft -= 6 * key.length + 4;
        if (boundLeft < 0 || !spendBound(record[key], depth + 1)) return false;
      }
      return boundLeft >= 0;
    }
    default:
      // undefined, a function or a symbol: JSON writes nothing (or null, counted by the array).
      return true;
  }
}

/**
 * An upper bound of `value`'s JSON size in bytes when that bound is at most `limit`, else infinity: a cheap
 * first look (string lengths, no character read) before `jsonBytesWithin` measures exactly. A value whose
 * bound fits is surely within `limit` and can be written (`JSON.stringify`) and measured from its text; one
 * whose bound does not fit, or that is nested deeper than STORED_DEPTH_MAX, or that JSON cannot write (a
 * bigint), gives infinity and is measured by `jsonBytesWithin`. Stops as soon as the bound passes `limit`
 * (so a huge or cyclic value costs what the limit allows), and recurses at most STORED_DEPTH_MAX deep.
 */
export function jsonBytesBound(value: unknown, limit: number): number {
  boundLeft = limit;
  const fits = spendBound(value, 0);
  return fits && boundLeft >= 0 ? limit - boundLeft : Number.POSITIVE_INFINITY;
}

/**
 * `value`'s JSON text and its size in bytes when the size is surely within `limit` by `jsonBytesBound`,
 * else undefined: what fits is written once and measured from its text, as before the caps measured.
 */
export function jsonTextWithin(value: unknown, limit: number): { json: string; bytes: number } | undefined {
  if (jsonBytesBound(value, limit) > limit) return undefined;
  const json = JSON.stringify(value);
  // JSON writes nothing for undefined, a function or a symbol at the top.
  if (json === undefined) return undefined;
  const bytes = Buffer.byteLength(json, 'utf8');
  // Never past the limit, whatever the bound said (a getter answering differently the second time).
  return bytes <= limit ? { json, bytes } : undefined;
}
