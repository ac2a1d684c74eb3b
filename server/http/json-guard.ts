/**
 * The one guard for JSON a caller sends (common/json-limits.ts says what it refuses and why): nested past
 * MAX_JSON_DEPTH, or holding text PostgreSQL cannot store (NUL, unpaired surrogates), which passed zod and
 * then failed in the database with a 500. Every entrance that takes JSON runs it before anything else reads
 * the value: `guardJsonBody()` on /api, /v1, /mcp and the widget, and `guardJson` where a route parses
 * JSON itself (webhooks; imported files use `jsonIssues` in the importer). A refusal is a 400
 * `validation_failed` naming the field; each surface answers it in its own shape (OpenAI's, JSON-RPC). A
 * route that reads JSON whatever the content type says refuses other types first (415), so no body skips
 * the guard by its header.
 */
import { type JsonCheck, jsonIssues } from '@common/json-limits';
import type { MiddlewareHandler } from 'hono';
import { Invalid, UnsupportedMediaType } from '../lib/errors';
import type { AppEnv } from './context';
import { validationMessage } from './validation';

export { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, UNSTORABLE_TEXT_MESSAGE } from '@common/json-limits';

/** Throws 400 `validation_failed` when `value` nests too deep or holds unstorable text. */
export function guardJson(value: unknown, check?: JsonCheck): void {
  const issues = jsonIssues(value, check);
  if (issues.length > 0) throw new Invalid(validationMessage(issues), { issues });
}

export const isJsonContentType = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';

/** 415 unless the request says its body is JSON: for a route that reads JSON whatever the header says. */
export function requireJsonContentType(contentType: string | undefined): void {
  if (!isJsonContentType(contentType)) throw new UnsupportedMediaType(NOT_JSON_MESSAGE);
}

/**
 * For routers whose every body is JSON (/v1, MCP): a POST, PUT or PATCH with any other content type (or
 * none) is 415 before anything reads it, so no body escapes `guardJsonBody` by its header.
 */
export function jsonBodiesOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (['POST', 'PUT', 'PATCH'].includes(c.req.method)) requireJsonContentType(c.req.header('content-type'));
    return next();
  };
}

/** Guards a JSON request body (the parsed body is cached for the route's validator). */
export function guardJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type'))) return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next(); // not JSON: the route's validator answers that
    }
    guardJson(body);
    return next();
  };
}
