import { describe, expect, it } from 'vitest';
import { chunksForTransfer, SLICE_ITEMS, stringifyInSlices } from './sliced-json';
import { turnsDuring } from './testing/event-loop-turns';

const big = (n: number) => Array.from({ length: n }, (_, i) => ({ json: { i, pad: 'y'.repeat(200) } }));

describe('stringifyInSlices', () => {
  it('writes exactly what JSON.stringify writes', async () => {
    const values: unknown[] = [
      null,
      1,
      'a "quoted" ☃ line\n',
      [],
      {},
      [1, undefined, () => 1, Symbol('s'), null],
      { a: undefined, b: () => 1, c: [{ d: new Date(0) }], e: { f: { g: { h: { i: { j: { k: [1] } } } } } } },
      { scope: { items: [{ json: { x: 1 } }], now: new Date(86_400_000) }, toJSONless: Object.create(null) },
      { custom: { toJSON: (key: string) => `was ${key}` }, arr: [{ toJSON: (key: string) => key }] },
      new Map([[1, 2]]),
    ];
    for (const value of values) expect((await stringifyInSlices(value)).join('')).toBe(JSON.stringify(value));
    expect((await stringifyInSlices(undefined)).join('')).toBe('null');
  });

  it('cuts a big item list between items, with turns of the event loop in between', async () => {
    const input = { scope: { items: big(3 * SLICE_ITEMS) } };
    const { value: pieces, turns } = await turnsDuring(() => stringifyInSlices(input));
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(JSON.stringify(input));
    expect(turns).toBeGreaterThan(0);
  });

  it('throws what JSON.stringify throws', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = [cyclic];
    await expect(stringifyInSlices(cyclic)).rejects.toThrow(TypeError);
    await expect(stringifyInSlices({ n: [1n] })).rejects.toThrow(TypeError);
  });
});

describe('chunksForTransfer', () => {
  it('leaves a small value whole', () => {
    expect(chunksForTransfer([1, 2, 3])).toBeNull();
    expect(chunksForTransfer({ a: 1 })).toBeNull();
  });

  it('cuts a big array into bounded chunks that join to it in order', () => {
    const list = big(5000);
    const chunks = chunksForTransfer(list, { bytes: 100_000 })!;
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.flat()).toEqual(list);
    for (const chunk of chunks)
      expect(JSON.stringify(chunk).length).toBeLessThanOrEqual(100_000 + chunk.length);
    const byCount = chunksForTransfer(
      Array.from({ length: 5 }, (_, i) => i),
      { items: 2 },
    )!;
    expect(byCount).toEqual([[0, 1], [2, 3], [4]]);
  });
});
