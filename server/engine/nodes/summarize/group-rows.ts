/**
 * Summarize's groups, as n8n forms them: nested by each split field in turn, keyed by the value as text
 * (objects as JSON), in the order a plain object keeps its keys (integer-like keys first, ascending; then
 * the others in order of first appearance). The first split field's value comes back as a number or null
 * when its text reads as one; deeper ones stay text (n8n 1.1's aggregationToArrayWithOriginalTypes).
 */
import type { Item } from '../../core/types';
import { fieldKey } from './aggregations';

type Row = Record<string, unknown>;

function groupKey(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function originalValue(key: string): unknown {
  if (key === 'null') return null;
  return Number.isNaN(Number(key)) ? key : Number(key);
}

export function groupRows(
  items: Item[],
  splitBy: string[],
  fieldValue: (item: Item, field: string) => unknown,
  summarize: (group: Item[]) => Row,
  prefix: Row = {},
): Row[] {
  const [field, ...rest] = splitBy;
  if (field === undefined) return [{ ...prefix, ...summarize(items) }];
  // A plain object on purpose: its key order is the order n8n's output has.
  const groups: Record<string, Item[]> = Object.create(null);
  for (const item of items) {
    const key = groupKey(fieldValue(item, field));
    groups[key] ??= [];
    groups[key].push(item);
  }
  const first = Object.keys(prefix).length === 0;
  return Object.keys(groups).flatMap((key) =>
    groupRows(groups[key] ?? [], rest, fieldValue, summarize, {
      ...prefix,
      [fieldKey(field)]: first ? originalValue(key) : key,
    }),
  );
}
