import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, jsonIssues, MAX_JSON_DEPTH, UNSTORABLE_TEXT_MESSAGE } from './json-limits';

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('jsonIssues', () => {
  it('finds NUL and unpaired surrogates in nested strings and names their path', () => {
    const body = JSON.parse(
      '{"a":"ok","metadata":{"k":"x\\u0000y","list":["fine","\\ud800x"]},"pair":"\\ud83d\\ude00"}',
    );
    const issues = jsonIssues(body);
    expect(issues.map((i) => i.path).sort()).toEqual(['metadata.k', 'metadata.list.1']);
    expect(issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('checks keys too, shown escaped and cut short', () => {
    const body = JSON.parse(`{"preferences":{"a\\u0000b":1,"\\udfff":2,"${'k'.repeat(100)}\\u0000":3}}`);
    expect(
      jsonIssues(body)
        .map((i) => i.path)
        .sort(),
    ).toEqual(['preferences.\\udfff', 'preferences.a\\u0000b', `preferences.${'k'.repeat(40)}…`]);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, once, where it starts`, () => {
    expect(jsonIssues(nested(MAX_JSON_DEPTH, 'leaf 😀 مرحبا'))).toEqual([]);
    const issues = jsonIssues(nested(MAX_JSON_DEPTH + 1));
    expect(issues).toEqual([
      { path: Array(MAX_JSON_DEPTH).fill('0').join('.'), message: JSON_TOO_DEEP_MESSAGE },
    ]);
    expect(JSON_TOO_DEEP_MESSAGE).toContain(String(MAX_JSON_DEPTH));
  });

  it('walks any depth without recursion (a 9 KB body nested 4,500 deep ended the process)', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(jsonIssues(deep)).toHaveLength(1);
    expect(jsonIssues(deep, { maxDepth: 200_000 })).toEqual([]);
  });

  it('counts objects and arrays alike, from where the value sits', () => {
    const body = { a: { b: [{ c: [] }] } };
    expect(jsonIssues(body, { maxDepth: 5 })).toEqual([]);
    expect(jsonIssues(body, { maxDepth: 4, at: ['body'] })).toEqual([
      { path: 'body.a.b.0.c', message: JSON_TOO_DEEP_MESSAGE },
    ]);
  });

  it('reports a bounded number of issues', () => {
    const body = Array.from({ length: 10_000 }, () => 'x\u0000');
    expect(jsonIssues(body).length).toBeLessThanOrEqual(20);
  });
});
