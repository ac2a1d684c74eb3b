/**
 * Summarize's groups, as n8n forms them: nested by each split field in turn, keyed by the value as text
 * (objects as JSON), in the order a plain object keeps its keys (integer-like keys first, ascending; then
 * the others in order of first appearance). With `original`, the first split field's value comes back as a
 * number or null when its text reads as one and deeper ones stay text (n8n 1.1's
 * aggregationToArrayWithOriginalTypes); with `text` every value stays the key's text, as Summarize 1.0
 * and Item Lists give it (`"0"`, `"null"`).
 */
import type { Item } from '../../core/types';
import { fieldKey } from './aggregations';

type Row = Record<string, unknown>;

export interface GroupOptions {
  splitBy: string[];
  fieldValue: (item: Item, field: string) => unknown;
  summarize: (group: Item[]) => Row;
  groupValues: 'original' | 'text';
  /** n8n's "ignore items without valid fields to group by": a value that is no number and falsy. */
  skipEmpty: boolean;
}

function groupKey(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function originalValue(key: string): unknown {
  if (key === 'null') return null;
  return Number.isNaN(Number(key)) ? key : Number(key);
}

function groupsOf(items: Item[], field: string, o: GroupOptions): Record<string, Item[]> {
  // A plain object on purpose: its key order is the order n8n's output has.
  const groups: Record<string, Item[]> = Object.create(null);
  for (const item of items) {
    const value = o.fieldValue(item, field);
    if (o.skipEmpty && typeof value !== 'number' && !value) continue;
    const key = groupKey(value);
    groups[key] ??= [];
    groups[key].push(item);
  }
  return groups;
}

export function groupRows(items: Item[], o: GroupOptions, depth = 0, prefix: Row = {}): Row[] {
  const field = o.splitBy[depth];
  if (field === undefined) return [{ ...prefix, ...o.summarize(items) }];
  const groups = groupsOf(items, field, o);
  const typed = depth === 0 && o.groupValues === 'original';
  return Object.keys(groups).flatMap((key) =>
    groupRows(groups[key] ?? [], o, depth + 1, {
      ...prefix,
      [fieldKey(field)]: typed ? originalValue(key) : key,
    }),
  );
}

/** n8n's "all splits in a single item": the aggregates nested under each split value's text in turn. */
export function groupTree(items: Item[], o: GroupOptions, depth = 0): Row {
  const field = o.splitBy[depth];
  if (field === undefined) return o.summarize(items);
  const groups = groupsOf(items, field, o);
  const tree: Row = {};
  for (const key of Object.keys(groups)) tree[key] = groupTree(groups[key] ?? [], o, depth + 1);
  return tree;
}
