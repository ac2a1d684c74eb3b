import { describe, expect, it } from 'vitest';
import { createSandboxRunner } from './sandbox-runner';

describe('createSandboxRunner', () => {
  it('runs synchronously on the calling thread', async () => {
    const runner = await createSandboxRunner();
    expect(runner.run({ kind: 'expression', source: '"a" + 1', input: null })).toMatchObject({
      ok: true,
      value: 'a1',
    });
  });

  it('switches to its spare module after a memory incident and keeps serving', async () => {
    const runner = await createSandboxRunner();
    const bomb = runner.run({
      kind: 'function-body',
      source: 'const a = []; for (;;) a.push([a.length, "z".repeat(300)]);',
      input: null,
      limits: { memoryBytes: 8 << 20, timeoutMs: 20_000 },
    });
    expect(bomb).toMatchObject({ ok: false, error: { kind: 'memory' } });
    for (let i = 0; i < 3; i++) {
      expect(runner.run({ kind: 'expression', source: `${i} + 1`, input: null })).toMatchObject({
        ok: true,
        value: i + 1,
      });
    }
  });
});
