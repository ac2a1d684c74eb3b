/**
 * Reading the node catalogue's JSON Schema (zod's `toJSONSchema`, draft 2020-12) for the parameter form:
 * which control a schema gets, labels, defaults, and immutable updates by path. Pure; no React.
 */

export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** Ours: force a multi-line editor (`'code'` also sets a monospace font). */
  'x-multiline'?: boolean | 'code';
  /** Ours, n8n's `displayOptions.show`: the field shows only while each named sibling has one of the values. */
  'x-show-when'?: Record<string, unknown[]>;
  /** Ours: what a person reads for each value of an enum (`runOnceForAllItems` → "Run once for all items"). */
  'x-enum-labels'?: Record<string, string>;
}

export type FieldKind =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'const'
  | 'array'
  | 'object'
  | 'record'
  | 'union'
  | 'any';

export type FieldPath = readonly (string | number)[];

/** Variants of a oneOf/anyOf without the `null` one (a nullable field is its other variant). */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  const variants = (schema.oneOf ?? schema.anyOf ?? []).filter((v) => v.type !== 'null');
  // "Empty, or an e-mail address": the empty choice is the text field left empty, not a shape to pick.
  const empty = (v: JsonSchema) => v.const === '';
  const texts = variants.filter((v) => !empty(v) && typeOf(v) === 'string' && v.const === undefined);
  return texts.length > 0 ? variants.filter((v) => !empty(v)) : variants;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** The schema a union resolves to when only one non-null variant is left. */
export function unwrapNullable(schema: JsonSchema): JsonSchema {
  if (!schema.oneOf && !schema.anyOf) return schema;
  const variants = variantsOf(schema);
  if (variants.length !== 1) return schema;
  const { oneOf: _o, anyOf: _a, ...rest } = schema;
  return { ...variants[0], ...rest };
}

export function fieldKind(input: JsonSchema): FieldKind {
  const schema = unwrapNullable(input);
  if (schema.enum) return 'enum';
  if (schema.const !== undefined) return 'const';
  if (schema.oneOf || schema.anyOf) return 'union';
  const type = typeOf(schema);
  if (type === 'object' || (!type && schema.properties)) {
    return schema.properties && Object.keys(schema.properties).length > 0 ? 'object' : 'record';
  }
  if (type === 'array') return 'array';
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') return type;
  return 'any';
}

/** `credentialId` → "Credential id", `max_tokens` → "Max tokens". */
export function humanLabel(key: string, schema?: JsonSchema): string {
  if (schema?.title) return schema.title;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_TEXT_KEYS =
  /(code|body|prompt|instructions?|message|text|template|content|system|query|html|markdown|json)$/i;

/** Whether a property shows, by its `x-show-when` and its siblings' values (their defaults when unset). */
export function shownWith(property: JsonSchema, object: JsonSchema, value: unknown): boolean {
  const when = property['x-show-when'];
  if (!when) return true;
  return Object.entries(when).every(([sibling, allowed]) => {
    const current = getIn(value, [sibling]) ?? object.properties?.[sibling]?.default;
    return allowed.includes(current);
  });
}

/** Long strings and code get a multi-line editor. */
export function textArea(key: string, schema: JsonSchema): 'code' | 'text' | null {
  if (schema['x-multiline'] === 'code' || /code$|^js|json/i.test(key)) return 'code';
  if (schema['x-multiline'] === true) return 'text';
  if (schema.format === 'textarea' || (schema.maxLength ?? 0) > 200) return 'text';
  return LONG_TEXT_KEYS.test(key) ? 'text' : null;
}

/** The value a new field or array entry starts with. */
export function initialValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  const s = unwrapNullable(schema);
  switch (fieldKind(s)) {
    case 'object': {
      const entries = Object.entries(s.properties ?? {})
        .map(([key, prop]) => [key, initialValue(prop)] as const)
        .filter(([, v]) => v !== undefined);
      return Object.fromEntries(entries);
    }
    case 'record':
      return {};
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'enum':
      return s.enum?.[0];
    case 'const':
      return s.const;
    case 'union': {
      const first = variantsOf(s)[0];
      return first ? initialValue(first) : undefined;
    }
    case 'string':
      return '';
    default:
      return undefined;
  }
}

/** Whether a parameter value is an expression (n8n's `=` prefix, or a `{{ }}` template anywhere). */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('=') || value.includes('{{'));
}

/** The same value as an expression: a string keeps its text, anything else becomes `{{ literal }}`. */
export function toExpression(value: unknown): string {
  if (value === undefined || value === null || value === '') return '=';
  if (typeof value === 'string') return `=${value}`;
  return `={{ ${JSON.stringify(value)} }}`;
}

/** Back to a fixed value: `={{ 5 }}` → 5, `=text` → "text"; anything computed starts again from the default. */
export function fromExpression(expression: string, schema: JsonSchema): unknown {
  const body = expression.startsWith('=') ? expression.slice(1) : expression;
  const single = /^\{\{\s*([\s\S]*?)\s*\}\}$/.exec(body);
  const kind = fieldKind(schema);
  if (single) {
    try {
      const literal: unknown = JSON.parse(single[1] ?? '');
      if (kind === 'string' ? typeof literal === 'string' : typeof literal !== 'object') return literal;
    } catch {
      // a real expression: no fixed value to keep
    }
    return initialValue(schema);
  }
  if (body.includes('{{')) return initialValue(schema);
  if (kind === 'number' || kind === 'integer') return body.trim() === '' ? undefined : Number(body);
  return body;
}

export function matchingVariant(variants: JsonSchema[], value: unknown): number {
  if (value === undefined) return 0;
  const index = variants.findIndex((variant) => valueFits(variant, value));
  return index === -1 ? 0 : index;
}

