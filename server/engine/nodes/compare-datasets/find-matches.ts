/**
 * Compare Datasets' pairing and comparison, as n8n's CompareDatasets/GenericFunctions.ts does it, per
 * n8n version (`version`): each item of input A is paired with the first (or every) item of input B whose
 * match fields are equal; paired items that are equal (less the skipped fields) go to "same", the others
 * to "different" in the chosen form; unpaired items go to "in A only" / "in B only".
 */
import { isDeepStrictEqual } from 'node:util';
import type { Item } from '../../core/types';
import { deletePath, fieldList, getPath, setPath } from '../set/field-path';
import { equalityFor } from './fuzzy-equal';

type Json = Record<string, unknown>;

/** lodash's `get`, as n8n reads match fields: a key that holds the whole path (`'id.code'`) wins. */
export function readField(json: Json, field: string, dots: boolean): unknown {
  if (!dots || Object.hasOwn(json, field)) return json[field];
  return getPath(json, field);
}

export interface CompareOptions {
  fields: { field1: string; field2: string }[];
  resolve: 'preferInput1' | 'preferInput2' | 'mix' | 'includeBoth';
  preferWhenMix: 'input1' | 'input2';
  exceptWhenMix: string;
  fuzzyCompare: boolean;
  skipFields: string;
  disableDotNotation: boolean;
  multipleMatches: 'first' | 'all';
  version: number;
}

/** Version 1 turned every falsy value into null in "different" (0, "", false); 2 only a missing one. */
const nullish = (version: number) => (value: unknown) =>
  version >= 2 ? (value === undefined ? null : value) : value || null;

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])];
}

function compareItems(item1: Json, item2: Json, o: CompareOptions, skip: string[]): Json {
  const equal = equalityFor(o.fuzzyCompare, o.version);
  const keys: Json = {};
  for (const { field1 } of o.fields) keys[field1] = item1[field1];
  const keys1 = Object.keys(item1);
  const keys2 = Object.keys(item2);
  const all = union(keys1, keys2);
  const compared = o.fuzzyCompare && o.version >= 2.1 ? all : keys1.filter((k) => keys2.includes(k));
  const same: Json = {};
  for (const key of compared) if (equal(item1[key], item2[key])) same[key] = item1[key];
  const [nameA, nameB] = o.version >= 2 ? ['inputA', 'inputB'] : ['input1', 'input2'];
  const toNull = nullish(o.version);
  const different: Json = {};
  const skipped: Json = {};
  all
    .filter((key) => !(key in same))
    .forEach((key, i) => {
      if (o.resolve === 'preferInput1' || o.resolve === 'preferInput2') {
        different[key] = toNull((o.resolve === 'preferInput1' ? item1 : item2)[key]);
        return;
      }
      let a = toNull(item1[key]);
      let b = toNull(item2[key]);
      if (o.version >= 2.1 && !o.disableDotNotation && !skip.includes(key)) {
        const nested = skip.filter((f) => f.startsWith(key) && f.includes('.'));
        a = structuredClone(a);
        b = structuredClone(b);
        if (nested.length > 0 && (typeof a !== 'object' || typeof b !== 'object')) {
          throw new Error(
            `The field '${key}' in item ${i} is not an object. It is not possible to use dot notation.`,
          );
        }
        if (nested.length > 0 && skipped[key] === undefined) skipped[key] = { [nameA]: {}, [nameB]: {} };
        for (const field of nested) {
          const inner = field.replace(`${key}.`, '');
          const holder = skipped[key] as Record<string, Json>;
          setPath(holder[nameA] as Json, inner, getPath(a, inner));
          setPath(holder[nameB] as Json, inner, getPath(b, inner));
          if (a && typeof a === 'object') deletePath(a as Json, inner);
          if (b && typeof b === 'object') deletePath(b as Json, inner);
        }
        different[key] = { [nameA]: a, [nameB]: b };
      } else if (skip.includes(key)) skipped[key] = { [nameA]: a, [nameB]: b };
      else different[key] = { [nameA]: a, [nameB]: b };
    });
  return { keys, same, different, ...(Object.keys(skipped).length > 0 ? { skipped } : {}) };
}

