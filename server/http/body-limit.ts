import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLarge } from '../lib/errors';
import type { AppEnv } from './context';

/** JSON bodies above this are refused before they are read whole (uploads and voice have their own). */
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

export const jsonBodyLimit = () =>
  limitBody(
    JSON_BODY_LIMIT_BYTES,
    () =>
      new PayloadTooLarge('The request body is too large (1 MB at most).', {
        maxBytes: JSON_BODY_LIMIT_BYTES,
      }),
  );
