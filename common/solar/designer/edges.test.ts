import { describe, expect, it } from 'vitest';
import { guessEdges } from './edges';
import { rectangle } from './polygon';

describe('guessing edge types', () => {
  it('reads a south-facing rectangle as ridge (north), rakes, eave (south), either way round', () => {
    // rectangle(): top (north, small y), right, bottom (south), left.
    expect(guessEdges(rectangle(0, 0, 10, 5), 180)).toEqual(['ridge', 'rake', 'eave', 'rake']);
    // Reversed: bottom (south), right, top (north), left.
    expect(guessEdges([...rectangle(0, 0, 10, 5)].reverse(), 180)).toEqual(['eave', 'rake', 'ridge', 'rake']);
  });

  it('turns with the azimuth', () => {
    expect(guessEdges(rectangle(0, 0, 10, 5), 0)).toEqual(['eave', 'rake', 'ridge', 'rake']);
    expect(guessEdges(rectangle(0, 0, 10, 5), 90)).toEqual(['rake', 'eave', 'rake', 'ridge']);
  });
});
