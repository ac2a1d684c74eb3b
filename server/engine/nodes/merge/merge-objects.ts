/**
 * How the Merge node joins two items' fields, as n8n does (lodash `merge`/`assign`): a deep merge by
 * default (nested objects and arrays merged key by key, index by index), or a shallow one; with
 * "override empty", an empty value (undefined, null, '') never replaces one already there.
 */
import { z } from 'zod';
import type { Item } from '../../core';

type Json = Record<string, unknown>;

export const clashHandlingSchema = z
  .object({
    values: z
      .object({
        /** Which input's value wins a clash, or keep both with `_1` / `_2` added to every key. */
        resolveClash: z.enum(['preferInput2', 'preferInput1', 'addSuffix']).default('preferInput2'),
        mergeMode: z.enum(['deepMerge', 'shallowMerge']).default('deepMerge'),
        overrideEmpty: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({});

export type ClashHandling = z.output<typeof clashHandlingSchema>['values'];

const isPlainObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

function deepInto(target: Json, source: Json, overrideEmpty: boolean): Json {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = target[key];
    if (overrideEmpty && isEmpty(value) && key in target) continue;
    if (value === undefined && key in target) continue;
    if (Array.isArray(value)) {
      const base = Array.isArray(current) ? current : [];
      target[key] = deepInto(base as unknown as Json, value as unknown as Json, overrideEmpty);
    } else if (isPlainObject(value)) {
      target[key] = deepInto(isPlainObject(current) ? current : {}, value, overrideEmpty);
    } else {
      target[key] = value;
    }
  }
  return target;
}

/** `target` with each of `sources` merged over it, later ones winning; none of them is changed. */
export function mergeObjects(handling: ClashHandling, target: Json, ...sources: Json[]): Json {
  if (handling.mergeMode === 'shallowMerge') {
    const out: Json = { ...target };
    for (const source of sources) {
      for (const [key, value] of Object.entries(source)) {
        if (handling.overrideEmpty && isEmpty(value)) continue;
        out[key] = value;
      }
    }
    return out;
  }
  const out = deepInto({}, structuredClone(target), false);
  for (const source of sources) deepInto(out, structuredClone(source), handling.overrideEmpty);
  return out;
}

export function withSuffix(items: Item[], suffix: string): Item[] {
  return items.map((item) => ({
    ...item,
    json: Object.fromEntries(Object.entries(item.json).map(([k, v]) => [`${k}_${suffix}`, v])),
  }));
}

/** One item from two: input 2 wins clashes unless told otherwise; binaries are kept from both. */
export function mergePair(handling: ClashHandling, a: Item, b: Item): Item {
  const json = mergeObjects(handling, a.json, b.json);
  const binary = a.binary || b.binary ? { ...a.binary, ...b.binary } : undefined;
  return binary ? { json, binary } : { json };
}
