import { describe, expect, it } from 'vitest';
import {
  jsonBytesBound,
  jsonBytesWithin,
  jsonStringBytes,
  jsonTextWithin,
  STORED_DEPTH_MAX,
} from './json-size';

const exact = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

describe('jsonBytesWithin', () => {
  it('measures what JSON.stringify writes, in UTF-8 bytes', () => {
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -1.5e-7,
      Number.NaN,
      'plain',
      'quote " backslash \\ newline \n tab \t bell \u0007 nul \u0000',
      'é ✓ 😀 lone \ud800 and \udc00 end',
      [],
      {},
      [1, undefined, () => 1, Symbol('s'), null],
      { a: 1, gone: undefined, f: () => 1, 'ké"y': [{ b: 'c' }], d: new Date(Date.UTC(2026, 0, 2)) },
      Object.assign(Object.create(null), { x: 1 }),
      [{ json: { i: 1, pad: 'y'.repeat(200) } }, { json: { nested: { deep: [[[]]] } } }],
    ];
    for (const value of values) expect([value, jsonBytesWithin(value, 1e9)]).toEqual([value, exact(value)]);
    expect(jsonStringBytes('😀')).toBe(exact('😀'));
  });

  it('stops soon after passing the limit, so a huge value costs what the limit allows', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ json: { i, pad: 'y'.repeat(200) } }));
    const measured = jsonBytesWithin(items, 10_000);
    expect(measured).toBeGreaterThan(10_000);
    // One item past the limit at most, not the 23 MB of the whole.
    expect(measured).toBeLessThan(10_000 + 300);
  });

  it('measures a value nested far deeper than the stack allows, without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(jsonBytesWithin(deep, 1e9)).toBe(Number.POSITIVE_INFINITY);
    let fine: unknown = 1;
    for (let i = 0; i < STORED_DEPTH_MAX - 1; i++) fine = [fine];
    expect(jsonBytesWithin(fine, 1e9)).toBe(exact(fine));
  });

  it('stops on a cycle once past the limit', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(jsonBytesWithin(cycle, 1000)).toBeGreaterThan(1000);
  });
});

describe('jsonBytesBound and jsonTextWithin', () => {
  const values: unknown[] = [
    null,
    -1.5e-7,
    'quote " nul \u0000 lone \ud800 é 😀',
    [1, undefined, () => 1, null],
    { a: 1, gone: undefined, 'ké"y': [{ b: 'c' }], d: new Date(Date.UTC(2026, 0, 2)) },
    [{ json: { headers: { host: 'x' }, body: { name: 'Ada', n: 21 } } }],
  ];

  it('bounds the size from above, and a value within the limit is written and measured exactly', () => {
    for (const value of values) {
      const bound = jsonBytesBound(value, 1e9);
      expect(bound).toBeGreaterThanOrEqual(exact(value));
      expect(jsonTextWithin(value, 1e9)).toEqual({ json: JSON.stringify(value), bytes: exact(value) });
    }
  });

  it('gives up past the limit, and says nothing of a value it cannot tell', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ json: { i, pad: 'y'.repeat(200) } }));
    expect(jsonBytesBound(items, 10_000)).toBe(Number.POSITIVE_INFINITY);
    expect(jsonTextWithin(items, 10_000)).toBeUndefined();
    // Nested past what is stored, a cycle, a bigint: left to jsonBytesWithin, which answers infinity.
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(jsonBytesBound(deep, 1e12)).toBe(Number.POSITIVE_INFINITY);
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(jsonTextWithin(cycle, 1e12)).toBeUndefined();
    expect(jsonTextWithin({ n: 1n }, 1e9)).toBeUndefined();
    // A value whose exact size fits but whose bound does not is not written here either.
    const plain = 'a'.repeat(100);
    expect(exact(plain)).toBe(102);
    expect(jsonTextWithin(plain, 200)).toBeUndefined();
    expect(jsonBytesWithin(plain, 200)).toBe(102);
  });
});
