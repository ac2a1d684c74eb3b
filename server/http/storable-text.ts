/**
 * PostgreSQL text cannot hold a NUL character and jsonb cannot hold an unpaired UTF-16 surrogate, so
 * such a value passed zod and then failed in the database with a 500. This check runs once for every
 * JSON request body, before the route's own validation, and answers 400 `validation_failed` naming
 * the field (keys included).
 */
import type { ValidationIssue } from '@common/api-errors';
import type { MiddlewareHandler } from 'hono';
import { Invalid } from '../lib/errors';
import type { AppEnv } from './context';
import { validationMessage } from './validation';

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE =
  'Text cannot contain a NUL character (\\u0000) or an unpaired UTF-16 surrogate.';

/** A key as it can be shown in a path: the offending characters written as escapes. */
const printable = (key: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this escapes.
  key.replace(/[\u0000\uD800-\uDFFF]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Every string (and key) in a parsed JSON value that the database could not store. */
export function unstorableText(value: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // Iterative: request bodies may nest thousands of levels deep.
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: v, path } = pending.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) issues.push({ path: path.join('.'), message: UNSTORABLE_TEXT_MESSAGE });
    } else if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) pending.push({ value: item, path: [...path, String(i)] });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = [...path, printable(key)];
        if (UNSTORABLE.test(key)) issues.push({ path: at.join('.'), message: UNSTORABLE_TEXT_MESSAGE });
        pending.push({ value: item, path: at });
      }
    }
  }
  return issues;
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

/** Refuses a JSON body holding unstorable text (the parsed body is cached for the route's validator). */
export function refuseUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isJson(c.req.header('content-type'))) return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next(); // not JSON: the route's validator answers that
    }
    const issues = unstorableText(body);
    if (issues.length > 0) throw new Invalid(validationMessage(issues), { issues });
    return next();
  };
}
