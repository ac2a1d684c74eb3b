import { describe, expect, it } from 'vitest';
import {
  type CappedItems,
  capItemLists,
  cappedItemListsJson,
  cappedResolvedParametersJson,
  capResolvedParameters,
  formatBytes,
} from './item-caps';

describe('capItemLists', () => {
  it('keeps lists under the cap as they are', () => {
    const lists = [[{ json: { a: 1 } }], []];
    expect(capItemLists(lists, 1024)).toBe(lists);
  });

  it('keeps none of the items when the first alone is over the cap, and says so', () => {
    const big = [[{ json: { text: 'x'.repeat(2000) } }, { json: {} }], [{ json: {} }]];
    expect(capItemLists(big, 1024)).toEqual({
      truncated: true,
      items: [2, 1],
      bytes: expect.any(Number),
      kept: [[], []],
      keptItems: 0,
      totalItems: 3,
      omittedBytes: expect.any(Number),
      message:
        'None of the 3 items is shown (more than 1 KB: a node keeps at most 1 KB). The run used all of them.',
    });
  });

  it('keeps the first items that fit, list by list, and summarises the rest', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ json: { i, pad: 'y'.repeat(200) } }));
    const lists = [items.slice(0, 10), items.slice(10)];
    const { value, json, bytes } = cappedItemListsJson(lists, 64 * 1024);
    const capped = value as CappedItems;
    expect(capped.truncated).toBe(true);
    expect(capped.items).toEqual([10, 99_990]);
    expect(capped.kept[0]).toEqual(items.slice(0, 10));
    expect(capped.kept[1]).toEqual(items.slice(10, capped.keptItems));
    expect(capped.keptItems).toBeGreaterThan(200);
    expect(capped.totalItems).toBe(100_000);
    // Estimated from the kept items: all the same size here, so close to the real 23 MB.
    const real = Buffer.byteLength(JSON.stringify(lists));
    expect(Math.abs(capped.bytes - real) / real).toBeLessThan(0.01);
    expect(capped.message).toBe(
      `Showing the first ${capped.keptItems.toLocaleString('en-US')} of 100,000 items (${formatBytes(capped.bytes - capped.omittedBytes)} of about ${formatBytes(capped.bytes)}: a node keeps at most 64 KB). The run used all of them.`,
    );
    expect(json).toBe(JSON.stringify(capped));
    expect(bytes).toBe(json.length);
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("names the run's cap when what the run had left is what capped the list", () => {
    const lists = [Array.from({ length: 50 }, (_, i) => ({ json: { i, pad: 'z'.repeat(100) } }))];
    const capped = cappedItemListsJson(lists, 2048, { runBytes: 8 * 1024 * 1024 }).value as CappedItems;
    expect(capped.message).toMatch(
      /this run's stored items reached their 8 MB cap\)\. The run used all of them\.$/,
    );
  });

  it('stores no item nested too deeply to write, and says why', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const capped = capItemLists([[{ json: { ok: 1 } }, { json: { deep } }]], 1024 * 1024) as CappedItems;
    expect(capped.kept).toEqual([[{ json: { ok: 1 } }]]);
    expect(capped.message).toContain('nested too deeply');
  });
});

describe('formatBytes', () => {
  it('says sizes as the inspector shows them', () => {
    expect([312, 2048, 1024 * 1024, 23.4 * 1024 * 1024, 8.25 * 1024 * 1024].map(formatBytes)).toEqual([
      '312 bytes',
      '2 KB',
      '1 MB',
      '23 MB',
      '8.3 MB',
    ]);
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
