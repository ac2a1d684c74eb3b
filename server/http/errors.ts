import type { ApiErrorBody, ApiErrorCode } from '@common/api-errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionFailure } from '../lib/connection-failure';
import { ServiceError } from '../lib/errors';
import type { AppEnv } from './context';

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function errorBody(error: ApiErrorCode, message: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { error, message } : { error, message, details };
}

/** How long a caller should wait after a 503 for an unreachable database (restarts take seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler: typed errors keep their status; a database that cannot be reached answers
 * 503 with Retry-After (an outage, not a bug); anything else is logged and answers 500.
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ServiceError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (isConnectionFailure(err)) {
    c.get('log')?.warn('database unreachable', { err, requestId: c.get('requestId'), path: c.req.path });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      errorBody('unavailable', 'The service is briefly unavailable. Please try again in a few seconds.'),
      503,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = err.message || (status === 400 ? 'Bad request' : 'Request failed');
    return c.json(errorBody(codeByStatus[status] ?? 'internal_error', message), status);
  }
  c.get('log')?.error('unhandled error', {
    err,
    requestId: c.get('requestId'),
    path: c.req.path,
    method: c.req.method,
  });
  return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
}
