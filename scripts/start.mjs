/** `npm start`: builds the client if needed, then runs the server (embedded database by default). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuild, root } from './client-build.mjs';

ensureClientBuild();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
