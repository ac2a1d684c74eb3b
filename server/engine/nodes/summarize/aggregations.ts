/**
 * Summarize's aggregations over one field's values in a group, with n8n's rules (Transform/Summarize/
 * utils.ts): sum and average take only real numbers and ignore the rest; count, count unique, min, max,
 * append and concatenate ignore null, undefined and '' unless "include empty" says otherwise (min and max
 * always do); min and max compare any values with < as JavaScript does.
 */
import { canonicalKey } from '../set/field-path';

export type Aggregation =
  | 'count'
  | 'countUnique'
  | 'sum'
  | 'average'
  | 'min'
  | 'max'
  | 'concatenate'
  | 'append';

const PREFIX: Record<Aggregation, string> = {
  count: 'count',
  countUnique: 'unique_count',
  sum: 'sum',
  average: 'average',
  min: 'min',
  max: 'max',
  concatenate: 'concatenated',
  append: 'appended',
};

/** `sum_price`, `unique_count_city`; as in n8n, brackets and quotes are dropped and spaces and dots become `_`. */
export function outputName(aggregation: Aggregation, field: string): string {
  return `${PREFIX[aggregation]}_${fieldKey(field)}`;
}

/** How n8n names a field in its output: `a.b` → `a_b`, `x["y"]` → `xy`. */
export function fieldKey(field: string): string {
  return field.replace(/[\]["]/g, '').replace(/[ .]/g, '_');
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function extreme(values: unknown[], wins: (a: never, b: never) => boolean): unknown {
  let best: unknown;
  for (const value of values) {
    if (!isEmpty(value) && (best === undefined || wins(value as never, best as never))) best = value;
  }
  return best ?? null;
}

export function aggregate(
  aggregation: Aggregation,
  all: unknown[],
  options: { includeEmpty: boolean; separator: string },
): unknown {
  const values = options.includeEmpty ? all : all.filter((v) => !isEmpty(v));
  const numbers = all.filter((v): v is number => typeof v === 'number');
  switch (aggregation) {
    case 'count':
      return values.length;
    case 'countUnique':
      return new Set(values.map(canonicalKey)).size;
    case 'append':
      return values;
    case 'concatenate':
      return values
        .map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)))
        .join(options.separator);
    case 'sum':
      return numbers.reduce((a, b) => a + b, 0);
    case 'average':
      return numbers.length === 0 ? null : numbers.reduce((a, b) => a + b, 0) / numbers.length;
    case 'min':
      return extreme(all, (a, b) => a < b);
    case 'max':
      return extreme(all, (a, b) => a > b);
  }
}
