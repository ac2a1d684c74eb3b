/**
 * The one reader of PostgreSQL error details, through driver and Drizzle wrappers (DrizzleQueryError
 * keeps the driver's error as its cause; both engines report SQLSTATE codes).
 */
export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

export function pgError(err: unknown): PgErrorInfo | undefined {
  let code: string | undefined;
  let constraint: string | undefined;
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === undefined && typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      code = candidate.code;
    }
    if (constraint === undefined && typeof candidate.constraint === 'string')
      constraint = candidate.constraint;
    e = candidate.cause;
  }
  return code === undefined ? undefined : { code, constraint };
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
