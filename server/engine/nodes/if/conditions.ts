/**
 * n8n's filter conditions (the If, Filter and Switch nodes): typed comparisons of a left and a right
 * value, joined by and/or. Values arrive with expressions already resolved for the item.
 */
import { z } from 'zod';

const STRING_OPS = [
  'exists',
  'notExists',
  'empty',
  'notEmpty',
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
  'regex',
  'notRegex',
] as const;
const NUMBER_OPS = [
  'exists',
  'notExists',
  'empty',
  'notEmpty',
  'equals',
  'notEquals',
  'gt',
  'lt',
  'gte',
  'lte',
] as const;
const DATE_OPS = [
  'exists',
  'notExists',
  'empty',
  'notEmpty',
  'equals',
  'notEquals',
  'after',
  'before',
  'afterOrEquals',
  'beforeOrEquals',
] as const;
const BOOLEAN_OPS = [
  'exists',
  'notExists',
  'empty',
  'notEmpty',
  'true',
  'false',
  'equals',
  'notEquals',
] as const;

export const operatorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('string'), operation: z.enum(STRING_OPS) }),
  z.object({ type: z.literal('number'), operation: z.enum(NUMBER_OPS) }),
  z.object({ type: z.literal('dateTime'), operation: z.enum(DATE_OPS) }),
  z.object({ type: z.literal('boolean'), operation: z.enum(BOOLEAN_OPS) }),
]);

export const conditionSchema = z.object({
  id: z.string().optional(),
  leftValue: z.unknown(),
  rightValue: z.unknown(),
  operator: operatorSchema,
});

export const conditionsSchema = z
  .object({
    combinator: z.enum(['and', 'or']).default('and'),
    conditions: z.array(conditionSchema).default([]),
    options: z
      .object({
        caseSensitive: z.boolean().default(true),
        /** strict: a value of the wrong type is an error; loose: it is converted first (n8n). */
        typeValidation: z.enum(['strict', 'loose']).default('strict'),
      })
      .prefault({}),
  })
  .prefault({});

export type Condition = z.output<typeof conditionSchema>;
export type Conditions = z.output<typeof conditionsSchema>;

export class ConditionTypeError extends Error {
  override name = 'ConditionTypeError';
}

const isEmptyValue = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

function wrongType(value: unknown, type: string, where: string): never {
  throw new ConditionTypeError(`Wrong type: '${String(value)}' is ${typeof value}, not ${type} [${where}]`);
}

function toNumber(v: unknown, loose: boolean, where: string): number {
  if (typeof v === 'number') return v;
  const n = loose && typeof v !== 'boolean' && v !== '' ? Number(v) : Number.NaN;
  if (Number.isNaN(n)) wrongType(v, 'a number', where);
  return n;
}

function toDate(v: unknown, loose: boolean, where: string): number {
  if (v instanceof Date) return v.getTime();
  const t = typeof v === 'string' ? Date.parse(v) : loose && typeof v === 'number' ? v : Number.NaN;
  if (Number.isNaN(t)) wrongType(v, 'a date', where);
  return t;
}

function toBoolean(v: unknown, loose: boolean, where: string): boolean {
  if (typeof v === 'boolean') return v;
  if (loose && (v === 'true' || v === 1 || v === '1')) return true;
  if (loose && (v === 'false' || v === 0 || v === '0')) return false;
  return wrongType(v, 'a boolean', where);
}

function toText(v: unknown, loose: boolean, where: string): string {
  if (typeof v === 'string') return v;
  if (loose && v !== undefined && v !== null) return typeof v === 'object' ? JSON.stringify(v) : String(v);
  return wrongType(v, 'a string', where);
}

function compareOrdered(op: string, a: number, b: number): boolean {
  switch (op) {
    case 'equals':
      return a === b;
    case 'notEquals':
      return a !== b;
    case 'gt':
    case 'after':
      return a > b;
    case 'lt':
    case 'before':
      return a < b;
    case 'gte':
    case 'afterOrEquals':
      return a >= b;
    default:
      return a <= b;
  }
}

export function evaluateCondition(
  condition: Condition,
  options: Conditions['options'],
  where: string,
): boolean {
  const { operator, leftValue: left, rightValue: right } = condition;
  const op = operator.operation;
  if (op === 'exists') return left !== undefined && left !== null;
  if (op === 'notExists') return left === undefined || left === null;
  if (op === 'empty') return isEmptyValue(left);
  if (op === 'notEmpty') return !isEmptyValue(left);
  const loose = options.typeValidation === 'loose';
  switch (operator.type) {
    case 'number':
      return compareOrdered(op, toNumber(left, loose, where), toNumber(right, loose, where));
    case 'dateTime':
      return compareOrdered(op, toDate(left, loose, where), toDate(right, loose, where));
    case 'boolean': {
      const a = toBoolean(left, loose, where);
      if (op === 'true') return a;
      if (op === 'false') return !a;
      const b = toBoolean(right, loose, where);
      return op === 'equals' ? a === b : a !== b;
    }
    case 'string': {
      const fold = (s: string) => (options.caseSensitive ? s : s.toLowerCase());
      const a = fold(toText(left, loose, where));
      if (op === 'regex' || op === 'notRegex') {
        const source = toText(right, loose, where);
        // n8n accepts "/pattern/flags" as well as a bare pattern.
        const m = /^\/(.*)\/([a-z]*)$/s.exec(source);
        const re = m ? new RegExp(m[1] ?? '', m[2]) : new RegExp(source, options.caseSensitive ? '' : 'i');
        return re.test(toText(left, loose, where)) === (op === 'regex');
      }
      const b = fold(toText(right, loose, where));
      const positive = op.replace(/^not/, '').replace(/^[A-Z]/, (c) => c.toLowerCase());
      const negate = op.startsWith('not');
      const result =
        positive === 'equals'
          ? a === b
          : positive === 'contains'
            ? a.includes(b)
            : positive === 'startsWith'
              ? a.startsWith(b)
              : a.endsWith(b);
      return negate ? !result : result;
    }
  }
}

/** All conditions (and) or any (or); no conditions at all is true, as in n8n. */
export function evaluateConditions(conditions: Conditions, itemIndex: number): boolean {
  const results = conditions.conditions.map((c, i) =>
    evaluateCondition(c, conditions.options, `condition ${i}, item ${itemIndex}`),
  );
  return conditions.combinator === 'and' ? results.every(Boolean) : results.some(Boolean);
}
