import { describe, expect, it } from 'vitest';
import { cellText, fieldExpression, flattenItem, formatPath, itemSchema, tableShape } from './item-shape';

describe('item shape', () => {
  it('writes paths and expressions the evaluator reads', () => {
    expect(formatPath(['a', 'b', 0, 'first name'])).toBe('a.b[0]["first name"]');
    expect(fieldExpression(['user', 'email'])).toBe('{{ $json.user.email }}');
    expect(fieldExpression(['first name'])).toBe('{{ $json["first name"] }}');
  });

  it('flattens nested objects and arrays of objects, keeping plain arrays whole', () => {
    const cells = flattenItem({
      id: 1,
      user: { name: 'Ada', tags: ['x'] },
      lines: [{ sku: 'S' }, { sku: 'T' }],
      empty: {},
    });
    expect(Object.fromEntries(cells)).toEqual({
      id: 1,
      'user.name': 'Ada',
      'user.tags': ['x'],
      'lines[0].sku': 'S',
      'lines[1].sku': 'T',
      empty: {},
    });
  });

  it('unions the columns of all rows, in order, up to a limit', () => {
    const rows = [{ a: 1 }, { b: 2, a: 3 }, { c: 4 }].map((json) => flattenItem(json));
    expect(tableShape(rows)).toEqual({ columns: ['a', 'b', 'c'], hiddenColumns: 0 });
    expect(tableShape(rows, 2)).toEqual({ columns: ['a', 'b'], hiddenColumns: 1 });
  });

  it('lists every field with its types, how many items have it and an example', () => {
    const schema = itemSchema([
      { json: { id: 1, user: { name: 'Ada' }, tags: ['a', 'b'] } },
      { json: { id: '2', user: null } },
    ]);
    const byPath = Object.fromEntries(schema.map((f) => [f.path, f]));
    expect(Object.keys(byPath)).toEqual(['id', 'user', 'user.name', 'tags', 'tags[0]']);
    expect(byPath.id).toMatchObject({ types: ['number', 'string'], count: 2, example: 1, depth: 0 });
    expect(byPath.user).toMatchObject({ types: ['object', 'null'], count: 2 });
    expect(byPath['user.name']).toMatchObject({ types: ['string'], count: 1, depth: 1 });
    expect(byPath['tags[0]']).toMatchObject({ count: 1, example: 'a' });
  });

  it('shortens long cells', () => {
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText('x'.repeat(5), 3)).toBe('xxx…');
    expect(cellText(null)).toBe('null');
  });
});
