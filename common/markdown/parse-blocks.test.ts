import { describe, expect, it } from 'vitest';
import { parseBlocks } from './parse-blocks';

describe('parseBlocks: code and embeds', () => {
  it('keeps the language of ``` and ~~~ fences', () => {
    expect(parseBlocks('~~~python\nprint(1)\n~~~\n```ts\nlet a\n```')).toEqual([
      { kind: 'code', language: 'python', text: 'print(1)' },
      { kind: 'code', language: 'ts', text: 'let a' },
    ]);
  });

  it('reads a paragraph that is only a listing’s address as a listing embed', () => {
    expect(
      parseBlocks('/marketplace/walker-widgets\n\n https://aiz.example/marketplace/solar-kit/ '),
    ).toEqual([
      {
        kind: 'embed',
        embed: { type: 'listing', slug: 'walker-widgets', url: '/marketplace/walker-widgets' },
      },
      {
        kind: 'embed',
        embed: { type: 'listing', slug: 'solar-kit', url: 'https://aiz.example/marketplace/solar-kit/' },
      },
    ]);
  });

  it('leaves other addresses, marketplace pages and addresses among words as paragraphs', () => {
    for (const text of [
      '/marketplace/selling',
      '/marketplace',
      '/marketplace/a/b',
      '/marketplace/Upper',
      'see /marketplace/walker-widgets',
      '/marketplace/walker-widgets\nand more',
      '//evil.example/marketplace/x',
      'ftp://evil.example/marketplace/x',
      'https://aiz.example/marketplace/x?y=1',
    ])
      expect(parseBlocks(text)[0]?.kind, text).toBe('paragraph');
  });

  it('reads a whole ```workflow (or aiz-workflow) block of JSON as a workflow embed', () => {
    const source = '{"nodes": [], "connections": {}}';
    expect(parseBlocks(`\`\`\`workflow\n${source}\n\`\`\``)).toEqual([
      { kind: 'embed', embed: { type: 'workflow', source } },
    ]);
    expect(parseBlocks(`~~~AIZ-Workflow\n${source}\n~~~`)[0]).toMatchObject({ kind: 'embed' });
    // Not JSON, not an object, or still streaming in: code.
    for (const text of ['```workflow\nnot json\n```', '```workflow\n42\n```', `\`\`\`workflow\n${source}`])
      expect(parseBlocks(text)[0]?.kind, text).toBe('code');
  });
});
