/** Starts server processes for benchmarks and waits until they answer. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, SERVER_NODE_FLAGS, serverDist } from '../../scripts/server-build.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's process id (for CPU figures read from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

export async function startProcess(
  script: string,
  env: Record<string, string>,
  probePath: string,
  execArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  // TypeScript through tsx; a built bundle (.mjs) as it is.
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...execArgs, ...loader, path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probePath}`, child);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A server process as `npm start` (`main`) or `npm run worker` (`worker`) runs it: the bundle of
 * scripts/server-build.mjs, built first when a source is newer.
 */
export async function startBuiltProcess(
  entry: 'main' | 'worker',
  env: Record<string, string>,
  probePath: string,
  execArgs: string[] = [],
): Promise<RunningServer> {
  await ensureServerBuild();
  return startProcess(path.relative(root, path.join(serverDist, `${entry}.mjs`)), env, probePath, [
    ...SERVER_NODE_FLAGS,
    ...execArgs,
  ]);
}

/** The real AIZ server on a fresh DATA_DIR (embedded database), in production mode, as `npm start` runs it. */
export function startAizServer(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-bench-'));
  return startBuiltProcess('main', { DATA_DIR: dataDir, NODE_ENV: 'production', ...extraEnv }, '/api/health');
}
