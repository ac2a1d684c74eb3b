import { parseBlocks } from '@common/markdown/parse-blocks';
import { parseInline } from '@common/markdown/parse-inline';
import { safeHref } from '@common/markdown/safe-href';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown, type MarkdownEmbed } from './markdown';

describe('Markdown', () => {
  it('escapes HTML: tags stay text and nothing is injected', () => {
    const { container } = render(
      <Markdown text={'<script>alert(1)</script> and <img src=x onerror="alert(2)"> **<b>bold</b>**'} />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.innerHTML).toContain('&lt;script&gt;');
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });

  it('renders paragraphs, bold, italic, inline code, code blocks and lists', () => {
    const text = [
      'Hello **world** and *you*, try `npm test`.',
      'Second line',
      '',
      '```ts',
      'const a = 1 < 2;',
      '```',
      '',
      '- one',
      '- _two_',
      '',
      '3. three',
      '4. four',
    ].join('\n');
    const { container } = render(<Markdown text={text} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelector('strong')?.textContent).toBe('world');
    expect(paragraph.querySelector('em')?.textContent).toBe('you');
    expect(paragraph.querySelector('code')?.textContent).toBe('npm test');
    expect(paragraph.querySelector('br')).not.toBeNull();
    expect(container.querySelector('pre code')?.textContent).toBe('const a = 1 < 2;');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('ul em')?.textContent).toBe('two');
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('links this site in the app and https in a new tab; other targets are plain text', () => {
    const onNavigate = vi.fn();
    const text =
      'See [Providers](/providers), [docs](https://example.com/a?b=1), ' +
      '[bad](javascript:alert(1)), [data](data:text/html,hi), [plain](http://example.com), ' +
      '[proto](//evil.example) and https://example.org/page.';
    render(<Markdown text={text} onNavigate={onNavigate} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/providers',
      'https://example.com/a?b=1',
      'https://example.org/page',
    ]);
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByText('proto').closest('a')).toBeNull();
    fireEvent.click(links[0]!);
    expect(onNavigate).toHaveBeenCalledWith('/providers');
  });

  it('renders an unclosed code fence of a streaming answer as code', () => {
    const { container } = render(<Markdown text={'Here:\n```\nline 1\nline 2'} />);
    expect(container.querySelector('pre code')?.textContent).toBe('line 1\nline 2');
  });
});

describe('parsers', () => {
  it('does not read snake_case or lone stars as emphasis', () => {
    expect(parseInline('a snake_case_name and 2 * 3 * 4')).toEqual([
      { kind: 'text', text: 'a snake_case_name and 2 * 3 * 4' },
    ]);
  });

  it('reads headings, quotes and rules', () => {
    expect(parseBlocks('# Title\n> quoted\n---\ntext')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'quote', blocks: [{ kind: 'paragraph', lines: ['quoted'] }] },
      { kind: 'rule' },
      { kind: 'paragraph', lines: ['text'] },
    ]);
  });

  it('reads the blocks inside a quote: a heading, and a lone > between paragraphs', () => {
    expect(parseBlocks('> # Refund policy\n>\n> Within 30 days.\n> Keep the receipt.')).toEqual([
      {
        kind: 'quote',
        blocks: [
          { kind: 'heading', text: 'Refund policy' },
          { kind: 'paragraph', lines: ['Within 30 days.', 'Keep the receipt.'] },
        ],
      },
    ]);
  });

  it('nests quotes only so deep, so no answer can exhaust the stack', () => {
    const blocks = parseBlocks(`${'>'.repeat(20_000)} deep`);
    let depth = 0;
    let current = blocks;
    while (current[0]?.kind === 'quote') {
      current = current[0].blocks;
      depth++;
    }
    expect(depth).toBe(8);
    expect(current[0]).toMatchObject({ kind: 'paragraph' });
  });

  it('accepts only site paths and https targets', () => {
    const origin = 'https://aiz.example';
    expect(safeHref('/marketplace', origin)).toEqual({ href: '/marketplace', internal: true });
    expect(safeHref('https://aiz.example/staking#x', origin)).toEqual({ href: '/staking#x', internal: true });
    // A full address of the app itself is a path of the app, whatever its scheme (a local server is http).
    expect(safeHref('http://127.0.0.1:5000/fleet', 'http://127.0.0.1:5000')).toEqual({
      href: '/fleet',
      internal: true,
    });
    expect(safeHref('https://other.example/', origin)).toEqual({
      href: 'https://other.example/',
      internal: false,
    });
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      '//evil',
      '/\\evil',
      'http://x',
      'mailto:a@b',
      'data:x',
    ])
      expect(safeHref(bad, origin), bad).toBeNull();
  });
});

