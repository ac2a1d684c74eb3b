import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './content-hash';

describe('contentHash', () => {
  it('is the same for the same document whatever the key order, and differs for any change', () => {
    const a = { nodes: [{ id: 'n1', parameters: { b: 1, a: [1, { y: 2, x: 1 }] } }], edges: [] };
    const b = { edges: [], nodes: [{ parameters: { a: [1, { x: 1, y: 2 }], b: 1 }, id: 'n1' }] };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(contentHash({ ...a, edges: [{ id: 'e' }] })).not.toBe(contentHash(a));
  });

  it('leaves out undefined values as JSON does, and keeps array order', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });
});
