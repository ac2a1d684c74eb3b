/**
 * `npm start`: builds the client and the server bundle if needed, then runs the server (embedded database
 * by default). `node scripts/start.mjs worker` (`npm run worker`) runs a queue worker from the same build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuild, root } from './client-build.mjs';
import { ensureServerBuild, SERVER_ENTRIES, SERVER_NODE_FLAGS, serverDist } from './server-build.mjs';

const entry = process.argv[2] ?? 'main';
if (!(entry in SERVER_ENTRIES)) {
  console.error(`Unknown process "${entry}": one of ${Object.keys(SERVER_ENTRIES).join(', ')}.`);
  process.exit(2);
}
if (entry === 'main') ensureClientBuild();
await ensureServerBuild();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(serverDist, `${entry}.mjs`)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
