/** `npm run test:e2e`: only the browser tests. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './client-build.mjs';
import { E2E_PROJECTS, prepareBrowserTests } from './e2e-prepare.mjs';

await prepareBrowserTests();
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...E2E_PROJECTS.flatMap((p) => ['--project', p]),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
