import { describe, expect, it } from 'vitest';
import { SLICE_ITEMS } from '../sliced-json';
import { turnsDuring } from '../testing/event-loop-turns';
import {
  normalizeAllItemsResult,
  normalizeAllItemsResultInSlices,
  normalizeEachItemResult,
  normalizeEachItemResultsInSlices,
} from './normalize-code-result';

describe('normalizeAllItemsResult', () => {
  it('keeps {json, binary} items and drops other n8n keys', () => {
    expect(normalizeAllItemsResult([{ json: { a: 1 }, pairedItem: { item: 0 } }])).toEqual([
      { json: { a: 1 } },
    ]);
  });

  it('wraps arrays of plain objects and single objects', () => {
    expect(normalizeAllItemsResult([{ a: 1 }])).toEqual([{ json: { a: 1 } }]);
    expect(normalizeAllItemsResult({ a: 1 })).toEqual([{ json: { a: 1 } }]);
    expect(normalizeAllItemsResult([])).toEqual([]);
  });

  it('refuses mixed, misplaced and non-object items', () => {
    expect(() => normalizeAllItemsResult(null)).toThrow("Code doesn't return items properly");
    expect(() => normalizeAllItemsResult(['a'])).toThrow("Code doesn't return items properly");
    expect(() => normalizeAllItemsResult([[1]])).toThrow("Code doesn't return items properly");
    expect(() => normalizeAllItemsResult([{ json: {}, extra: 1 }])).toThrow(
      'Unknown top-level item key: extra [item 0]',
    );
    expect(() => normalizeAllItemsResult([{ json: {} }, { a: 1 }])).toThrow(
      'Unknown top-level item key: a [item 1]',
    );
    expect(() => normalizeAllItemsResult([{ json: [] }])).toThrow(
      // n8n's words exactly (its Code node test: "A 'json' property isn't an object [item 0]").
      expect.objectContaining({
        message: "A 'json' property isn't an object [item 0]",
        description: "In the returned data, every key named 'json' must point to an object.",
      }),
    );
    expect(() => normalizeAllItemsResult([{ json: {}, binary: 'x' }])).toThrow(
      "A 'binary' property isn't an object",
    );
  });
});

describe('normalizeEachItemResult', () => {
  it('wraps an object, keeps a {json} item, drops null', () => {
    expect(normalizeEachItemResult({ index: 1, a: 2 }, 0)).toEqual({ json: { index: 1, a: 2 } });
    expect(normalizeEachItemResult({ json: { a: 1 } }, 0)).toEqual({ json: { a: 1 } });
    expect(normalizeEachItemResult(null, 0)).toBeNull();
  });

  it('refuses arrays and primitives, naming the item', () => {
    expect(() => normalizeEachItemResult([], 3)).toThrow(
      expect.objectContaining({
        message: "Code doesn't return a single object [item 3]",
        description: expect.stringContaining('An empty array was returned'),
      }),
    );
    expect(() => normalizeEachItemResult(7, 2)).toThrow("Code doesn't return an object [item 2]");
    expect(() => normalizeEachItemResult({ json: {}, a: 1 }, 0)).toThrow('Unknown top-level item key: a');
  });
});

describe('normalising in slices', () => {
  const many = (n: number, at?: number, bad?: unknown) =>
    Array.from({ length: n }, (_, i) => (i === at ? bad : { i }));

  it('gives what the one-go normalisation gives, with turns of the event loop in between', async () => {
    const raw = many(3 * SLICE_ITEMS);
    const { value, turns } = await turnsDuring(() => normalizeAllItemsResultInSlices(raw));
    expect(value).toEqual(normalizeAllItemsResult(raw));
    expect(value[3 * SLICE_ITEMS - 1]).toEqual({ json: { i: 3 * SLICE_ITEMS - 1 } });
    expect(turns).toBeGreaterThan(0);
    const each = [{ a: 1 }, null, { json: { b: 2 } }, ...many(2 * SLICE_ITEMS)];
    expect(await normalizeEachItemResultsInSlices(each)).toEqual(
      each.map((v, i) => normalizeEachItemResult(v, i)).filter((item) => item !== null),
    );
  });

  it('fails with the same error, however far into the list the mistake is', async () => {
    const far = 2 * SLICE_ITEMS + 5;
    const cases = [
      many(far + 1, far, 'a'),
      many(far + 1, far, { json: {}, extra: 1 }),
      [{ json: {} }, ...many(far)],
      many(far + 1, far, { json: [] }),
    ];
    for (const raw of cases) {
      const sync = (() => {
        try {
          normalizeAllItemsResult(raw);
        } catch (error) {
          return (error as Error).message;
        }
        return 'no error';
      })();
      expect(sync).not.toBe('no error');
      await expect(normalizeAllItemsResultInSlices(raw)).rejects.toThrow(sync);
    }
    await expect(normalizeEachItemResultsInSlices(many(far + 1, far, 7))).rejects.toThrow(`[item ${far}]`);
  });
});
