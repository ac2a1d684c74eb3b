/**
 * Which fields Remove Duplicates compares, and the checks n8n makes on them (RemoveDuplicates/utils.ts):
 * with dot notation, the leaf paths of nested objects (`meta.a`); a compared field missing from an item,
 * or of another type in another item, is an error (null is allowed, as in n8n's v2).
 */
import type { Item } from '../../core/types';
import { getPath } from '../set/field-path';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{a: {b: 1}, c: [1]}` → `a.b`, `c`: lists and empty objects are values of their own. */
export function leafPaths(json: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(json).flatMap(([key, value]) =>
    isPlainObject(value) && Object.keys(value).length > 0
      ? leafPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export function fieldsOf(json: Record<string, unknown>, dots: boolean): string[] {
  return dots ? leafPaths(json) : Object.keys(json);
}

export function checkComparedFields(input: Item[], fields: string[], dots: boolean, checkTypes = true): void {
  for (const field of fields) {
    let type: string | undefined;
    input.forEach((item, i) => {
      const value = getPath(item.json, field, dots);
      if (value === undefined) {
        const hint = !dots && field.includes('.') ? ' (for a nested field, turn dot notation on)' : '';
        throw new Error(`'${field}' field is missing from some input items${hint}`);
      }
      if (value === null || !checkTypes) return;
      const valueType = Array.isArray(value) ? 'array' : typeof value;
      if (type !== undefined && type !== valueType) {
        throw new Error(
          `'${field}' isn't always the same type: in item ${i} it is ${valueType}, before it was ${type}`,
        );
      }
      type = valueType;
    });
  }
}
