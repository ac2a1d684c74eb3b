/**
 * Merge's "combine by matching fields", as n8n's Merge (v2.1 and v3) does it: items whose fields are
 * equal are paired (every match, or the first), then kept merged, kept from one input, kept with the
 * items that did not match, or the ones that did not match alone (tagged with `_source` when from both).
 * An empty input short-cuts as n8n does: nothing to match, so the other input passes, or nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Item } from '../../core';
import { getPath } from '../set/field-path';
import { type ClashHandling, mergeObjects, withSuffix } from './merge-objects';

export type JoinMode = 'keepMatches' | 'keepNonMatches' | 'keepEverything' | 'enrichInput1' | 'enrichInput2';

export interface CombineByFields {
  fields: { field1: string; field2: string }[];
  joinMode: JoinMode;
  outputDataFrom: 'both' | 'input1' | 'input2';
  clash: ClashHandling;
  multipleMatches: 'all' | 'first';
  fuzzyCompare: boolean;
  disableDotNotation: boolean;
  /** n8n before Merge 2.1: a field to match that no item of an input has is an error. */
  fieldsMustExist: boolean;
}

const isFalsy = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

function parsesTo(text: string, value: unknown): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(text), value);
  } catch {
    return false;
  }
}

/** n8n's "fuzzy compare": 1 and "1", true and "true" or 1, null and '' and [] and a missing field. */
function fuzzyEqual(a: unknown, b: unknown): boolean {
  if (a !== null && b !== null && typeof a === typeof b) return isDeepStrictEqual(a, b);
  if (isFalsy(a) && isFalsy(b)) return true;
  if ((isFalsy(a) && b === undefined) || (a === undefined && isFalsy(b))) return true;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ]) {
    if (typeof x === 'number' && typeof y === 'string') return x.toString() === y;
    if (typeof x === 'object' && x !== null && typeof y === 'string') return parsesTo(y, x);
    if (typeof x === 'boolean' && typeof y === 'string') {
      if (y.toLowerCase() === String(x) || y === (x ? '1' : '0')) return true;
    }
    if (typeof x === 'boolean' && typeof y === 'number') return y === (x ? 1 : 0);
  }
  return isDeepStrictEqual(a, b);
}

interface Matches {
  matched: { entry: Item; matches: Item[] }[];
  matched2: Item[];
  unmatched1: Item[];
  unmatched2: Item[];
}

function findMatches(input1: Item[], input2: Item[], p: CombineByFields): Matches {
  const [data1, data2] = p.joinMode === 'enrichInput2' ? [input2, input1] : [input1, input2];
  const [own, other] =
    p.joinMode === 'enrichInput2' ? (['field2', 'field1'] as const) : (['field1', 'field2'] as const);
  const read = (item: Item, field: string) =>
    p.disableDotNotation ? item.json[field] : getPath(item.json, field);
  const equal = p.fuzzyCompare ? fuzzyEqual : isDeepStrictEqual;
  const found: Matches = { matched: [], matched2: [], unmatched1: [], unmatched2: [] };
  const matchedIn2 = new Set<number>();
  for (const entry of data1) {
    const wanted = p.fields.map((pair) => ({ field: pair[other], value: read(entry, pair[own]) }));
    if (wanted.some((w) => w.value === undefined)) {
      found.unmatched1.push(entry);
      continue;
    }
    const hits: number[] = [];
    for (const [i, candidate] of data2.entries()) {
      if (!wanted.every((w) => equal(w.value, read(candidate, w.field)))) continue;
      hits.push(i);
      if (p.multipleMatches === 'first') break;
    }
    for (const i of hits) matchedIn2.add(i);
    const items = hits.map((i) => data2[i] as Item);
    if (items.length === 0) found.unmatched1.push(entry);
    else if (p.outputDataFrom === 'both' || p.joinMode.startsWith('enrich')) {
      for (const match of items) found.matched.push({ entry, matches: [match] });
    } else found.matched.push({ entry, matches: items });
  }
  data2.forEach((entry, i) => {
    (matchedIn2.has(i) ? found.matched2 : found.unmatched2).push(entry);
  });
  return found;
}

