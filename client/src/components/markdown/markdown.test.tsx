import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';
import { parseBlocks } from './parse-blocks';
import { parseInline } from './parse-inline';
import { safeHref } from './safe-href';

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
