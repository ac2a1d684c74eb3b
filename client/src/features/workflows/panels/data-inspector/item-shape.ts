/**
 * What the data inspector shows of items: rows flattened to columns, the fields of all items with their
 * types, and the `{{ $json… }}` expression of a field. Pure.
 */

export type FieldSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `a.b[0]["first name"]`, as an expression reads it after `$json`. */
export function formatPath(segments: readonly FieldSegment[]): string {
  return segments
    .map((segment, i) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (IDENTIFIER.test(segment)) return i === 0 ? segment : `.${segment}`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

/** The expression that reads a field of the current item. */
export function fieldExpression(segments: readonly FieldSegment[]): string {
  const path = formatPath(segments);
  return `{{ $json${path.startsWith('[') ? '' : '.'}${path} }}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One item as columns: nested objects become `a.b`, arrays of objects `list[0].x`; arrays of plain values
 * and anything deeper than `maxDepth` stay one cell.
 */
export function flattenItem(json: unknown, maxDepth = 4): Map<string, unknown> {
  const cells = new Map<string, unknown>();
  const walk = (value: unknown, segments: FieldSegment[]) => {
    const deep = segments.length >= maxDepth;
    if (isRecord(value) && !deep && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) walk(child, [...segments, key]);
    } else if (Array.isArray(value) && !deep && value.length > 0 && value.every(isRecord)) {
      for (const [i, child] of value.slice(0, 20).entries()) walk(child, [...segments, i]);
    } else cells.set(segments.length ? formatPath(segments) : 'value', value);
  };
  walk(json, []);
  return cells;
}

export interface TableShape {
  columns: string[];
  /** Columns beyond the limit (the JSON view shows them). */
  hiddenColumns: number;
}

/** Columns in the order they first appear across the items. */
export function tableShape(rows: Map<string, unknown>[], limit = 50): TableShape {
  const seen = new Set<string>();
  for (const row of rows) for (const key of row.keys()) seen.add(key);
  const all = [...seen];
  return { columns: all.slice(0, limit), hiddenColumns: Math.max(0, all.length - limit) };
}

export type FieldType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface SchemaField {
  segments: FieldSegment[];
  path: string;
  types: FieldType[];
  /** How many items have it. */
  count: number;
  example: unknown;
  depth: number;
}

const typeOf = (value: unknown): FieldType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as FieldType);

/** Every field of the items (arrays' elements merged under `[0]`), in first-seen order. */
export function itemSchema(items: ReadonlyArray<{ json: unknown }>, maxItems = 1000): SchemaField[] {
  const fields = new Map<string, SchemaField & { seenIn: number }>();
  items.slice(0, maxItems).forEach((item, itemIndex) => {
    const walk = (value: unknown, segments: FieldSegment[]) => {
      if (segments.length > 0) {
        const path = formatPath(segments);
        const field = fields.get(path) ?? {
          segments,
          path,
          types: [],
          count: 0,
          example: undefined,
          depth: segments.length - 1,
          seenIn: -1,
        };
        const type = typeOf(value);
        if (!field.types.includes(type)) field.types.push(type);
        if (field.seenIn !== itemIndex) {
          field.count++;
          field.seenIn = itemIndex;
        }
        if (field.example === undefined && type !== 'object' && type !== 'array') field.example = value;
        fields.set(path, field);
      }
      if (segments.length >= 8) return;
      if (isRecord(value)) for (const [key, child] of Object.entries(value)) walk(child, [...segments, key]);
      else if (Array.isArray(value)) for (const child of value.slice(0, 50)) walk(child, [...segments, 0]);
    };
    walk(item.json, []);
  });
  return [...fields.values()].map(({ seenIn: _, ...field }) => field);
}

/** A cell's text: plain values as they are, objects as compact JSON. */
export function cellText(value: unknown, max = 200): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
