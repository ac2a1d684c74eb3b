/**
 * The information extractor without an AI provider: no guessing, only what simple patterns find for each
 * top-level field of the schema: a "Field: value" (or "field = value") line, and for fields named or shaped
 * like one, an e-mail address, a phone number, a URL or a date. Values are converted to the field's type.
 */
import type { JsonSchema } from '../ai/structured-output';

const PATTERNS: { test: (name: string, format?: string) => boolean; find: RegExp }[] = [
  { test: (n, f) => /e-?mail/i.test(n) || f === 'email', find: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/ },
  { test: (n) => /phone|mobile|tel/i.test(n), find: /\+?\d[\d\s().-]{6,}\d/ },
  { test: (n, f) => /url|website|link/i.test(n) || f === 'uri', find: /https?:\/\/[^\s"'<>]+/ },
  {
    test: (n, f) => /date|day|when/i.test(n) || f === 'date' || f === 'date-time',
    find: /\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?/,
  },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a field name as a label can spell them: `firstName`, `first_name`, `first name`. */
function labelPattern(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return words.join('[\\s_-]*');
}

function labelled(text: string, name: string): string | undefined {
  const line = new RegExp(`(?:^|\\n)\\s*${labelPattern(name)}\\s*[:=]\\s*(.+)`, 'i').exec(text);
  return line?.[1]?.trim();
}

function convert(raw: string, type: unknown): unknown {
  if (type === 'number' || type === 'integer') {
    const number = /-?\d+(?:[.,]\d+)?/.exec(raw.replace(/(\d)[\s'](?=\d{3})/g, '$1'));
    if (!number) return undefined;
    const value = Number(number[0].replace(',', '.'));
    return type === 'integer' ? Math.round(value) : value;
  }
  if (type === 'boolean') {
    if (/^(yes|true|y|1)\b/i.test(raw)) return true;
    if (/^(no|false|n|0)\b/i.test(raw)) return false;
    return undefined;
  }
  return raw;
}

export interface OfflineExtraction {
  value: Record<string, unknown>;
  missing: string[];
}

export function extractOffline(text: string, schema: JsonSchema): OfflineExtraction {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown; format?: string }>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const value: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    let found: unknown;
    const raw = labelled(text, name);
    if (raw !== undefined) found = convert(raw, property.type);
    if (found === undefined && (property.type === 'string' || property.type === undefined)) {
      const pattern = PATTERNS.find((p) => p.test(name, property.format));
      const match = pattern?.find.exec(text);
      if (match) found = match[0].trim();
    }
    if (found !== undefined) value[name] = found;
    else if (required.has(name)) missing.push(name);
  }
  return { value, missing };
}
