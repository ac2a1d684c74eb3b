/** Structured JSON logging: one JSON object per line on stdout (errors on stderr). */
import { safeError } from './safe-error';
import { loggedSecrets, type SecretValues } from './secret-values';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

export type LogSink = (line: string, level: LogLevel) => void;

/**
 * Lines are gathered and written once per turn of the event loop, so a busy server makes one write
 * call per batch rather than one per request. Errors go to stderr at once; the rest is flushed on
 * exit.
 */
function createBatchedStdoutSink(): LogSink {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = `${pending.join('\n')}\n`;
    pending = [];
    process.stdout.write(chunk);
  };
  process.on('exit', flush);
  return (line, level) => {
    if (level === 'error') {
      flush();
      process.stderr.write(`${line}\n`);
      return;
    }
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

let defaultSinkInstance: LogSink | undefined;
const defaultSink: LogSink = (line, level) => {
  defaultSinkInstance ??= createBatchedStdoutSink();
  defaultSinkInstance(line, level);
};

function serialise(value: unknown): unknown {
  // Errors are logged by their identifiers only (no SQL parameters): see safe-error.ts.
  if (value instanceof Error) return safeError(value);
  if (Array.isArray(value)) return value.map(serialise);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * `secrets` are blanked out of every line (in any of their usual spellings) before the sink sees it: by
 * default the values of the credentials this process has used in runs, so a node's error or a library's
 * message that quotes an API key never reaches the logs.
 */
export function createLogger(
  level: LogLevel = 'info',
  base: Fields = {},
  sink: LogSink = defaultSink,
  secrets: SecretValues = loggedSecrets,
): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Fields) => {
    if (rank[at] < rank[level]) return;
    const entry: Fields = { time: new Date().toISOString(), level: at, msg, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
    sink(secrets.redactText(JSON.stringify(entry)), at);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink, secrets),
  };
}

/**
 * Third-party code (the AI SDK's default onError, for one) writes multi-line stack traces with
 * console.error/warn; route them through the logger so stderr carries only JSON lines.
 */
export function routeConsoleToLogger(logger: Logger): void {
  const fieldsOf = (args: unknown[]) => ({ args: args.map((a) => (a instanceof Error ? a : String(a))) });
  console.error = (...args: unknown[]) => logger.error('console.error', fieldsOf(args));
  console.warn = (...args: unknown[]) => logger.warn('console.warn', fieldsOf(args));
}
