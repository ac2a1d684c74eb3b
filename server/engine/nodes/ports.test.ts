import { describe, expect, it } from 'vitest';
import { effectKey } from './ports';

const ctx = (runId: string, nodeId: string, runIndex: number) => ({ runId, node: { id: nodeId }, runIndex });
const run = '6f0c6a52-2d3e-4c59-9d0e-0a7b5e1f2a10';

describe('side-effect keys', () => {
  it('gives the same key for the same run, node, node run and item, whenever asked (a retry, a resume)', () => {
    expect(effectKey(ctx(run, 'mail', 0), 1)).toBe(effectKey(ctx(run, 'mail', 0), 1));
    expect(effectKey(ctx(run, 'mail', 0), 1)).toBe(`wf:${run}:mail:0:1`);
  });

  it('gives another key for another run, node, node run (a loop) or item', () => {
    const keys = [
      effectKey(ctx(run, 'mail', 0), 0),
      effectKey(ctx('0b6f1c1e-1111-4a4a-8a8a-000000000002', 'mail', 0), 0),
      effectKey(ctx(run, 'pay', 0), 0),
      effectKey(ctx(run, 'mail', 1), 0),
      effectKey(ctx(run, 'mail', 0), 1),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps keys apart when a node id holds the separator', () => {
    const keys = [
      effectKey(ctx(run, 'a:0', 1), 0),
      effectKey(ctx(run, 'a', 0), 10),
      effectKey(ctx(run, 'a:0:1', 0), 0),
      effectKey(ctx(run, 'a', 0), 1),
      effectKey(ctx(run, 'a:0', 0), 1),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
