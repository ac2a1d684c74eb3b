/**
 * How n8n reads a condition's value as a type (n8n-workflow's `validateFieldType`, with text parsed):
 * strict takes only a value of that type, loose converts: a number is what `Number()` reads, a boolean
 * is true/false in any case or a number 1/0, arrays and objects may be JSON text, a date is ISO, HTTP,
 * RFC 2822 or SQL text (or a date), in both modes.
 */
export type ValueType = 'string' | 'number' | 'dateTime' | 'boolean' | 'array' | 'object';

type Read = { ok: true; value: unknown } | { ok: false };

const no: Read = { ok: false };
const yes = (value: unknown): Read => ({ ok: true, value });

const withArticle = (noun: string) => `${'aeiou'.includes(noun.charAt(0)) ? 'an' : 'a'} ${noun}`;

/** "a string", "an object": what n8n's messages call a value's type (or a type's name). */
export function describeType(valueOrType: unknown): string {
  if (
    typeof valueOrType === 'string' &&
    /^(string|number|dateTime|boolean|array|object)$/.test(valueOrType)
  ) {
    return withArticle(valueOrType);
  }
  return withArticle(typeof valueOrType);
}

function readBoolean(value: unknown): Read {
  if (typeof value === 'boolean') return yes(value);
  if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase())) {
    return yes(value.toLowerCase() === 'true');
  }
  if (!(typeof value === 'string' && value.trim() === '')) {
    const n = Number(value);
    if (n === 0) return yes(false);
    if (n === 1) return yes(true);
  }
  return no;
}

function readDate(value: unknown): Read {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? no : yes(value.getTime());
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  if (typeof toMillis === 'function') return yes(toMillis.call(value));
  if (typeof value !== 'string') return no;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? no : yes(ms);
}

function readJson(value: unknown): unknown {
  const text = String(value);
  try {
    return JSON.parse(text);
  } catch {
    return JSON.parse(text.replace(/'/g, '"'));
  }
}

export function readAs(value: unknown, type: ValueType, strict: boolean): Read {
  switch (type) {
    case 'string':
      if (typeof value === 'string') return yes(value);
      if (strict) return no;
      return yes(typeof value === 'object' ? JSON.stringify(value) : String(value));
    case 'number': {
      if (typeof value === 'number') return yes(value);
      if (strict) return no;
      const n = Number(value);
      return Number.isNaN(n) ? no : yes(n);
    }
    case 'boolean':
      if (strict && typeof value !== 'boolean') return no;
      return readBoolean(value);
    case 'dateTime':
      return readDate(value);
    case 'array': {
      if (Array.isArray(value)) return yes(value);
      if (strict) return no;
      try {
        const parsed = readJson(value);
        return Array.isArray(parsed) ? yes(parsed) : no;
      } catch {
        return no;
      }
    }
    case 'object': {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return yes(value);
      if (strict) return no;
      try {
        const parsed = JSON.parse(String(value));
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? yes(parsed) : no;
      } catch {
        return no;
      }
    }
  }
}
