import type { ApiErrorCode } from '@common/api-errors';

/**
 * Typed service errors. Services throw these; the one error handler in app.ts maps them to a status
 * code and the `{ error, message, details? }` body. Anything else is a bug and answers 500.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 501 | 503,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends ServiceError {
  constructor(message: string, details?: unknown) {
    super(400, 'validation_failed', message, details);
  }
}

export class Unauthorized extends ServiceError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends ServiceError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends ServiceError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class Conflict extends ServiceError {
  constructor(message: string, details?: unknown) {
    super(409, 'conflict', message, details);
  }
}

export class TooManyRequests extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message, { retryAfterSeconds });
  }
}

export class Unavailable extends ServiceError {
  constructor(message: string) {
    super(503, 'unavailable', message);
  }
}
