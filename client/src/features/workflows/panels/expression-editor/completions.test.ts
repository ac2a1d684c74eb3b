import { describe, expect, it } from 'vitest';
import { expressionCompletions, mergeSamples, openExpressionAt } from './completions';
import type { ExpressionContext } from './expression-context';

const context: ExpressionContext = {
  items: [
    { json: { user: { name: 'Ada', emails: ['a@x.io'] }, total: 3, 'first name': 'A' } },
    { json: { user: { age: 36 }, orders: [{ id: 7, lines: [{ sku: 'S1' }] }] } },
  ],
  nodes: ['Fetch orders', 'Webhook'],
  nodeOutputs: { 'Fetch orders': [{ json: { count: 2, rows: [] } }] },
  vars: ['apiBase'],
};

/** Completes at the end of `text` (or at `|`) and answers the labels. */
function labels(text: string): string[] {
  const pos = text.includes('|') ? text.indexOf('|') : text.length;
  const clean = text.replace('|', '');
  return expressionCompletions(clean, pos, context)?.options.map((o) => o.label) ?? [];
}

describe('expression completions', () => {
  it('completes only inside {{ }}', () => {
    expect(openExpressionAt('a {{ $json }} b', 6)).toBe(4);
    expect(openExpressionAt('a {{ $json }} b', 14)).toBe(-1);
    expect(labels('Hello $json.')).toEqual([]);
  });

  it('offers the roots, with every upstream node by $node and $()', () => {
    const roots = labels('{{ $');
    expect(roots).toEqual(
      expect.arrayContaining(['$json', '$input', '$now', '$vars', '$node["Webhook"]', '$("Fetch orders")']),
    );
    expect(labels('{{ ')).toContain('$json');
    expect(labels('{{ 1 + ')).toContain('$input');
  });

  it('completes $json keys of every item, nested, and array indexes with their element keys', () => {
    expect(labels('{{ $json.')).toEqual(
      expect.arrayContaining(['user', 'total', 'orders', '["first name"]']),
    );
    expect(labels('{{ $json.user.')).toEqual(expect.arrayContaining(['name', 'emails', 'age']));
    expect(labels('{{ $json.orders.')).toEqual(expect.arrayContaining(['[0]', 'length', 'first()']));
    expect(labels('{{ $json.orders[0].')).toEqual(expect.arrayContaining(['id', 'lines']));
    expect(labels('{{ $json.orders[0].lines[0].')).toContain('sku');
    expect(labels('{{ $json["user"].')).toContain('name');
    expect(labels('{{ $json.orders[')).toEqual(['[0]']);
  });

  it('offers methods by the sample value type', () => {
    expect(labels('{{ $json.user.name.')).toEqual(
      expect.arrayContaining(['toUpperCase()', 'extractEmail()']),
    );
    expect(labels('{{ $json.total.')).toContain('toFixed()');
    expect(labels('{{ $now.')).toContain('toFormat()');
    const split = expressionCompletions('{{ $json.user.name.', 19, context)?.options.find(
      (o) => o.label === 'split()',
    );
    expect(split?.apply).toBe('split(');
  });

  it('walks $input, $node["Name"], $("Name") and $vars', () => {
    expect(labels('{{ $input.')).toEqual(['item', 'all()', 'first()', 'last()']);
    expect(labels('{{ $input.first().json.user.')).toContain('name');
    expect(labels('{{ $input.all()[1].json.')).toContain('user');
    expect(labels('{{ $node[')).toEqual(['["Fetch orders"]', '["Webhook"]']);
    expect(labels('{{ $node["Fetch orders"].json.')).toEqual(expect.arrayContaining(['count', 'rows']));
    expect(labels("{{ $('Fetch orders').first().json.")).toContain('count');
    expect(labels('{{ $vars.')).toEqual(['apiBase']);
    expect(labels('{{ $env.')).toEqual(['apiBase']);
  });

  it('replaces the dot for bracketed keys and answers where the typed word starts', () => {
    const result = expressionCompletions('{{ $json.us', 11, context);
    expect(result?.from).toBe(9);
    const odd = expressionCompletions('{{ $json.', 9, context)?.options.find(
      (o) => o.label === '["first name"]',
    );
    expect(odd?.applyFrom).toBe(8);
  });

  it('merges samples key by key', () => {
    expect(mergeSamples([{ a: 1 }, { b: { c: 2 } }, undefined])).toEqual({ a: 1, b: { c: 2 } });
  });
});
