/**
 * Edit Fields' value types, converted as n8n's Set node does (n8n-workflow's `validateFieldType`, not
 * strict): a number is anything `Number()` reads (`true` is 1, `" "` is 0), a boolean is true/false in
 * any case or anything `Number()` reads as 1 or 0, arrays and objects may be JSON text. An empty value
 * (null, undefined) stays null, whatever the type (n8n 3.2 and later).
 *
 * `conversion` keeps what older n8n versions did, for imported nodes:
 * - `typedNullAsText` (Edit Fields 3.0, 3.1): a text field writes null as the text "null";
 * - `setV1`, `setV2` (the old Set node): no type check at all; a boolean field is the value's truth, a
 *   number field keeps what it is given (v2: a text of a number becomes the number), a text field too.
 */
export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';
export type Conversion = 'typed' | 'typedNullAsText' | 'setV1' | 'setV2';

export class FieldTypeError extends Error {
  override name = 'FieldTypeError';
}

function describe(value: unknown): string {
  if (value === null) return "'null'";
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return `'${String(value)}'`;
}

function parseJsonText(value: unknown): unknown {
  const text = String(value);
  try {
    return JSON.parse(text);
  } catch {
    // n8n reads single-quoted arrays too (`['a', 'b']`).
    return JSON.parse(text.replace(/'/g, '"'));
  }
}

/** The value as `type`, or `undefined` when it does not fit. */
function typed(value: unknown, type: FieldType): { ok: true; value: unknown } | { ok: false } {
  switch (type) {
    case 'string':
      return { ok: true, value };
    case 'number': {
      const n = Number(value);
      return Number.isNaN(n) ? { ok: false } : { ok: true, value: n };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase())) {
        return { ok: true, value: value.toLowerCase() === 'true' };
      }
      if (!(typeof value === 'string' && value.trim() === '')) {
        const n = Number(value);
        if (n === 0) return { ok: true, value: false };
        if (n === 1) return { ok: true, value: true };
      }
      return { ok: false };
    }
    case 'array': {
      if (Array.isArray(value)) return { ok: true, value };
      try {
        const parsed = parseJsonText(value);
        return Array.isArray(parsed) ? { ok: true, value: parsed } : { ok: false };
      } catch {
        return { ok: false };
      }
    }
    case 'object': {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value };
      try {
        const parsed = JSON.parse(String(value));
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? { ok: true, value: parsed }
          : { ok: false };
      } catch {
        return { ok: false };
      }
    }
  }
}

function legacySet(value: unknown, type: FieldType, conversion: 'setV1' | 'setV2'): unknown {
  if (type === 'boolean') return !!value;
  if (type === 'number' && conversion === 'setV2' && typeof value === 'string') {
    return Number.isNaN(Number(value)) ? value : Number(value);
  }
  return value;
}

/**
 * The value of field `name` as `type`. A value that does not fit fails with n8n's message, or, with
 * `ignoreErrors`, is kept as it came (text fields as text).
 */
export function convertValue(
  name: string,
  value: unknown,
  type: FieldType,
  options: { ignoreErrors?: boolean; conversion?: Conversion } = {},
): unknown {
  const conversion = options.conversion ?? 'typed';
  if (conversion === 'setV1' || conversion === 'setV2') return legacySet(value, type, conversion);
  let given = value;
  if (value === null || value === undefined) {
    if (type !== 'string' || conversion === 'typed') return null;
    given = String(value);
  } else if (type === 'string') {
    given = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  const result = typed(given, type);
  if (result.ok) return result.value ?? null;
  if (options.ignoreErrors) return given;
  throw new FieldTypeError(`'${name}' expects a ${type} but we got ${describe(given)}`);
}
