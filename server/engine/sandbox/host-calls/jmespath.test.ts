import { describe, expect, it } from 'vitest';
import { searchJmespath } from './jmespath';

/** Examples and answers from the JMESPath specification and tutorial (https://jmespath.org). */
describe('searchJmespath', () => {
  const s = searchJmespath;

  it('fields and subexpressions; a missing field is null', () => {
    expect(s({ a: 'foo', b: 'bar' }, 'a')).toBe('foo');
    expect(s({ a: { b: { c: { d: 'value' } } } }, 'a.b.c.d')).toBe('value');
    expect(s({ a: 1 }, 'b')).toBeNull();
    expect(s({ 'with space': 1 }, '"with space"')).toBe(1);
  });

  it('indexes and slices', () => {
    const arr = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(s(['a', 'b', 'c', 'd'], '[1]')).toBe('b');
    expect(s(['a', 'b', 'c', 'd'], '[-1]')).toBe('d');
    expect(s(arr, '[0:5]')).toEqual([0, 1, 2, 3, 4]);
    expect(s(arr, '[5:10]')).toEqual([5, 6, 7, 8, 9]);
    expect(s(arr, '[::2]')).toEqual([0, 2, 4, 6, 8]);
    expect(s(arr, '[::-1]')).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('list, object and flatten projections skip nulls', () => {
    const people = {
      people: [{ first: 'James', last: 'd' }, { first: 'Jacob', last: 'e' }, { missing: 'x' }],
    };
    expect(s(people, 'people[*].first')).toEqual(['James', 'Jacob']);
    expect(s({ ops: { a: { n: 1 }, b: { n: 2 }, c: { m: 3 } } }, 'ops.*.n')).toEqual([1, 2]);
    expect(s({ r: [{ i: [{ s: 'a' }, { s: 'b' }] }, { i: [{ s: 'c' }] }] }, 'r[].i[].s')).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(s([[0, 1], 2, [3], 4, [5, [6, 7]]], '[]')).toEqual([0, 1, 2, 3, 4, 5, [6, 7]]);
  });

  it('filters, comparisons, logic and pipes', () => {
    const m = {
      machines: [
        { name: 'a', state: 'running' },
        { name: 'b', state: 'stopped' },
        { name: 'c', state: 'running' },
      ],
    };
    expect(s(m, "machines[?state=='running'].name")).toEqual(['a', 'c']);
    expect(s(m, "machines[?state!='running'].name | [0]")).toBe('b');
    expect(s({ a: [{ n: 1 }, { n: 5 }] }, 'a[?n > `2` && n < `10`].n')).toEqual([5]);
    expect(s({ a: [{ n: 1 }, { n: 5 }] }, 'a[?!(n == `1`)].n')).toEqual([5]);
    expect(s({ a: null, b: 'x' }, 'a || b')).toBe('x');
    expect(s({ a: 'x' }, "a < 'y'")).toBeNull();
  });

  it('multiselect lists and hashes', () => {
    const p = {
      people: [
        { name: 'a', age: 20, s: 1 },
        { name: 'b', age: 25, s: 2 },
      ],
    };
    expect(s(p, 'people[].[name, age]')).toEqual([
      ['a', 20],
      ['b', 25],
    ]);
    expect(s(p, 'people[].{Name: name, Age: age}')).toEqual([
      { Name: 'a', Age: 20 },
      { Name: 'b', Age: 25 },
    ]);
  });

  it('functions', () => {
    const p = {
      people: [
        { name: 'b', age: 30 },
        { name: 'a', age: 20 },
        { name: 'c', age: 25 },
      ],
    };
    expect(s(p, 'length(people)')).toBe(3);
    expect(s(p, 'sort_by(people, &age)[].name')).toEqual(['a', 'c', 'b']);
    expect(s(p, 'max_by(people, &age).name')).toBe('b');
    expect(s(p, 'min_by(people, &age).name')).toBe('a');
    expect(s(p, 'join(`, `, people[].name)')).toBe('b, a, c');
    expect(s(p, "contains(people[].name, 'c')")).toBe(true);
    expect(s({ a: { x: 1, y: 2 } }, 'keys(a)')).toEqual(['x', 'y']);
    expect(s({ a: { x: 1, y: 2 } }, 'values(a)')).toEqual([1, 2]);
    expect(s({ a: '12.5' }, 'to_number(a)')).toBe(12.5);
    expect(s({ a: [1, 2] }, 'to_string(a)')).toBe('[1,2]');
    expect(s({ a: [3, 1, 2] }, 'max(a)')).toBe(3);
    expect(s({ a: [3, 1, 2] }, 'sum(a)')).toBe(6);
    expect(s({ a: ['x', 'y'] }, 'map(&length(@), a)')).toEqual([1, 1]);
  });

  it('errors name the unsupported syntax or the wrong argument', () => {
    expect(() => s({}, 'a ~ b')).toThrow('JMESPath: unsupported character "~" at position 2');
    expect(() => s({}, 'a[')).toThrow('JMESPath: expected "*" but found "end" at position 2');
    expect(() => s({}, 'nope(a)')).toThrow('JMESPath: unknown function nope()');
    expect(() => s({ a: 1 }, 'length(a)')).toThrow(
      /length\(\) argument 1 must be string or array or object, got number/,
    );
    expect(() => s('text', 'a')).toThrow('expected two arguments (Object, string) for this function');
  });
});