describe('Markdown: pictures, mentions, highlighting and embeds', () => {
  const APP = 'https://aiz.example';
  const UPLOAD = '/api/community/uploads/0b0e7c43-1f4e-4a53-9d6a-3c1c3e1b2a90';

  it('shows this site’s pictures lazily; another site’s stays its alt text, linked when safe', () => {
    const { container } = render(
      <Markdown
        siteOrigin={APP}
        text={`![a chart](${UPLOAD}) ![pixel](https://evil.example/p.gif) ![bad](javascript:x)`}
      />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', UPLOAD);
    expect(images[0]).toHaveAttribute('alt', 'a chart');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('pixel').closest('a')).toHaveAttribute('href', 'https://evil.example/p.gif');
    expect(screen.getByText('bad').closest('a')).toBeNull();
  });

  it('links a mention to the person’s page, opened in the app', () => {
    const onNavigate = vi.fn();
    render(
      <Markdown
        text="thanks @ana. (mail ana@example.com, npm i @scope/pkg)"
        onNavigate={onNavigate}
        mentions
      />,
    );
    const mention = screen.getByRole('link', { name: '@ana' });
    expect(mention).toHaveAttribute('href', '/community/u/ana');
    expect(mention).toHaveClass('md-mention');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    fireEvent.click(mention);
    expect(onNavigate).toHaveBeenCalledWith('/community/u/ana');
  });

  it('leaves @name as text unless asked (answers and listings mention no one of ours)', () => {
    const { container } = render(<Markdown text="ask @ana" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('ask @ana');
  });

  it('highlights fenced code in spans classed by kind, the text unchanged', () => {
    const { container } = render(<Markdown text={'```py\nreturn None # done\n```'} />);
    const code = container.querySelector('pre code')!;
    expect(code.textContent).toBe('return None # done');
    expect([...code.querySelectorAll('span')].map((s) => [s.className, s.textContent])).toEqual([
      ['tok-keyword', 'return'],
      ['tok-literal', 'None'],
      ['tok-comment', '# done'],
    ]);
  });

  const EMBEDS = [
    '/marketplace/walker-widgets',
    '',
    'https://aiz.example/marketplace/solar-kit',
    '',
    'https://evil.example/marketplace/phish',
    '',
    '```workflow',
    '{"nodes": []}',
    '```',
  ].join('\n');

  it('gives this site’s listings and shared workflows to renderEmbed, never another site’s listing', () => {
    const renderEmbed = vi.fn((embed: MarkdownEmbed) => (
      <span data-testid="card">{embed.type === 'listing' ? embed.slug : embed.source}</span>
    ));
    const { container } = render(<Markdown text={EMBEDS} siteOrigin={APP} renderEmbed={renderEmbed} />);
    expect(screen.getAllByTestId('card').map((card) => card.textContent)).toEqual([
      'walker-widgets',
      'solar-kit',
      '{"nodes": []}',
    ]);
    expect(renderEmbed).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('link', { name: 'https://evil.example/marketplace/phish' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(container.querySelector('pre')).toBeNull();
  });

  it('without renderEmbed (or when it gives undefined) shows the links and the code block', () => {
    for (const renderEmbed of [undefined, () => undefined]) {
      const { container, unmount } = render(
        <Markdown text={EMBEDS} siteOrigin={APP} renderEmbed={renderEmbed} />,
      );
      expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        '/marketplace/walker-widgets',
        '/marketplace/solar-kit',
        'https://evil.example/marketplace/phish',
      ]);
      expect(container.querySelector('pre')).toHaveAttribute('data-language', 'workflow');
      expect(container.querySelector('pre code')?.textContent).toBe('{"nodes": []}');
      unmount();
    }
  });
});
