import { describe, expect, it } from 'vitest';
import { collectIteration } from './collect';

const list = { onPassError: 'stop', result: 'list', flatten: true } as const;

describe('collectIteration', () => {
  it('joins a list of lists into one list, leaving nulls out (Dify flatten_output)', () => {
    const passes = [
      { ok: true, value: [1, 2] },
      { ok: true, value: null },
      { ok: true, value: [3] },
    ] as const;
    expect(collectIteration(passes, list)).toEqual({ output: [1, 2, 3] });
    expect(collectIteration(passes, { ...list, flatten: false })).toEqual({ output: [[1, 2], null, [3]] });
  });

  it('keeps the values as they are when not all of them are lists', () => {
    const passes = [
      { ok: true, value: [1] },
      { ok: true, value: 'a' },
    ] as const;
    expect(collectIteration(passes, list)).toEqual({ output: [[1], 'a'] });
  });

  it('leaves empty texts out and writes values that are not text as JSON (Flowise)', () => {
    const passes = [
      { ok: true, value: '' },
      { ok: true, value: { a: 1 } },
      { ok: false, error: 'no' },
    ] as const;
    expect(collectIteration(passes, { ...list, result: 'text', onPassError: 'errorText' })).toEqual({
      iterationResults: ['{"a":1}', 'Error in iteration 3: no'],
      content: '{"a":1}\nError in iteration 3: no',
    });
  });
});