function mergeMatched(matched: Matches['matched'], clash: ClashHandling, joinMode: JoinMode): Item[] {
  return matched.map(({ entry, matches }) => {
    if (clash.resolveClash === 'addSuffix') {
      const [s1, s2] = joinMode === 'enrichInput2' ? ['2', '1'] : ['1', '2'];
      const [first] = withSuffix([entry], s1) as [Item];
      return { json: mergeObjects(clash, first.json, ...withSuffix(matches, s2).map((m) => m.json)) };
    }
    // Under enrichInput2 the entry is input 2's item: "prefer input 2" keeps the entry's values.
    const entryWins = (clash.resolveClash === 'preferInput1') === (joinMode !== 'enrichInput2');
    const json = entryWins
      ? mergeObjects(clash, matches[0]?.json ?? {}, ...matches.slice(1).map((m) => m.json), entry.json)
      : mergeObjects(clash, entry.json, ...matches.map((m) => m.json));
    return { json };
  });
}

function checkFieldsExist(input: Item[], fields: string[], p: CombineByFields, label: string) {
  for (const field of fields) {
    const present = input.some((item) =>
      p.disableDotNotation ? Object.hasOwn(item.json, field) : getPath(item.json, field) !== undefined,
    );
    if (!present) throw new Error(`Field '${field}' is not present in any of items in '${label}'`);
  }
}

export function combineByFields(p: CombineByFields, input1: Item[], input2: Item[]): Item[] {
  if (p.fields.length === 0 || p.fields.some((f) => f.field1 === '' || f.field2 === '')) {
    throw new Error('Combine by fields needs at least one pair of fields to match (both fields named).');
  }
  if (p.fieldsMustExist) {
    checkFieldsExist(
      input1,
      p.fields.map((f) => f.field1),
      p,
      'Input 1',
    );
    checkFieldsExist(
      input2,
      p.fields.map((f) => f.field2),
      p,
      'Input 2',
    );
  }
  if (input1.length === 0 || input2.length === 0) {
    if (p.joinMode === 'keepNonMatches') {
      if (input1.length === 0 && p.outputDataFrom === 'input1') return [];
      if (input2.length === 0 && p.outputDataFrom === 'input2') return [];
    }
    if (p.joinMode === 'keepMatches') return [];
    if (p.joinMode === 'enrichInput1' && input1.length === 0) return [];
    if (p.joinMode === 'enrichInput2' && input2.length === 0) return [];
    return [...input1, ...input2];
  }
  const m = findMatches(input1, input2, p);
  const suffixed = (items: Item[], s: string) =>
    p.clash.resolveClash === 'addSuffix' ? withSuffix(items, s) : items;
  switch (p.joinMode) {
    case 'keepMatches':
    case 'keepEverything': {
      const kept =
        p.outputDataFrom === 'input1'
          ? m.matched.map((x) => x.entry)
          : p.outputDataFrom === 'input2'
            ? m.matched2
            : mergeMatched(m.matched, p.clash, p.joinMode);
      if (p.joinMode === 'keepMatches') return kept;
      return [...kept, ...suffixed(m.unmatched1, '1'), ...suffixed(m.unmatched2, '2')];
    }
    case 'keepNonMatches':
      if (p.outputDataFrom === 'input1') return m.unmatched1;
      if (p.outputDataFrom === 'input2') return m.unmatched2;
      return [
        ...m.unmatched1.map((item) => ({ ...item, json: { ...item.json, _source: 'input1' } })),
        ...m.unmatched2.map((item) => ({ ...item, json: { ...item.json, _source: 'input2' } })),
      ];
    default: {
      // Enriching: the merged matches, then the enriched input's items that matched nothing.
      const suffix = p.joinMode === 'enrichInput1' ? '1' : '2';
      return [...mergeMatched(m.matched, p.clash, p.joinMode), ...suffixed(m.unmatched1, suffix)];
    }
  }
}
