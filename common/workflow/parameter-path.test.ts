import { describe, expect, it } from 'vitest';
import { parameterAt, withParameterAt } from './parameter-path';

describe('parameter paths', () => {
  it('sets a top-level and a nested value without mutating', () => {
    const before = { url: 'a', options: { timeout: 1 }, list: [{ v: 1 }, { v: 2 }] };
    const after = withParameterAt(before, 'options.timeout', 5);
    expect(after).toEqual({ ...before, options: { timeout: 5 } });
    expect(before.options.timeout).toBe(1);
    expect(withParameterAt(before, 'list.1.v', 9).list).toEqual([{ v: 1 }, { v: 9 }]);
    expect(withParameterAt({}, 'a.b', 'x')).toEqual({ a: { b: 'x' } });
    expect(parameterAt(after, 'options.timeout')).toBe(5);
    expect(parameterAt(after, 'missing.deep')).toBeUndefined();
  });

  it('removes a value with null and refuses prototype keys', () => {
    expect(withParameterAt({ url: 'a', method: 'GET' }, 'url', null)).toEqual({ method: 'GET' });
    expect(() => withParameterAt({}, '__proto__.x', 1)).toThrow('cannot be a parameter name');
  });
});
