import { describe, expect, it } from 'vitest';
import { storedOutputOf } from './run-result';

describe('storedOutputOf', () => {
  it('gives the first output list as stored whole: one item as its JSON, several as a list', () => {
    expect(storedOutputOf([[{ json: { a: 1 } }]])).toEqual({ output: { a: 1 } });
    expect(storedOutputOf([[], [{ json: { a: 1 } }, { json: { a: 2 } }]])).toEqual({
      output: [{ a: 1 }, { a: 2 }],
    });
    expect(storedOutputOf(null)).toEqual({ output: null });
  });

  it('gives the kept items of a capped result and says they are not all of it', () => {
    const message = 'Showing the first 2 of 100,000 items (1 KB of about 22 MB). The run used all of them.';
    const capped = {
      truncated: true as const,
      items: [100_000],
      bytes: 22_000_000,
      kept: [[{ json: { i: 0 } }, { json: { i: 1 } }]],
      keptItems: 2,
      totalItems: 100_000,
      omittedBytes: 21_999_000,
      message,
    };
    expect(storedOutputOf(capped)).toEqual({ output: [{ i: 0 }, { i: 1 }], outputNote: message });
  });

  it('says so when a capped result stored before kept items existed has none', () => {
    const old = { truncated: true, items: [5], bytes: 9_000_000 } as unknown as Parameters<
      typeof storedOutputOf
    >[0];
    expect(storedOutputOf(old)).toEqual({
      output: null,
      outputNote: 'The output was larger than a run keeps; none of it was stored.',
    });
  });
});