function valueFits(schema: JsonSchema, value: unknown): boolean {
  const kind = fieldKind(schema);
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer':
      return typeof value === 'number' || isExpression(value);
    case 'boolean':
      return typeof value === 'boolean' || isExpression(value);
    case 'enum':
      return schema.enum?.includes(value) ?? false;
    case 'const':
      return schema.const === value;
    case 'array':
      return Array.isArray(value);
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      // A discriminated variant: every const property must match.
      return Object.entries(schema.properties ?? {}).every(([key, prop]) => {
        const constant = unwrapNullable(prop).const;
        return constant === undefined || (value as Record<string, unknown>)[key] === constant;
      });
    }
    case 'record':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

/** A discriminator's value in words: `cronExpression` → "Cron expression", `http` → "HTTP". */
const VALUE_NAMES: Record<string, string> = {
  string: 'Text',
  boolean: 'Yes / no',
  dateTime: 'Date and time',
  array: 'List',
  object: 'Object',
};

function valueLabel(value: unknown): string {
  const text = String(value);
  if (VALUE_NAMES[text]) return VALUE_NAMES[text];
  if (/^[a-z]{2,4}$/.test(text) && ['http', 'mcp', 'url', 'api', 'json', 'html', 'csv'].includes(text))
    return text.toUpperCase();
  return humanLabel(text);
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'E-mail address',
  uri: 'URL',
  url: 'URL',
  'date-time': 'Date and time',
  date: 'Date',
};

/**
 * A variant's name in the type picker, in words a person reads: its title (a node names its shapes), its
 * discriminator's value, or what kind of value it is. The technical name goes in a tooltip (`variantTechnicalName`).
 */
export function variantLabel(schema: JsonSchema, index: number, siblings: JsonSchema[] = []): string {
  if (schema.title) return schema.title;
  for (const prop of Object.values(schema.properties ?? {})) {
    const constant = unwrapNullable(prop).const;
    if (constant !== undefined) return valueLabel(constant);
  }
  if (schema.const !== undefined) return schema.const === '' ? 'Nothing' : valueLabel(schema.const);
  if (schema.format && FORMAT_NAMES[schema.format]) return FORMAT_NAMES[schema.format] as string;
  const kind = fieldKind(schema);
  if (kind === 'enum' && schema.enum) return `A choice: ${schema.enum.map(valueLabel).join(', ')}`;
  // Text beside a list of texts (To, Cc): one text holds several values separated by commas.
  const listOfTexts = siblings.some(
    (v) => fieldKind(v) === 'array' && v.items && typeOf(v.items) === 'string',
  );
  const names: Partial<Record<FieldKind, string>> = {
    string: listOfTexts ? 'Text (commas between several)' : 'Text',
    number: 'Number',
    integer: 'Whole number',
    boolean: 'Yes / no',
    array: 'List',
    object: 'Fields',
    record: 'JSON object',
    any: 'Any value',
  };
  return names[kind] ?? `Choice ${index + 1}`;
}

/** The technical name of a variant, for a tooltip: `string`, `string[]`, `kind: "http"`, `integer`. */
export function variantTechnicalName(schema: JsonSchema): string {
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const constant = unwrapNullable(prop).const;
    if (constant !== undefined) return `${key}: ${JSON.stringify(constant)}`;
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = typeOf(schema) ?? 'any';
  if (type === 'array') {
    return `${(schema.items && typeOf(schema.items)) ?? 'any'}[]`;
  }
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The value at `path`, or undefined. */
export function getIn(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `root` with `next` at `path` (undefined removes an object key). */
export function setIn(root: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof key === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const record: Record<string, unknown> =
    root !== null && typeof root === 'object' && !Array.isArray(root) ? { ...(root as object) } : {};
  const value = setIn(record[key], rest, next);
  if (value === undefined) delete record[key];
  else record[key] = value;
  return record;
}

/** `/assignments/0/name`: the JSON pointer of a path (RFC 6901). */
export function toPointer(path: FieldPath): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The error for a path, whether `errors` names it by pointer, `a.b[0].c` or `a.b.0.c`. */
export function errorAt(errors: Record<string, string> | undefined, path: FieldPath): string | undefined {
  if (!errors || path.length === 0) return undefined;
  const dotted = path.map(String).join('.');
  const bracketed = path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${key}` : key),
    '',
  );
  return errors[toPointer(path)] ?? errors[dotted] ?? errors[bracketed];
}

/** Problems the form itself can see in a fixed scalar (the server's own errors come through `errors`). */
export function checkScalar(schema: JsonSchema, value: unknown, required: boolean): string | undefined {
  if (isExpression(value)) return undefined;
  if (value === undefined || value === '') {
    return required && schema.default === undefined ? 'This field is required.' : undefined;
  }
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'Enter a number.';
    if (fieldKind(schema) === 'integer' && !Number.isInteger(value)) return 'Enter a whole number.';
    if (schema.minimum !== undefined && value < schema.minimum) return `At least ${schema.minimum}.`;
    if (schema.maximum !== undefined && value > schema.maximum) return `At most ${schema.maximum}.`;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      return `More than ${schema.exclusiveMinimum}.`;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      return `Less than ${schema.exclusiveMaximum}.`;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return schema.minLength === 1 ? 'This field is required.' : `At least ${schema.minLength} characters.`;
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      return `At most ${schema.maxLength} characters.`;
    if (schema.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
      return 'Enter an e-mail address.';
    if (schema.format === 'uri' && !/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value))
      return 'Enter a full address, like https://example.com.';
  }
  return undefined;
}
