import { describe, expect, it } from 'vitest';
import { deadlineFor } from './testing/test-deadline';
import { SandboxWorkerPool } from './worker-pool';

describe('SandboxWorkerPool backstop', () => {
  it(
    'terminates a worker that never answers, fails the job as a timeout and starts afresh',
    async () => {
      const pool = new SandboxWorkerPool({
        backstopGraceMs: 50,
        entry: new URL('./testing/hanging-worker.ts', import.meta.url),
      });
      try {
        const first = await pool.run({
          kind: 'expression',
          source: '1',
          input: null,
          limits: { timeoutMs: 20 },
        });
        expect(first).toMatchObject({ ok: false, error: { kind: 'timeout' } });
        expect(pool.workersStarted).toBe(1);
        const second = await pool.run({
          kind: 'expression',
          source: '1',
          input: null,
          limits: { timeoutMs: 20 },
        });
        expect(second).toMatchObject({ ok: false, error: { kind: 'timeout' } });
        expect(pool.workersStarted).toBe(2);
      } finally {
        await pool.close();
      }
      // Two workers started (this hanging one boots without tsx's QuickJS load: a fraction of a real one).
    },
    deadlineFor(2 * 1000),
  );
});
