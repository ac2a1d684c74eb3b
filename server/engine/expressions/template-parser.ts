/**
 * Splits a parameter string into literal text and `{{ … }}` expressions.
 *
 * - `={{ expr }}` (one expression and nothing else): the expression's value with its own type.
 * - `=text {{ expr }} text` or `text {{ expr }}`: a string with each expression rendered into it.
 * - `=text` without `{{`: the literal text after the `=`.
 */
export type ParsedParameter =
  | { kind: 'literal'; value: string }
  | { kind: 'single'; expression: string }
  | { kind: 'template'; parts: TemplatePart[] };

export type TemplatePart = { text: string } | { expression: string };

/** Parsed expression strings: a workflow's parameters are the same strings run after run. */
const parsedCache = new Map<string, ParsedParameter>();
const PARSED_CACHE_SIZE = 5000;

/** The parse of `raw` (cached: treat the result as read-only). */
export function parseParameterValue(raw: string): ParsedParameter {
  if (!hasExpression(raw)) return { kind: 'literal', value: raw.startsWith('=') ? raw.slice(1) : raw };
  let parsed = parsedCache.get(raw);
  if (parsed) return parsed;
  parsed = parseUncached(raw);
  if (parsedCache.size >= PARSED_CACHE_SIZE) parsedCache.clear();
  parsedCache.set(raw, parsed);
  return parsed;
}

function parseUncached(raw: string): ParsedParameter {
  const isExpression = raw.startsWith('=');
  const body = isExpression ? raw.slice(1) : raw;
  const parts = splitTemplate(body);
  if (!parts.some((p) => 'expression' in p)) return { kind: 'literal', value: body === raw ? raw : body };
  const only = parts.length === 1 ? parts[0] : undefined;
  if (isExpression && only && 'expression' in only) return { kind: 'single', expression: only.expression };
  return { kind: 'template', parts };
}

/** True when the string holds anything to evaluate (cheap check before parsing). */
export function hasExpression(raw: string): boolean {
  return raw.includes('{{');
}

function splitTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let cursor = 0;
  while (cursor < text.length) {
    const open = text.indexOf('{{', cursor);
    if (open === -1) break;
    const close = findClose(text, open + 2);
    if (close === -1) break;
    if (open > cursor) parts.push({ text: text.slice(cursor, open) });
    parts.push({ expression: text.slice(open + 2, close).trim() });
    cursor = close + 2;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor) });
  return parts;
}

/** Index of the `}}` that closes an expression, skipping braces and `}}` inside string literals and objects. */
function findClose(text: string, from: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      if (depth === 0 && text[i + 1] === '}') return i;
      if (depth > 0) depth--;
    }
  }
  return -1;
}
