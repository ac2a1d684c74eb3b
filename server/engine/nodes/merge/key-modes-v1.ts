/**
 * Merge v1's key modes, exactly as n8n's MergeV1 does them (they predate "combine by fields" and differ
 * from it): input 2's items are indexed by the text of their key (a missing or empty key is skipped, a
 * later item wins), and each item of input 1 whose key is a text or number is looked up:
 * - keepKeyMatches: the input-1 items that have a match;
 * - removeKeyMatches: those that have none (and those whose key is missing or not comparable);
 * - mergeByKey: the input-1 items with a match, with input 2's fields copied in (never its key field):
 *   always, only where input 1 has no such field (`undefined`), or where it is null/empty (`blank`).
 */
import type { Item } from '../../core';
import { getPath } from '../set/field-path';

export type KeyMode = 'keepKeyMatches' | 'removeKeyMatches' | 'mergeByKey';

export interface KeyModeParameters {
  mode: KeyMode;
  propertyName1: string;
  propertyName2: string;
  overwrite: 'always' | 'undefined' | 'blank';
}

export function mergeByKeyV1(p: KeyModeParameters, input1: Item[], input2: Item[]): Item[] {
  if (!p.propertyName1 || !p.propertyName2) return p.mode === 'keepKeyMatches' ? [] : input1;
  const byKey = new Map<string, Item>();
  for (const item of input2) {
    const key = getPath(item.json, p.propertyName2);
    if (!key) continue;
    byKey.set(String(key), item);
  }
  const out: Item[] = [];
  for (const item of input1) {
    const reference = getPath(item.json, p.propertyName1);
    const comparable = typeof reference === 'string' || typeof reference === 'number' || reference === null;
    const match = comparable ? byKey.get(String(reference)) : undefined;
    if (p.mode === 'removeKeyMatches') {
      if (!match) out.push(item);
      continue;
    }
    if (!match) {
      // mergeByKey keeps an input-1 item whose comparable key found nothing; keepKeyMatches drops it.
      if (p.mode === 'mergeByKey' && comparable) out.push(item);
      continue;
    }
    if (p.mode === 'keepKeyMatches') {
      out.push(item);
      continue;
    }
    const json = structuredClone(item.json);
    for (const [key, value] of Object.entries(match.json)) {
      if (key === p.propertyName2) continue;
      const blank = json[key] === null || json[key] === undefined || json[key] === '';
      if (p.overwrite === 'always' || (p.overwrite === 'undefined' && !Object.hasOwn(json, key))) {
        json[key] = value;
      } else if (p.overwrite === 'blank' && blank) json[key] = value;
    }
    out.push(item.binary ? { json, binary: item.binary } : { json });
  }
  return out;
}
