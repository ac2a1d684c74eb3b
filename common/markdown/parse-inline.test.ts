import { describe, expect, it } from 'vitest';
import { parseInline } from './parse-inline';

describe('parseInline: images and mentions', () => {
  it('reads ![alt](src) as an image, and an empty alt too', () => {
    expect(parseInline('see ![a chart](/api/x) and ![](<y>)')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'image', src: '/api/x', alt: 'a chart' },
      { kind: 'text', text: ' and ' },
      { kind: 'image', src: 'y', alt: '' },
    ]);
  });

  it('reads @name as a mention, the sentence’s last dot left as text', () => {
    expect(parseInline('thanks @ana.b_ and @Bo-ris.')).toEqual([
      { kind: 'text', text: 'thanks ' },
      { kind: 'mention', username: 'ana.b' },
      { kind: 'text', text: '_ and ' },
      { kind: 'mention', username: 'Bo-ris' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('finds no mention in an e-mail address, a path, code, a link or a lone @', () => {
    for (const text of [
      'mail ana@example.com',
      'see /u/@ana',
      '`@decorator`',
      'a @ b',
      '@a',
      '@@ana',
      'x.@ana',
    ])
      expect(
        parseInline(text).some((n) => n.kind === 'mention'),
        text,
      ).toBe(false);
    expect(parseInline('[@ana and https://x.example](/people)')).toEqual([
      {
        kind: 'link',
        target: '/people',
        children: [{ kind: 'text', text: '@ana and https://x.example' }],
      },
    ]);
    expect(parseInline('https://x.example/@ana')).toEqual([
      {
        kind: 'link',
        target: 'https://x.example/@ana',
        children: [{ kind: 'text', text: 'https://x.example/@ana' }],
      },
    ]);
  });
});
