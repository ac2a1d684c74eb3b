import { ServiceError } from '../lib/errors';

/** The paying account would go below zero; the database refused the transfer and nothing changed. */
export class InsufficientFunds extends ServiceError {
  constructor(message = 'Insufficient AIZ balance.') {
    super(409, 'insufficient_funds', message);
  }
}

/** PostgreSQL error codes the ledger turns into typed errors. */
export const SQLSTATE = {
  checkViolation: '23514',
  foreignKeyViolation: '23503',
} as const;

/** The SQLSTATE of a driver error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a driver error names, when it names one. */
export function constraintOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
