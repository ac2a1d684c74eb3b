import { describe, expect, it } from 'vitest';
import { normalizeAllItemsResult, normalizeEachItemResult } from './normalize-code-result';

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
      /^Unknown top-level item key: extra: .*\[item 0\]$/,
    );
    expect(() => normalizeAllItemsResult([{ json: {} }, { a: 1 }])).toThrow(
      /^Unknown top-level item key: a: .*\[item 1\]$/,
    );
    expect(() => normalizeAllItemsResult([{ json: [] }])).toThrow(
      /^A 'json' property isn't an object: .*\[item 0\]$/,
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
    expect(() => normalizeEachItemResult([], 3)).toThrow('An empty array was returned');
    expect(() => normalizeEachItemResult(7, 2)).toThrow(
      "Code doesn't return an object: Please return an object representing the output item. ('7' was returned instead.) [item 2]",
    );
    expect(() => normalizeEachItemResult({ json: {}, a: 1 }, 0)).toThrow('Unknown top-level item key: a');
  });
});
