/** `aiz run FILE [--input JSON] [--json]`: the command line, parsed, or a usage error saying what is wrong. */
export const USAGE = 'Usage: npm run aiz -- run FILE [--input JSON] [--json]';

export interface RunCommand {
  command: 'run';
  file: string;
  /** The trigger's item (or, for a chat workflow, the message as `query`). */
  input: Record<string, unknown> | undefined;
  json: boolean;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseArgs(argv: readonly string[]): RunCommand {
  const [command, ...rest] = argv;
  if (command !== 'run')
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  let file: string | undefined;
  let input: Record<string, unknown> | undefined;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--input') {
      const text = rest[++i];
      if (text === undefined) throw new UsageError('--input needs a JSON object after it.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UsageError(`--input is not JSON: ${text}`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new UsageError('--input must be a JSON object, e.g. --input \'{"query":"hello"}\'.');
      }
      input = parsed as Record<string, unknown>;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else if (file === undefined) file = arg;
    else throw new UsageError(`One file at a time (got "${file}" and "${arg}").`);
  }
  if (!file) throw new UsageError('Name the workflow file to run.');
  return { command: 'run', file, input, json };
}
