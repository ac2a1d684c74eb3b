import { describe, expect, it } from 'vitest';
import { capItemLists } from './item-caps';

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
