import { describe, expect, it } from 'vitest';
import {
  checkScalar,
  errorAt,
  fieldKind,
  fromExpression,
  humanLabel,
  initialValue,
  matchingVariant,
  setIn,
  shownWith,
  textArea,
  toExpression,
} from './json-schema';

describe('json-schema reading', () => {
  it('picks a kind for every schema shape', () => {
    expect(fieldKind({ type: 'string' })).toBe('string');
    expect(fieldKind({ type: 'integer' })).toBe('integer');
    expect(fieldKind({ type: 'string', enum: ['a'] })).toBe('enum');
    expect(fieldKind({ type: 'object', properties: { a: {} } })).toBe('object');
    expect(fieldKind({ type: 'object', additionalProperties: {} })).toBe('record');
    expect(fieldKind({ type: 'array', items: { type: 'string' } })).toBe('array');
    expect(fieldKind({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('union');
    expect(fieldKind({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string');
    expect(fieldKind({ type: ['number', 'null'] })).toBe('number');
    expect(fieldKind({})).toBe('any');
  });

  it('labels keys and spots long text', () => {
    expect(humanLabel('credentialId')).toBe('Credential id');
    expect(humanLabel('max_tokens')).toBe('Max tokens');
    expect(humanLabel('x', { title: 'Given' })).toBe('Given');
    expect(textArea('jsCode', { type: 'string' })).toBe('code');
    expect(textArea('prompt', { type: 'string' })).toBe('text');
    expect(textArea('url', { type: 'string' })).toBeNull();
  });

  it('builds initial values from defaults and properties', () => {
    expect(
      initialValue({
        type: 'object',
        properties: { a: { type: 'string' }, n: { type: 'number', default: 2 } },
      }),
    ).toEqual({
      a: '',
      n: 2,
    });
    expect(initialValue({ type: 'boolean' })).toBe(false);
    expect(initialValue({ enum: ['x', 'y'] })).toBe('x');
  });

  it('switches between fixed values and expressions without losing literals', () => {
    expect(toExpression('hi')).toBe('=hi');
    expect(toExpression(5)).toBe('={{ 5 }}');
    expect(fromExpression('={{ 5 }}', { type: 'number' })).toBe(5);
    expect(fromExpression('=hi', { type: 'string' })).toBe('hi');
    expect(fromExpression('={{ $json.a }}', { type: 'string', default: 'd' })).toBe('d');
  });

  it('finds the variant a value belongs to, discriminated by const', () => {
    const variants = [
      { type: 'object', properties: { type: { const: 'string' } } },
      { type: 'object', properties: { type: { const: 'number' } } },
    ];
    expect(matchingVariant(variants, { type: 'number' })).toBe(1);
    expect(matchingVariant([{ type: 'string' }, { type: 'array' }], [])).toBe(1);
  });

  it('sets values by path immutably and removes undefined keys', () => {
    const before = { a: { b: [1, 2] }, c: 1 };
    const after = setIn(before, ['a', 'b', 1], 5);
    expect(after).toEqual({ a: { b: [1, 5] }, c: 1 });
    expect(before.a.b[1]).toBe(2);
    expect(setIn(before, ['c'], undefined)).toEqual({ a: { b: [1, 2] } });
  });

  it('reads errors by pointer, dots or brackets', () => {
    expect(errorAt({ '/a/0/b': 'x' }, ['a', 0, 'b'])).toBe('x');
    expect(errorAt({ 'a[0].b': 'y' }, ['a', 0, 'b'])).toBe('y');
    expect(errorAt({ 'a.0.b': 'z' }, ['a', 0, 'b'])).toBe('z');
  });

  it('checks fixed scalars against the schema, never expressions', () => {
    expect(checkScalar({ type: 'integer', minimum: 1 }, 0, false)).toBe('At least 1.');
    expect(checkScalar({ type: 'integer' }, 1.5, false)).toBe('Enter a whole number.');
    expect(checkScalar({ type: 'string', format: 'email' }, 'nope', false)).toBe('Enter an e-mail address.');
    expect(checkScalar({ type: 'string' }, '', true)).toBe('This field is required.');
    expect(checkScalar({ type: 'string', format: 'uri' }, '={{ $json.u }}', true)).toBeUndefined();
  });

  it("shows a field only while its siblings have the values it names (the Code node's language)", () => {
    const code = {
      type: 'object',
      properties: {
        language: { type: 'string', enum: ['javaScript', 'python'], default: 'javaScript' },
        jsCode: { type: 'string', 'x-show-when': { language: ['javaScript'] } },
        pythonCode: { type: 'string', 'x-show-when': { language: ['python'] } },
      },
    };
    const shown = (value: unknown) =>
      Object.entries(code.properties)
        .filter(([, p]) => shownWith(p, code, value))
        .map(([k]) => k);
    expect(shown({})).toEqual(['language', 'jsCode']);
    expect(shown({ language: 'python' })).toEqual(['language', 'pythonCode']);
  });
});
