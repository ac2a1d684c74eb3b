import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLarge } from '../lib/errors';
import type { AppEnv } from './context';

/** Bodies above this are refused before they are read whole (multipart routes set their own). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Refuses a body past `maxBytes` (by Content-Length, or while reading) with the typed 413 `tooLarge()`. */
export function limitBody(maxBytes: number, tooLarge: () => PayloadTooLarge): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
}

/** A JSON route that takes more than 1 MB (the CRM's CSV import): its paths, its limit and its 413 message. */
export interface LargerJsonBody {
  paths: RegExp;
  maxBytes: number;
  message: string;
}

/**
 * The app-wide 1 MB limit for every body but multipart ones: a route that takes files declares its
 * own limit (limitBody) or caps its stream itself, and a JSON route never reads a multipart body.
 * `larger` raises the limit for a few JSON routes; it is applied here, before anything reads the body.
 */
export function jsonBodyLimit(larger: readonly LargerJsonBody[] = []): MiddlewareHandler<AppEnv> {
  const raised = larger.map((l) => ({
    paths: l.paths,
    limited: limitBody(l.maxBytes, () => new PayloadTooLarge(l.message, { maxBytes: l.maxBytes })),
  }));
  const limited = limitBody(
    JSON_BODY_LIMIT_BYTES,
    () =>
      new PayloadTooLarge('The request body is too large (1 MB at most).', {
        maxBytes: JSON_BODY_LIMIT_BYTES,
      }),
  );
  return (c, next) => {
    if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return next();
    const own = raised.find((r) => r.paths.test(c.req.path));
    return (own?.limited ?? limited)(c, next);
  };
}
