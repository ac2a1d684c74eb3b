/**
 * What the platform accepts in JSON it did not write itself (a request body, a webhook's payload, an
 * imported workflow file): nesting at most `MAX_JSON_DEPTH` levels deep, and only text the database can
 * store. Deeper JSON parses, but writing it back (`JSON.stringify`, structured clones, recursive walks)
 * overflows the stack: a 9 KB body nested 4,500 deep ended the process. 64 is the default of common JSON
 * parsers for untrusted input, and far past what any real payload uses.
 *
 * The walk is iterative: the value checked may be nested any depth.
 */
import type { ValidationIssue } from './api-errors';

export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `JSON may nest at most ${MAX_JSON_DEPTH} levels of objects and arrays.`;
export const UNSTORABLE_TEXT_MESSAGE =
  'Text cannot contain a NUL character (\\u0000) or an unpaired UTF-16 surrogate.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store this string (text refuses NUL, jsonb unpaired surrogates). */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** NUL or any surrogate: text without one is storable, text with one is looked at by `UNSTORABLE`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const MAYBE_UNSTORABLE = /[\u0000\uD800-\uDFFF]/;

/** Past this depth the first look below is not tried (it recurses): the walk in `jsonIssues` is iterative. */
const FIRST_LOOK_MAX_DEPTH = 256;

/**
 * The first look of `jsonIssues`: true when `value` surely has no issue (no container past `depthLeft`
 * levels, no NUL or surrogate in a string or key), without building paths or a stack. It recurses at most
 * `depthLeft` levels: deeper containers answer false and are left to the walk.
 */
function plainlyFine(value: unknown, depthLeft: number): boolean {
  if (typeof value === 'string') return !MAYBE_UNSTORABLE.test(value) || isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depthLeft <= 0) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (
        (typeof item === 'string' || (item !== null && typeof item === 'object')) &&
        !plainlyFine(item, depthLeft - 1)
      )
        return false;
    }
    return true;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (MAYBE_UNSTORABLE.test(key) && !isStorableText(key)) return false;
    if (!plainlyFine(record[key], depthLeft - 1)) return false;
  }
  return true;
}

const KEY_SHOWN_CHARS = 40;
/** A key as it can be shown in a path: the offending characters escaped, a long key cut short. */
const printable = (key: string) =>
  (key.length > KEY_SHOWN_CHARS ? `${key.slice(0, KEY_SHOWN_CHARS)}…` : key).replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this escapes.
    /[\u0000\uD800-\uDFFF]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** At most this many issues are reported: a body full of NULs is one answer, not a megabyte of them. */
const MAX_ISSUES = 20;

export interface JsonCheck {
  /** Levels of objects and arrays allowed (the value itself, when a container, is level 1). */
  maxDepth?: number;
  /** Where the value sits, for the issues' paths (`['body']` for a webhook's payload). */
  at?: string[];
}

/**
 * Every place in a parsed JSON value that the platform refuses: a container nested past `maxDepth`
 * (reported once, where it starts, and not walked further) and each string or key holding text the
 * database cannot store.
 */
export function jsonIssues(value: unknown, check: JsonCheck = {}): ValidationIssue[] {
  const maxDepth = check.maxDepth ?? MAX_JSON_DEPTH;
  // Nearly every value has no issue: said by a cheap first look, the walk below only names the issues.
  if (maxDepth <= FIRST_LOOK_MAX_DEPTH && plainlyFine(value, maxDepth)) return [];
  const issues: ValidationIssue[] = [];
  // Paths as linked lists, written out only for an issue: copying them at each level costs depth².
  type Path = { key: string; up: Path } | null;
  const pathOf = (path: Path) => {
    const keys: string[] = [];
    for (let p = path; p; p = p.up) keys.push(p.key);
    return [...(check.at ?? []), ...keys.reverse()].join('.');
  };
  let tooDeep = false;
  const pending: Array<{ value: unknown; path: Path; depth: number }> = [{ value, path: null, depth: 0 }];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const { value: v, path, depth } = pending.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) issues.push({ path: pathOf(path), message: UNSTORABLE_TEXT_MESSAGE });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > maxDepth) {
      if (!tooDeep) issues.push({ path: pathOf(path), message: JSON_TOO_DEEP_MESSAGE });
      tooDeep = true;
      continue;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const item: unknown = v[i];
        // Numbers, booleans and nulls need no look (a long list of them is common).
        if (typeof item === 'string' || (item !== null && typeof item === 'object'))
          pending.push({ value: item, path: { key: String(i), up: path }, depth: depth + 1 });
      }
    } else {
      for (const [key, item] of Object.entries(v)) {
        const at = { key: printable(key), up: path };
        if (!isStorableText(key)) issues.push({ path: pathOf(at), message: UNSTORABLE_TEXT_MESSAGE });
        pending.push({ value: item, path: at, depth: depth + 1 });
      }
    }
  }
  return issues;
}
