import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A process with the last-resort handlers that throws in a timer and rejects a promise nobody awaits. */
const SCRIPT = `
import { createLogger } from './server/lib/logger.ts';
import { keepServingAfterStrayErrors } from './server/lib/stray-errors.ts';
keepServingAfterStrayErrors(createLogger('error', { service: 'test' }));
setTimeout(() => { throw new RangeError('Maximum call stack size exceeded'); }, 0);
Promise.reject(new Error('nobody awaited this'));
setTimeout(() => { process.stdout.write('still serving\\n'); }, 100);
`;

describe('keepServingAfterStrayErrors', () => {
  it('logs an uncaught exception and an unhandled rejection as JSON errors, and the process goes on', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still serving');
    const lines = run.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', msg: 'uncaught exception (kept serving)' }),
        expect.objectContaining({ level: 'error', msg: 'unhandled rejection (kept serving)' }),
      ]),
    );
  });
});
