/**
 * `aiz run FILE [--input JSON] [--json]` and `aiz deploy FILE --owner EMAIL [--slug SLUG] [--json]`: the
 * command line, parsed, or a usage error saying what is wrong.
 */
export const USAGE = [
  'Usage: npm run aiz -- run FILE [--input JSON] [--session FILE] [--json]',
  '       npm run aiz -- deploy FILE --owner EMAIL [--slug SLUG] [--json]',
].join('\n');

export interface RunCommand {
  command: 'run';
  file: string;
  /** The trigger's item (for a chat workflow, the message as `chatInput`, `message` or Dify's `query`). */
  input: Record<string, unknown> | undefined;
  /** A JSON file keeping the conversations' variables between runs (a chat workflow's). */
  session?: string;
  json: boolean;
}

export interface DeployCommand {
  command: 'deploy';
  file: string;
  /** The e-mail of the account that owns the deployment (made when absent). */
  owner: string;
  slug: string | undefined;
  json: boolean;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseArgs(argv: readonly string[]): RunCommand | DeployCommand {
  const [command, ...rest] = argv;
  if (command === 'deploy') return parseDeploy(rest);
  if (command !== 'run')
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  let file: string | undefined;
  let input: Record<string, unknown> | undefined;
  let session: string | undefined;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--session') {
      session = rest[++i];
      if (session === undefined || session.startsWith('--'))
        throw new UsageError('--session needs a file after it (made when absent).');
    } else if (arg === '--input') {
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
  return { command: 'run', file, input, ...(session ? { session } : {}), json };
}

function parseDeploy(rest: readonly string[]): DeployCommand {
  let file: string | undefined;
  let owner: string | undefined;
  let slug: string | undefined;
  let json = false;
  const valueAt = (i: number, option: string, what: string) => {
    const value = rest[i];
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${option} needs ${what} after it.`);
    return value;
  };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--owner') owner = valueAt(++i, '--owner', 'an e-mail address');
    else if (arg === '--slug') slug = valueAt(++i, '--slug', 'a name such as my-agent');
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else if (file === undefined) file = arg;
    else throw new UsageError(`One file at a time (got "${file}" and "${arg}").`);
  }
  if (!file) throw new UsageError('Name the workflow file to deploy.');
  if (!owner) throw new UsageError('Say whose deployment it is: --owner EMAIL.');
  return { command: 'deploy', file, owner, slug, json };
}
