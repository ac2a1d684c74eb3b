/**
 * n8n's filter conditions (the If, Filter and Switch nodes): typed comparisons of a left and a right
 * value, joined by and/or. Values arrive with expressions already resolved for the item. Each value is
 * first read as the operator's type, as n8n's `executeFilterCondition` does: strict checking refuses a
 * value of another type, loose checking converts it (a number from text, a boolean from "true" or 1, an
 * array or object from JSON text); null and undefined pass as they are.
 */
import { z } from 'zod';
import { describeType, readAs, type ValueType } from './condition-values';

const EXISTENCE = ['exists', 'notExists'] as const;
const STRING_OPS = [
  ...EXISTENCE,
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
  ...EXISTENCE,
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
  ...EXISTENCE,
  'empty',
  'notEmpty',
  'equals',
  'notEquals',
  'after',
  'before',
  'afterOrEquals',
  'beforeOrEquals',
] as const;
const BOOLEAN_OPS = [...EXISTENCE, 'empty', 'notEmpty', 'true', 'false', 'equals', 'notEquals'] as const;
const ARRAY_OPS = [
  ...EXISTENCE,
  'empty',
  'notEmpty',
  'contains',
  'notContains',
  'lengthEquals',
  'lengthNotEquals',
  'lengthGt',
  'lengthLt',
  'lengthGte',
  'lengthLte',
] as const;
const OBJECT_OPS = [...EXISTENCE, 'empty', 'notEmpty'] as const;

/** The type the right value is read as (n8n's `rightType`; an array's `contains` takes any value). */
const rightType = z.enum(['string', 'number', 'dateTime', 'boolean', 'array', 'object', 'any']).optional();

export const operatorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('string'), operation: z.enum(STRING_OPS), rightType }),
  z.object({ type: z.literal('number'), operation: z.enum(NUMBER_OPS), rightType }),
  z.object({ type: z.literal('dateTime'), operation: z.enum(DATE_OPS), rightType }),
  z.object({ type: z.literal('boolean'), operation: z.enum(BOOLEAN_OPS), rightType }),
  z.object({ type: z.literal('array'), operation: z.enum(ARRAY_OPS), rightType }),
  z.object({ type: z.literal('object'), operation: z.enum(OBJECT_OPS), rightType }),
  z.object({ type: z.literal('any'), operation: z.enum(EXISTENCE), rightType }),
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

/** A value as `type`, or n8n's message: "Wrong type: '5' is a string but was expecting a number [where]". */
function parse(value: unknown, type: ValueType | 'any', strict: boolean, where: string): unknown {
  if (type === 'any' || value === null || value === undefined) return value;
  const read = readAs(value, type, strict);
  if (read.ok) return read.value;
  const shown = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const from = describeType(value);
  throw new ConditionTypeError(
    strict
      ? `Wrong type: '${shown}' is ${from} but was expecting ${describeType(type)} [${where}]`
      : `Conversion error: the ${from.replace(/^an? /, '')} '${shown}' can't be converted to ${describeType(type)} [${where}]`,
  );
}

/** n8n reads `/pattern/flags` or a bare pattern. */
function regexOf(pattern: string): RegExp {
  const m = /^\/(.*?)\/([gimusy]*)$/s.exec(pattern);
  return m ? new RegExp(m[1] ?? '', m[2]) : new RegExp(pattern);
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

function stringCondition(op: string, left: unknown, right: unknown, caseSensitive: boolean): boolean {
  const fold = (v: unknown) => (!caseSensitive && typeof v === 'string' ? v.toLocaleLowerCase() : v);
  const a = String(fold(left) ?? '');
  if (op === 'regex' || op === 'notRegex') return regexOf(String(right ?? '')).test(a) === (op === 'regex');
  const b = String(fold(right) ?? '');
  switch (op) {
    case 'empty':
      return a.length === 0;
    case 'notEmpty':
      return a.length !== 0;
    case 'equals':
      return a === b;
    case 'notEquals':
      return a !== b;
    case 'contains':
      return a.includes(b);
    case 'notContains':
      return !a.includes(b);
    case 'startsWith':
      return a.startsWith(b);
    case 'notStartsWith':
      return !a.startsWith(b);
    case 'endsWith':
      return a.endsWith(b);
    default:
      return !a.endsWith(b);
  }
}

function arrayCondition(op: string, left: unknown, right: unknown, caseSensitive: boolean): boolean {
  const list = (left ?? []) as unknown[];
  const needle = !caseSensitive && typeof right === 'string' ? right.toLocaleLowerCase() : right;
  const length = Number(right);
  switch (op) {
    case 'contains':
      return list.includes(needle);
    case 'notContains':
      return !list.includes(needle);
    case 'lengthEquals':
      return list.length === length;
    case 'lengthNotEquals':
      return list.length !== length;
    case 'lengthGt':
      return list.length > length;
    case 'lengthLt':
      return list.length < length;
    case 'lengthGte':
      return list.length >= length;
    case 'lengthLte':
      return list.length <= length;
    case 'empty':
      return list.length === 0;
    default:
      return list.length !== 0;
  }
}

export function evaluateCondition(
  condition: Condition,
  options: Conditions['options'],
  where: string,
): boolean {
  const { operator, leftValue: rawLeft, rightValue: rawRight } = condition;
  const op = operator.operation;
  const strict = options.typeValidation === 'strict';
  const left = parse(rawLeft, operator.type, strict, where);
  if (op === 'exists') return left !== undefined && left !== null;
  if (op === 'notExists') return left === undefined || left === null;
  const singleValue = op === 'empty' || op === 'notEmpty' || op === 'true' || op === 'false';
  const right = singleValue ? rawRight : parse(rawRight, operator.rightType ?? operator.type, strict, where);
  switch (operator.type) {
    case 'string':
      // A list or an object is empty by its length (as Dify's "is empty" reads it), not by its JSON text.
      if ((op === 'empty' || op === 'notEmpty') && typeof rawLeft === 'object' && rawLeft !== null) {
        return isEmptyValue(rawLeft) === (op === 'empty');
      }
      return stringCondition(op, left, right, options.caseSensitive);
    case 'number':
      if (op === 'empty' || op === 'notEmpty') return isEmptyValue(rawLeft) === (op === 'empty');
      return compareOrdered(op, left as number, right as number);
    case 'dateTime':
      if (op === 'empty' || op === 'notEmpty') return isEmptyValue(rawLeft) === (op === 'empty');
      if (left === null || left === undefined || right === null || right === undefined) return false;
      return compareOrdered(op, left as number, right as number);
    case 'boolean':
      if (op === 'empty' || op === 'notEmpty') return isEmptyValue(rawLeft) === (op === 'empty');
      if (op === 'true') return left === true;
      if (op === 'false') return !left;
      return op === 'equals' ? left === right : left !== right;
    case 'array':
      return arrayCondition(op, left, right, options.caseSensitive);
    case 'object': {
      const empty = !left || Object.keys(left as object).length === 0;
      return op === 'empty' ? empty : !empty;
    }
    default:
      return false;
  }
}

/** All conditions (and) or any (or); no conditions at all is true, as in n8n. */
export function evaluateConditions(conditions: Conditions, itemIndex: number): boolean {
  const check = (c: Condition, i: number) =>
    evaluateCondition(c, conditions.options, `condition ${i}, item ${itemIndex}`);
  return conditions.combinator === 'and'
    ? conditions.conditions.every(check)
    : conditions.conditions.some(check);
}
