import { describe, expect, it } from 'vitest';
import { type CodeToken, highlight } from './highlight';

const kinds = (tokens: CodeToken[]) => tokens.filter((t) => t.kind !== 'plain').map((t) => [t.kind, t.text]);

describe('highlight', () => {
  it('cuts TypeScript into keywords, strings, numbers, comments and punctuation', () => {
    const code = 'const a = "x // y"; // note\nreturn 42;';
    const tokens = highlight(code, 'ts');
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(kinds(tokens)).toEqual([
      ['keyword', 'const'],
      ['punctuation', '='],
      ['string', '"x // y"'],
      ['punctuation', ';'],
      ['comment', '// note'],
      ['keyword', 'return'],
      ['number', '42'],
      ['punctuation', ';'],
    ]);
  });

  it('tells JSON keys from string values, and reads literals', () => {
    expect(kinds(highlight('{"a": "b", "n": -1.5, "t": true}', 'JSON'))).toEqual([
      ['punctuation', '{'],
      ['key', '"a"'],
      ['punctuation', ':'],
      ['string', '"b"'],
      ['punctuation', ','],
      ['key', '"n"'],
      ['punctuation', ':'],
      ['number', '-1.5'],
      ['punctuation', ','],
      ['key', '"t"'],
      ['punctuation', ':'],
      ['literal', 'true'],
      ['punctuation', '}'],
    ]);
  });

  it('reads Python, bash, SQL and YAML', () => {
    expect(kinds(highlight('def f(): # hi\n  return None', 'python'))).toEqual([
      ['keyword', 'def'],
      ['punctuation', '():'],
      ['comment', '# hi'],
      ['keyword', 'return'],
      ['literal', 'None'],
    ]);
    expect(kinds(highlight('echo "$HOME" # home', 'bash'))).toEqual([
      ['string', '"$HOME"'],
      ['comment', '# home'],
    ]);
    expect(kinds(highlight("SELECT id FROM t WHERE x = 'a' -- c", 'sql'))).toEqual([
      ['keyword', 'SELECT'],
      ['keyword', 'FROM'],
      ['keyword', 'WHERE'],
      ['punctuation', '='],
      ['string', "'a'"],
      ['comment', '-- c'],
    ]);
    expect(kinds(highlight('name: demo # c\nport: 80\nurl: a#b', 'yaml'))).toEqual([
      ['key', 'name'],
      ['punctuation', ':'],
      ['comment', '# c'],
      ['key', 'port'],
      ['punctuation', ':'],
      ['number', '80'],
      ['key', 'url'],
      ['punctuation', ':'],
    ]);
  });

  it('gives an unknown language back as one plain token, and nothing for no code', () => {
    expect(highlight('if x then y', 'cobol')).toEqual([{ text: 'if x then y', kind: 'plain' }]);
    expect(highlight('', 'ts')).toEqual([]);
  });

  it('keeps every character of an unclosed string or comment (a streaming answer)', () => {
    for (const [code, lang] of [
      ['const s = `open', 'ts'],
      ['/* open', 'js'],
      ['"""open', 'python'],
    ] as const)
      expect(
        highlight(code, lang)
          .map((t) => t.text)
          .join(''),
        code,
      ).toBe(code);
  });
});

describe('highlight: YAML keys', () => {
  it('reads the key of each line, in a list item too, and nothing after a value’s colon', () => {
    expect(kinds(highlight('- name: a: b\n  url: "x"\n  - port: 80', 'yml'))).toEqual([
      ['punctuation', '-'],
      ['key', 'name'],
      ['punctuation', ':'],
      ['punctuation', ':'],
      ['key', 'url'],
      ['punctuation', ':'],
      ['string', '"x"'],
      ['punctuation', '-'],
      ['key', 'port'],
      ['punctuation', ':'],
      ['number', '80'],
    ]);
  });
});
