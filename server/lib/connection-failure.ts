/**
 * Recognises "the database (or another backing service) cannot be reached" among thrown errors, so
 * the error handler answers 503 with Retry-After instead of a 500 that reads like a bug. Drivers and
 * Drizzle wrap errors, so the cause chain is walked.
 */

/** Socket-level failures (Node's error codes). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg pool and client, and PGlite, say these in words rather than with a code. */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Cannot use a pool after calling end on the pool',
  'is not queryable',
  'PGlite is closed',
];

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot
 * connect now) and 53300 (too many connections).
 */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300';
}

export function isConnectionFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (SOCKET_CODES.has(candidate.code) || isConnectionSqlState(candidate.code)) return true;
    }
    if (typeof candidate.message === 'string') {
      const message = candidate.message;
      if (MESSAGES.some((m) => message.includes(m))) return true;
    }
    e = candidate.cause;
  }
  return false;
}
