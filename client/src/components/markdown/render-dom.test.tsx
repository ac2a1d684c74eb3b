import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { renderMarkdown } from './render-dom';

const APP = 'https://aiz.example';

function dom(text: string): HTMLDivElement {
  const div = document.createElement('div');
  renderMarkdown(div, text, APP);
  return div;
}

/** What a reader gets from a rendered tree: elements, their text, and where links go (classes aside). */
type Shape = string | { tag: string; href?: string; src?: string; start?: string; children: Shape[] };
function shape(node: Node): Shape {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const el = node as Element;
  const out: Shape = { tag: el.tagName.toLowerCase(), children: [...el.childNodes].map(shape) };
  const href = el.getAttribute('href');
  if (href !== null) out.href = new URL(href, APP).href;
  const src = el.getAttribute('src');
  if (src !== null) out.src = new URL(src, APP).href;
  const start = el.getAttribute('start');
  if (start !== null) out.start = start;
  return out;
}

/** An answer of the offline knowledge model: passages quoted line by line, headings and blank lines too. */
const QUOTED = [
  "From this agent's documents:",
  '',
  '> # Walker Widgets refund policy',
  '>',
  '> Refunds within **30 days**, see [the policy](/refunds) or https://walker.example/refunds.',
  '> - keep the receipt',
  '> - pack it well',
  '',
  '(policy.md, Walker Widgets refund policy)',
].join('\n');

const CASES = [
  QUOTED,
  'Hello **world** and *you*, try `npm test`.\nSecond line\n\n```ts\nconst a = 1 < 2;\n```\n\n- one\n- _two_\n\n3. three\n4. four',
  '# Title\n> quoted\n---\ntext',
  'See [Providers](/providers), [docs](https://example.com/a?b=1), [bad](javascript:alert(1)), [plain](http://example.com).',
  '<script>alert(1)</script> <img src=x onerror="alert(2)"> **<b>bold</b>**',
  'Here:\n```\nline 1\nline 2',
  'Thanks @ana. ![chart](/api/community/uploads/0b0e7c43-1f4e-4a53-9d6a-3c1c3e1b2a90) ![pixel](https://evil.example/p.gif) ![x](javascript:x)',
  '```ts\nconst a = "x"; // note\n```\n\n```yaml\nname: demo\n```',
  '/marketplace/walker-widgets\n\nhttps://evil.example/marketplace/x\n\n```workflow\n{"nodes": []}\n```',
];

describe('renderMarkdown (the widget and the hosted pages)', () => {
  it.each(CASES)('gives the same elements, text and links as the in-app renderer: %#', (text) => {
    const app = render(<Markdown text={text} />).container.firstElementChild!;
    expect([...dom(text).childNodes].map(shape)).toEqual([...app.childNodes].map(shape));
  });

  it('renders a quoted heading and paragraphs, with no raw > or # left', () => {
    const div = dom(QUOTED);
    const quote = div.querySelector('blockquote')!;
    expect(quote.querySelector('p.md-h')?.textContent).toBe('Walker Widgets refund policy');
    expect(quote.querySelector('strong')?.textContent).toBe('30 days');
    expect([...quote.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'keep the receipt',
      'pack it well',
    ]);
    expect(div.textContent).not.toMatch(/(^|\n)\s*[>#]/);
    expect(div.textContent).not.toContain('>');
  });

  it('makes no element from HTML in the answer, and links only the app and https, in a new tab', () => {
    const div = dom(
      [
        '<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="/evil"></iframe>',
        '[js](javascript:alert(1)) [JS](JAVASCRIPT:alert(1)) [data](data:text/html,<script>x</script>)',
        '[vb](vbscript:x) [proto](//evil.example) [plain](http://evil.example) [esc](/\\evil.example)',
        '[ok](https://docs.example.org/a?b=1) [app](/tokens) [home](https://aiz.example/fleet)',
        '`<b>code</b>` and ```<svg onload=alert(3)>```',
      ].join('\n\n'),
    );
    const tags = new Set([...div.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()));
    for (const tag of tags) expect(['p', 'br', 'a', 'span', 'code', 'strong', 'em']).toContain(tag);
    for (const el of div.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(['href', 'target', 'rel']).toContain(attr);
    }
    const links = [...div.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ok', 'https://docs.example.org/a?b=1'],
      ['app', 'https://aiz.example/tokens'],
      ['home', 'https://aiz.example/fleet'],
    ]);
    for (const a of links) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toBe('noopener noreferrer');
    }
    expect(div.textContent).toContain('<script>alert(1)</script>');
    expect(div.textContent).toContain('<b>code</b>');
  });

  it('replaces what was there (a streamed answer is rendered again as it grows)', () => {
    const div = document.createElement('div');
    renderMarkdown(div, '> # Title', APP);
    renderMarkdown(div, '> # Title\n>\n> more', APP);
    expect(div.querySelectorAll('blockquote')).toHaveLength(1);
    expect(div.querySelectorAll('blockquote p')).toHaveLength(2);
  });
});
