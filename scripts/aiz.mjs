/**
 * `npm run aiz -- <command> ...` (server/cli/aiz.ts): builds the CLI's bundle when a source is newer than
 * it (cli-build.mjs), then runs it in this process, with stack traces through its source map. The tests
 * run it through this launcher too; `node --import tsx server/cli/aiz.ts` still runs the TypeScript itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI_ENTRIES, cliDist, ensureCliBuild } from './cli-build.mjs';

await ensureCliBuild();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(cliDist, `${Object.keys(CLI_ENTRIES)[0]}.mjs`)).href);