/** "Mix": one input's item, with the listed fields taken from the other's. */
function combineItems(item1: Item, item2: Item, o: CompareOptions): Item {
  const [entry, match] = o.preferWhenMix === 'input1' ? [item1, item2] : [item2, item1];
  const json = structuredClone(entry.json);
  for (const field of fieldList(o.exceptWhenMix)) {
    if (o.disableDotNotation) json[field] = structuredClone(match.json[field]);
    else {
      if (match.json[field] !== undefined) json[field] = structuredClone(match.json[field]);
      // Before 2.3 a falsy value (0, "", false) of the other version became null (n8n's mix-falsy test).
      const value = structuredClone(readField(match.json, field, true));
      setPath(json, field, o.version >= 2.3 ? (value ?? null) : value || null);
    }
  }
  return { json };
}

/** n8n's omit or unset of the skipped fields before two items are compared. */
function withoutSkipped(json: Json, skip: string[], dots: boolean): Json {
  const copy = structuredClone(json);
  if (!dots || !skip.some((f) => f.includes('.'))) {
    for (const field of skip) delete copy[field];
  } else for (const field of skip) deletePath(copy, field);
  return copy;
}

export function findMatches(input1: Item[], input2: Item[], o: CompareOptions): Item[][] {
  const equal = equalityFor(o.fuzzyCompare, o.version);
  const dots = !o.disableDotNotation;
  const skip = o.skipFields.split(',').map((f) => f.trim());
  if (!dots && skip.some((f) => f.includes('.'))) {
    const field = skip.find((f) => f.includes('.'));
    throw new Error(`Dot notation is disabled, but field to skip comparing '${field}' contains dot`);
  }
  const inAOnly: Item[] = [];
  const matched: { entry: Item; matches: Item[] }[] = [];
  const matchedInB = new Set<number>();
  for (const entry of input1) {
    const lookup = o.fields.map(({ field1, field2 }) => ({
      field2,
      value: readField(entry.json, field1, dots),
    }));
    if (lookup.some((l) => l.value === undefined)) {
      inAOnly.push(entry);
      continue;
    }
    const hits: number[] = [];
    for (let i = 0; i < input2.length; i++) {
      const candidate = input2[i] as Item;
      if (lookup.every((l) => equal(l.value, readField(candidate.json, l.field2, dots)))) {
        hits.push(i);
        if (o.multipleMatches === 'first') break;
      }
    }
    for (const i of hits) matchedInB.add(i);
    if (hits.length > 0) matched.push({ entry, matches: hits.map((i) => input2[i] as Item) });
    else inAOnly.push(entry);
  }
  const inBOnly = input2.filter((_, i) => !matchedInB.has(i));
  const same: Item[] = [];
  const different: Item[] = [];
  for (const { entry, matches } of matched) {
    let kept: Item | undefined;
    for (const match of matches) {
      const a = skip.length > 0 ? withoutSkipped(entry.json, skip, dots) : entry.json;
      const b = skip.length > 0 ? withoutSkipped(match.json, skip, dots) : match.json;
      const isSame = o.fuzzyCompare
        ? Object.keys(a).every((key) => equal(a[key], b[key]))
        : isDeepStrictEqual(a, b);
      if (isSame) {
        kept ??= o.fuzzyCompare && o.resolve === 'preferInput2' ? match : entry;
      } else if (o.resolve === 'preferInput1') different.push(entry);
      else if (o.resolve === 'preferInput2') different.push(match);
      else if (o.resolve === 'mix') different.push(combineItems(entry, match, o));
      else different.push({ json: compareItems(entry.json, match.json, o, skip) as Item['json'] });
    }
    if (kept) same.push(kept);
  }
  return [inAOnly, same, different, inBOnly];
}
