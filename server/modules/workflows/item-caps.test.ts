import { describe, expect, it } from 'vitest';
import { capItemLists, cappedResolvedParametersJson, capResolvedParameters } from './item-caps';

describe('capItemLists', () => {
  it('keeps lists under the cap as they are', () => {
    const lists = [[{ json: { a: 1 } }], []];
    expect(capItemLists(lists, 1024)).toBe(lists);
  });

  it('replaces lists over the cap by how many items and bytes there were', () => {
    const big = [[{ json: { text: 'x'.repeat(2000) } }, { json: {} }], [{ json: {} }]];
    expect(capItemLists(big, 1024)).toEqual({ truncated: true, items: [2, 1], bytes: expect.any(Number) });
  });
});

describe('capResolvedParameters', () => {
  it('keeps every parameter under the caps, and marks the ones over them with their size', () => {
    const small = { url: 'https://example.com/a', n: 2, body: { a: [1, 2] } };
    expect(capResolvedParameters(small, 100, 1000)).toEqual(small);
    const capped = capResolvedParameters(
      { a: 'x'.repeat(60), big: 'y'.repeat(200), b: 'z'.repeat(60) },
      100,
      100,
    );
    expect(capped).toEqual({
      a: 'x'.repeat(60),
      big: { truncated: true, bytes: 202 },
      // Within its own cap, but past what is left of the total.
      b: { truncated: true, bytes: 62 },
    });
  });

  it('writes the capped parameters as JSON text, undefined ones left out and bytes counted in UTF-8', () => {
    const text = cappedResolvedParametersJson(
      { a: 'é'.repeat(40), gone: undefined, b: [1, { c: 'd' }] },
      70,
      100,
    );
    expect(text).toBe('{"a":{"truncated":true,"bytes":82},"b":[1,{"c":"d"}]}');
    expect(JSON.parse(text)).toEqual(
      capResolvedParameters({ a: 'é'.repeat(40), gone: undefined, b: [1, { c: 'd' }] }, 70, 100),
    );
  });

  it('keeps a parameter named __proto__ as data', () => {
    const parameters = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<string, unknown>;
    const capped = capResolvedParameters(parameters);
    expect(Object.keys(capped)).toEqual(['__proto__', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
