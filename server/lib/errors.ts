import type { ApiErrorCode } from '@common/api-errors';

/**
 * Typed service errors. Services throw these; the one error handler (server/http/errors.ts) maps them
 * to a status code and the `{ error, message, details? }` body. Anything else is a bug and answers 500.
 * Throw one of the subclasses below; add a subclass rather than building a ServiceError inline.
 */
export class ServiceError extends Error {
  /** Sent as Retry-After when set (429, 503). */
  retryAfterSeconds: number | undefined = undefined;

  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 501 | 503,
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

/** 410: it existed, and is over for good (an expired one-time link). */
export class Gone extends ServiceError {
  constructor(message: string, details?: unknown) {
    super(410, 'gone', message, details);
  }
}

export class PayloadTooLarge extends ServiceError {
  constructor(message: string, details?: unknown) {
    super(413, 'payload_too_large', message, details);
  }
}

export class UnsupportedMediaType extends ServiceError {
  constructor(message: string, details?: unknown) {
    super(415, 'unsupported_media_type', message, details);
  }
}

export class TooManyRequests extends ServiceError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message, { retryAfterSeconds });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 501: the operator has not set up what this needs (the code says what, for the client). */
export class NotImplemented extends ServiceError {
  constructor(message: string, code: Extract<ApiErrorCode, 'not_implemented' | 'no_transcription_provider'>) {
    super(501, code, message);
  }
}

/** 503 codes: a dependency is down for now; the code says which work failed. */
export type UnavailableCode = Extract<
  ApiErrorCode,
  'unavailable' | 'chat_failed' | 'transcription_failed' | 'mail_failed'
>;

export class Unavailable extends ServiceError {
  constructor(message: string, options: { code?: UnavailableCode; retryAfterSeconds?: number } = {}) {
    super(503, options.code ?? 'unavailable', message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
