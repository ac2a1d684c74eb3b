import { describe, expect, it } from 'vitest';
import { parseParameterValue } from './template-parser';

describe('parseParameterValue', () => {
  it('keeps plain strings and = before plain text as literals', () => {
    expect(parseParameterValue('hello')).toEqual({ kind: 'literal', value: 'hello' });
    expect(parseParameterValue('=hello')).toEqual({ kind: 'literal', value: 'hello' });
    expect(parseParameterValue('')).toEqual({ kind: 'literal', value: '' });
  });

  it('sees a lone ={{ }} as a typed expression', () => {
    expect(parseParameterValue('={{ 1 + 1 }}')).toEqual({ kind: 'single', expression: '1 + 1' });
  });

  it('splits templates, with or without =', () => {
    expect(parseParameterValue('a {{ 1 }} b')).toEqual({
      kind: 'template',
      parts: [{ text: 'a ' }, { expression: '1' }, { text: ' b' }],
    });
    expect(parseParameterValue('={{ 1 }}{{ 2 }}')).toMatchObject({ kind: 'template' });
    // Without the "=", a lone template still renders into a string.
    expect(parseParameterValue('{{ 1 }}')).toEqual({ kind: 'template', parts: [{ expression: '1' }] });
  });

  it('finds the closing braces past objects and strings holding braces', () => {
    expect(parseParameterValue('={{ { a: { b: "}}" } } }}')).toEqual({
      kind: 'single',
      expression: '{ a: { b: "}}" } }',
    });
  });

  it('leaves an unclosed template as text', () => {
    expect(parseParameterValue('a {{ b')).toEqual({ kind: 'literal', value: 'a {{ b' });
  });
});
