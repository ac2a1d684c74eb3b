import { describe, expect, it } from 'vitest';
import { linkCount, mentionsOf } from './analyse';

describe('mentionsOf', () => {
  it('finds each person once, as first written, trailing punctuation dropped', () => {
    expect(mentionsOf('Thanks @ana. And @Bo_ris, @ANA and (@carl_)! cc @dee-')).toEqual([
      'ana',
      'Bo_ris',
      'carl',
      'dee',
    ]);
  });

  it('skips code, e-mail addresses, paths and links’ labels', () => {
    const text = [
      'Use `@decorator` here; mail me at ana@example.com or see /u/@bob.',
      '```py',
      '@app.route("/")',
      '```',
      '~~~',
      '@tilde',
      '~~~',
      '[@carl](/people) and > @dee in a quote',
      '',
      '> @erin in a quote',
      '- @fay in a list, npm i @scope/pkg',
    ].join('\n');
    expect(mentionsOf(text)).toEqual(['dee', 'erin', 'fay']);
  });
});

describe('linkCount', () => {
  it('counts markdown links, bare http(s) and www. addresses, images and a listing on its own line', () => {
    expect(linkCount('[a](/x) and [b](javascript:x)')).toBe(2);
    expect(linkCount('https://a.example, http://b.example and www.c.example.')).toBe(3);
    expect(linkCount('![pic](/api/community/uploads/x) ![](https://evil.example/p.gif)')).toBe(2);
    expect(linkCount('/marketplace/walker-widgets')).toBe(1);
    expect(linkCount('plain text, an e-mail ana@example.com and @ana')).toBe(0);
  });

  it('counts nothing in code, a shared workflow included', () => {
    expect(linkCount('`https://a.example` and\n```\nhttps://b.example [x](/y)\n```')).toBe(0);
    expect(linkCount('```workflow\n{"url": "https://a.example"}\n```')).toBe(0);
  });
});
