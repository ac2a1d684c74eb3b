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

/**
 * The app-wide 1 MB limit for every body but multipart ones: a route that takes files declares its
 * own limit (limitBody) or caps its stream itself, and a JSON route never reads a multipart body.
 * `ownLimit` names the paths of JSON routes that declare a larger limit themselves (the CRM's CSV import).
 */
export function jsonBodyLimit(options: { ownLimit?: RegExp } = {}): MiddlewareHandler<AppEnv> {
  const limited = limitBody(
    JSON_BODY_LIMIT_BYTES,
    () =>
      new PayloadTooLarge('The request body is too large (1 MB at most).', {
        maxBytes: JSON_BODY_LIMIT_BYTES,
      }),
  );
  return (c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '') || options.ownLimit?.test(c.req.path)
      ? next()
      : limited(c, next);
}
