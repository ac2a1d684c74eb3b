/**
 * The conditions of n8n's If v1 and Filter v1 nodes, kept as n8n wrote them (`{boolean: [...], dateTime,
 * number, string}` of `{value1, operation, value2}`) and checked as those nodes check them: values are
 * compared as they are (`===`, `>`), dates as timestamps, in the order boolean, dateTime, number, string,
 * stopping at the first condition that decides.
 */
import { z } from 'zod';

const row = z.object({
  value1: z.unknown().optional(),
  operation: z.string().optional(),
  value2: z.unknown().optional(),
});

export const v1ConditionsSchema = z.object({
  boolean: z.array(row).default([]),
  dateTime: z.array(row).default([]),
  number: z.array(row).default([]),
  string: z.array(row).default([]),
});

export type V1Conditions = z.output<typeof v1ConditionsSchema>;

const DATA_TYPES = ['boolean', 'dateTime', 'number', 'string'] as const;

/** n8n's defaults when a condition names no operation or leaves a value out. */
const DEFAULTS = {
  boolean: { operation: 'equal', value: false },
  dateTime: { operation: 'after', value: '' },
  number: { operation: 'smaller', value: 0 },
  string: { operation: 'equal', value: '' },
} as const;

type Value = unknown;
const text = (v: Value) => String((v as string) || '');
const orZero = (v: Value) => (v || 0) as number;

function asText(v: Value, operation: string): string {
  if (typeof v !== 'string') {
    throw new Error(`The operation "${operation}" needs a text, not ${JSON.stringify(v)}.`);
  }
  return v;
}

function regexOf(pattern: Value): RegExp {
  const m = text(pattern).match(/^\/(.*?)\/([gimusy]*)$/);
  return m ? new RegExp(m[1] ?? '', m[2]) : new RegExp(text(pattern));
}

function isEmpty(v: Value): boolean {
  if (v === undefined || v === null || v === '' || Number.isNaN(v)) return true;
  if (v instanceof Date) return Number.isNaN(v.getTime());
  return typeof v === 'object' && Object.entries(v as object).length === 0;
}

const OPERATIONS: Readonly<Record<string, (a: Value, b: Value, operation: string) => boolean>> = {
  after: (a, b) => orZero(a) > orZero(b),
  before: (a, b) => orZero(a) < orZero(b),
  contains: (a, b) => text(a).toString().includes(text(b)),
  notContains: (a, b) => !text(a).includes(text(b)),
  endsWith: (a, b, op) => asText(a, op).endsWith(b as string),
  notEndsWith: (a, b, op) => !asText(a, op).endsWith(b as string),
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  larger: (a, b) => orZero(a) > orZero(b),
  largerEqual: (a, b) => orZero(a) >= orZero(b),
  smaller: (a, b) => orZero(a) < orZero(b),
  smallerEqual: (a, b) => orZero(a) <= orZero(b),
  startsWith: (a, b, op) => asText(a, op).startsWith(b as string),
  notStartsWith: (a, b, op) => !asText(a, op).startsWith(b as string),
  isEmpty: (a) => isEmpty(a),
  isNotEmpty: (a) => !isEmpty(a),
  regex: (a, b) => regexOf(b).test(text(a)),
  notRegex: (a, b) => !regexOf(b).test(text(a)),
};

function timestamp(value: Value): number {
  const ms =
    typeof value === 'string'
      ? new Date(value).getTime()
      : typeof value === 'number'
        ? value
        : value instanceof Date
          ? value.getTime()
          : Number.NaN;
  if (Number.isNaN(ms)) throw new Error(`The value "${String(value)}" is not a valid DateTime.`);
  return ms;
}

/** Whether an item passes: every condition (`all`) or any (`any`); no conditions pass `all` only. */
export function evaluateV1Conditions(conditions: V1Conditions, combine: 'all' | 'any'): boolean {
  for (const dataType of DATA_TYPES) {
    for (const condition of conditions[dataType]) {
      const defaults = DEFAULTS[dataType];
      const operation = condition.operation ?? defaults.operation;
      const compare = OPERATIONS[operation];
      if (!compare) throw new Error(`Unknown ${dataType} operation "${operation}".`);
      let a = condition.value1 === undefined ? defaults.value : condition.value1;
      let b = condition.value2 === undefined ? defaults.value : condition.value2;
      if (dataType === 'dateTime') {
        a = timestamp(a);
        b = timestamp(b);
      }
      const passed = compare(a, b, operation);
      if (passed && combine === 'any') return true;
      if (!passed && combine === 'all') return false;
    }
  }
  return combine === 'all';
}
