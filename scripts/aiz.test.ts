/**
 * `npm run aiz` as people run it (scripts/aiz.mjs): the bundle, built on first use when dist/cli/ is missing
 * or stale (a clean clone in CI), then run. The commands themselves are tested in server/cli/ (aiz.test.ts,
 * deploy.api.test.ts), through the same launcher.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaled } from '../server/test/time';
import { cliDist } from './cli-build.mjs';
import { root } from './client-build.mjs';

function aiz(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/aiz.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: scaled(60_000),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The first case may build the bundle (esbuild, a second or two); each case starts a process.
describe('npm run aiz (the bundled CLI)', { timeout: scaled(60_000) }, () => {
  it('runs a trivial workflow (manual trigger → edit fields) and prints its output as JSON', () => {
    const { code, stdout, stderr } = aiz('run', 'server/cli/fixtures/hello.aiz.json', '--json');
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      status: 'succeeded',
      output: [{ json: { greeting: 'hello' } }],
      nodes: { Start: { status: 'succeeded' }, Greet: { status: 'succeeded' } },
    });
    expect(existsSync(path.join(cliDist, 'aiz.mjs'))).toBe(true);
  });

  it("runs a Code node in the sandbox's worker thread and prints the summary for people", () => {
    const { code, stdout } = aiz('run', 'server/cli/fixtures/adults.aiz.json', '--input', '{"who":"Zed"}');
    expect(code).toBe(0);
    expect(stdout).toContain('✓ Make items: 3 items');
    expect(stdout).toContain('Succeeded: 2 item(s) out.');
  });

  it('exits 2 with the usage on bad arguments, as the TypeScript does', () => {
    const { code, stderr } = aiz('run');
    expect(code).toBe(2);
    expect(stderr).toContain('run FILE');
  });
});
