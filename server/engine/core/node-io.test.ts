import { describe, expect, it } from 'vitest';
import { errorOutputs, inputsForRun, outputsForRun, passThrough } from './node-io';

const node = { id: 'n', name: 'n', type: 't', parameters: {} };
const a = { json: { v: 1 } };
const b = { json: { v: 2 } };

describe('node io', () => {
  it('executeOnce keeps the first item of each input', () => {
    expect(inputsForRun({ ...node, executeOnce: true }, [[a, b], [b]])).toEqual([[a], [b]]);
    expect(inputsForRun(node, [[a, b]])).toEqual([[a, b]]);
  });

  it('passes the first input through on the first output', () => {
    expect(passThrough([[a], [b]], 2)).toEqual([[a], []]);
    expect(passThrough([], 1)).toEqual([[]]);
  });

  it('alwaysOutputData puts one empty item on an empty first output', () => {
    expect(outputsForRun({ ...node, alwaysOutputData: true }, [[], []])).toEqual([[{ json: {} }], []]);
    expect(outputsForRun({ ...node, alwaysOutputData: true }, [[], [a]])).toEqual([[{ json: {} }], [a]]);
    expect(outputsForRun({ ...node, alwaysOutputData: true }, [[a], []])).toEqual([[a], []]);
    expect(outputsForRun(node, [[]])).toEqual([[]]);
  });

  it('puts the error items on an extra output', () => {
    expect(errorOutputs([[a]], 1, 'boom')).toEqual([[], [{ json: { v: 1, error: 'boom' } }]]);
    expect(errorOutputs([], 2, 'boom')).toEqual([[], [], [{ json: { error: 'boom' } }]]);
  });
});
