/**
 * `npm run aiz` as a bundle (bundle.mjs), in the git-ignored dist/cli/: `aiz.mjs` holds what `run` needs;
 * what the CLI imports only on some paths (`deploy` and its database, the HTTP guard) is in chunks loaded
 * when first imported, so a trivial run reads and compiles none of it.
 */
import path from 'node:path';
import { ensureBundle } from './bundle.mjs';
import { root } from './client-build.mjs';

export const cliDist = path.join(root, 'dist/cli');
/** The CLI's entries: `node dist/cli/<name>.mjs`, built by `node scripts/aiz.mjs` when needed. */
export const CLI_ENTRIES = { aiz: 'server/cli/aiz.ts' };

/** Builds the CLI when a source is newer than its bundle; says so on stderr (stdout is the answer). */
export async function ensureCliBuild({ force = false } = {}) {
  await ensureBundle({
    dist: cliDist,
    entries: CLI_ENTRIES,
    buildFile: 'scripts/cli-build.mjs',
    splitting: true,
    label: 'the CLI',
    force,
    log: (line) => console.error(line),
  });
}
