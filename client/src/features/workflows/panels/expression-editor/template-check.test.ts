import { describe, expect, it } from 'vitest';
import { checkTemplate } from './template-check';

const messages = (text: string) => checkTemplate(text).map((p) => p.message);

describe('checkTemplate', () => {
  it('accepts plain text and well-formed expressions', () => {
    expect(checkTemplate('Hello')).toEqual([]);
    expect(checkTemplate('={{ $json.a.map((x) => x["}}"]) }} and {{ 1 }}')).toEqual([]);
  });

  it('points at unclosed braces, stray closers, empty expressions', () => {
    expect(checkTemplate('a {{ $json.x')).toEqual([
      { from: 2, to: 12, message: 'This expression is missing its closing "}}".' },
    ]);
    expect(messages('x }}')).toEqual(['"}}" without "{{" before it.']);
    expect(messages('{{   }}')).toEqual(['This expression is empty.']);
  });

  it('points at unbalanced brackets and unterminated strings inside', () => {
    expect(checkTemplate('{{ $json.a( }}')).toEqual([{ from: 10, to: 11, message: '"(" is never closed.' }]);
    expect(messages('{{ $json.a] }}')).toEqual(['Unexpected "]".']);
    expect(messages("{{ 'abc }}")).toEqual(['This expression is missing its closing "}}".']);
    expect(messages("{{ 'abc' + \"x }} y")).toEqual(['This expression is missing its closing "}}".']);
  });
});
