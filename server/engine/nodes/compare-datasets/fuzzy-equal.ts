/**
 * n8n's "fuzzy compare" (its utilities' `fuzzyCompare`, as Compare Datasets uses it): values of one type
 * compare exactly; otherwise 3 and "3", true and "true"/"TRUE"/1/"1", an object and its JSON text are
 * equal, and null, "", [] (and a missing field beside one of them) are all "empty". From version 2 on,
 * null also equals 0 and "0".
 */
import { isDeepStrictEqual } from 'node:util';

const isNull = (v: unknown) => v === null || v === undefined;

function isEmptyLike(value: unknown): boolean {
  if (isNull(value)) return true;
  if (value === '') return true;
  return Array.isArray(value) && value.length === 0;
}

function parsesTo(text: string, value: unknown): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(text), value);
  } catch {
    return false;
  }
}

function looselyEqual(a: unknown, b: unknown): boolean | undefined {
  if (typeof a === 'number' && typeof b === 'string') return a.toString() === b;
  if (typeof a === 'object' && a !== null && typeof b === 'string') return parsesTo(b, a);
  if (typeof a === 'boolean' && typeof b === 'string') {
    if (b.toLocaleLowerCase() === String(a) || b === (a ? '1' : '0')) return true;
  }
  if (typeof a === 'boolean' && typeof b === 'number' && b === (a ? 1 : 0)) return true;
  return undefined;
}

export function fuzzyEqual(a: unknown, b: unknown, version: number): boolean {
  if (!isNull(a) && !isNull(b) && typeof a === typeof b) return isDeepStrictEqual(a, b);
  if (version >= 2) {
    const zeroish = (v: unknown) => isNull(v) || v === 0 || v === '0';
    if ((a === null && zeroish(b)) || (b === null && zeroish(a))) return true;
  }
  if (isEmptyLike(a) && isEmptyLike(b)) return true;
  return looselyEqual(a, b) ?? looselyEqual(b, a) ?? isDeepStrictEqual(a, b);
}

export function equalityFor(fuzzy: boolean, version: number): (a: unknown, b: unknown) => boolean {
  return fuzzy ? (a, b) => fuzzyEqual(a, b, version) : isDeepStrictEqual;
}
