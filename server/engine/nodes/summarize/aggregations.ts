/** Summarize's aggregations over one field's values in a group, with n8n's output names and rules. */
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

/** `sum_price`, `unique_count_city`: the output field's name, as in n8n. */
export function outputName(aggregation: Aggregation, field: string): string {
  return `${PREFIX[aggregation]}_${field}`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function numbers(values: unknown[], field: string): number[] {
  return values.map((v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n !== 'number' || Number.isNaN(n)) {
      throw new Error(`The field '${field}' does not contain numbers (found ${JSON.stringify(v)})`);
    }
    return n;
  });
}

export function aggregate(
  aggregation: Aggregation,
  field: string,
  all: unknown[],
  options: { includeEmpty: boolean; separator: string },
): unknown {
  const values = options.includeEmpty ? all.map((v) => v ?? null) : all.filter((v) => !isEmpty(v));
  switch (aggregation) {
    case 'count':
      return values.length;
    case 'countUnique':
      return new Set(values.map(canonicalKey)).size;
    case 'append':
      return values;
    case 'concatenate':
      return values
        .map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? '')))
        .join(options.separator);
  }
  const list = numbers(
    values.filter((v) => !isEmpty(v)),
    field,
  );
  if (aggregation === 'sum') return list.reduce((a, b) => a + b, 0);
  if (list.length === 0) return null;
  if (aggregation === 'average') return list.reduce((a, b) => a + b, 0) / list.length;
  return aggregation === 'min' ? Math.min(...list) : Math.max(...list);
}
