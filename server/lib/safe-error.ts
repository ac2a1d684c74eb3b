/**
 * What of an error may go to the log: identifiers, never personal data or message content. Drizzle's
 * "Failed query" message ends with the statement's parameters (e-mails, chat and feedback text,
 * codes), so that part is cut; a database error is reported by SQLSTATE, constraint, table and column,
 * and its message is dropped when it can echo the input (class 22, data exceptions).
 */
export interface SafeError {
  name: string;
  message: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function withoutParams(text: string): string {
  const at = text.search(/\n?params:/);
  return at === -1 ? text : text.slice(0, at);
}

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const at = stack.indexOf('\n    at ');
  return at === -1 ? undefined : stack.slice(at + 1);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function safeError(err: Error, depth = 0): SafeError {
  const fields = err as Error & Record<string, unknown>;
  const code = text(fields.code);
  const sqlState = code && SQLSTATE.test(code) ? code : undefined;
  const echoesInput = sqlState?.startsWith('22') ?? false;
  const safe: SafeError = {
    name: err.name,
    message: echoesInput ? `database refused the value (SQLSTATE ${sqlState})` : withoutParams(err.message),
  };
  if (sqlState) safe.sqlState = sqlState;
  else if (code) safe.message = `${safe.message} (${code})`;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(fields[key]);
    if (value) safe[key] = value;
  }
  const frames = framesOf(err.stack);
  if (frames) safe.stack = frames;
  if (err.cause instanceof Error && depth < 4) safe.cause = safeError(err.cause, depth + 1);
  return safe;
}
