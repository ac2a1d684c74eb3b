import { describe, expect, it } from 'vitest';
import { copyPlain } from './runs/run-store';

describe('copyPlain', () => {
  it('copies plain data deeply, as structuredClone would', () => {
    const source = {
      a: [1, { b: 'x' }, null],
      at: new Date('2026-11-24T00:00:00Z'),
      nested: { deep: { v: true, u: undefined } },
      map: new Map([['k', { v: 1 }]]),
      bytes: new Uint8Array([1, 2]),
    };
    const copy = copyPlain(source);
    expect(copy).toEqual(structuredClone(source));
    expect(copy.a).not.toBe(source.a);
    expect(copy.a[1]).not.toBe(source.a[1]);
    expect(copy.at).not.toBe(source.at);
    expect(copy.map).not.toBe(source.map);
    expect(copy.bytes).not.toBe(source.bytes);
    (source.a[1] as { b: string }).b = 'changed';
    expect((copy.a[1] as { b: string }).b).toBe('x');
  });

  it('keeps a __proto__ key as data and leaves the prototype alone', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as Record<string, unknown>;
    const copy = copyPlain(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'ok']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
