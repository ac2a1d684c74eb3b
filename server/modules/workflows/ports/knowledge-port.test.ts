import { describe, expect, it } from 'vitest';
import { fuseRankings } from './knowledge-port';

describe('reciprocal rank fusion', () => {
  it('puts first what both rankings place high, and keeps what only one found', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['b', 'd', 'a'],
    ]);
    expect(fused.map((r) => r.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 1 / 61);
    expect(fused.at(-1)!.score).toBeCloseTo(1 / 63);
  });
});
