import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown';
import { markdownToHtml } from './markdown-to-html';

describe('markdown to html', () => {
  it('renders headings, emphasis, links, lists and code', () => {
    const md = [
      '# Title',
      '',
      'Some **bold**, *italic* and `a <b>` code with a [link](https://example.com/?a=1&b=2).',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '2. second',
      '',
      '```js',
      'if (a < b) {}',
      '```',
    ].join('\n');
    expect(markdownToHtml(md)).toBe(
      [
        '<h1>Title</h1>',
        '<p>Some <strong>bold</strong>, <em>italic</em> and <code>a &lt;b&gt;</code> code with a <a href="https://example.com/?a=1&amp;b=2">link</a>.</p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<pre><code class="language-js">if (a &lt; b) {}</code></pre>',
      ].join('\n'),
    );
  });

  it('shows raw HTML as text and drops links that would run script', () => {
    expect(markdownToHtml('<script>alert(1)</script> [x](javascript:void) [y](JaVa\tScript:1)')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; x [y](JaVa\tScript:1)</p>',
    );
    expect(markdownToHtml('[x](data:text/html,hi) <img src=x onerror=alert(1)>')).not.toMatch(/<a|<img/);
  });

  it('keeps snake_case words and lone asterisks as they are', () => {
    expect(markdownToHtml('my_var_name and 2 * 3 * 4')).toBe('<p>my_var_name and 2 * 3 * 4</p>');
  });
});

describe('html to markdown', () => {
  it('converts headings, emphasis, links, lists and code, and drops scripts', () => {
    const html = [
      '<h2>Hi &amp; bye</h2><p>Some <strong>bold</strong> and <em>soft</em> text, <a href="https://a.example/x?y=1&amp;z=2">a link</a>.</p>',
      '<script>alert("no")</script><ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>',
      '<pre><code>x &lt; 1</code></pre><p>Use <code>npm</code>. <a href="javascript:alert(1)">bad</a></p>',
    ].join('');
    expect(htmlToMarkdown(html)).toBe(
      [
        '## Hi & bye',
        '',
        'Some **bold** and *soft* text, [a link](https://a.example/x?y=1&z=2).',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '```',
        'x < 1',
        '```',
        '',
        'Use `npm`. bad',
      ].join('\n'),
    );
  });

  it('round-trips the subset through markdown → html → markdown', () => {
    const md = '# T\n\nA **b** *c* [d](https://e.example/)\n\n- f\n- g';
    expect(htmlToMarkdown(markdownToHtml(md))).toBe(md);
  });
});
