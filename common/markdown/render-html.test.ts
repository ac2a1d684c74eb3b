import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMarkdownHtml } from './render-html';

const ID = '0b0e7c43-1f4e-4a53-9d6a-3c1c3e1b2a90';

describe('renderMarkdownHtml', () => {
  it('writes the blocks and spans the app shows, every text escaped', () => {
    const text = '# Hi <b>\n\nA **bold** _and_ `<i>` line\nnext\n\n- one\n\n3. three\n\n> quoted\n\n---';
    expect(renderMarkdownHtml(text)).toBe(
      '<p class="md-h">Hi &lt;b&gt;</p>' +
        '<p>A <strong>bold</strong> <em>and</em> <code>&lt;i&gt;</code> line<br>next</p>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
        '<blockquote><p>quoted</p></blockquote><hr>',
    );
  });

  it('links paths (made full with an origin) and https in a new tab; anything else is text', () => {
    const text = '[app](/tokens) [docs](https://docs.example/?a=1&b="2") [bad](javascript:void)';
    expect(renderMarkdownHtml(text, { origin: 'https://aiz.example' })).toBe(
      '<p><a href="https://aiz.example/tokens">app</a> ' +
        '<a href="https://docs.example/?a=1&amp;b=%222%22" target="_blank" rel="noopener noreferrer">docs</a> ' +
        '<span>bad</span></p>',
    );
    expect(renderMarkdownHtml('[app](/tokens)')).toBe('<p><a href="/tokens">app</a></p>');
  });

  it('shows only this site’s pictures; another’s is its alt text, linked when safe', () => {
    expect(
      renderMarkdownHtml(`![a "chart"](/api/community/uploads/${ID})`, { origin: 'https://aiz.example' }),
    ).toBe(
      `<p><img src="https://aiz.example/api/community/uploads/${ID}" alt="a &quot;chart&quot;" loading="lazy"></p>`,
    );
    expect(renderMarkdownHtml('![pixel](https://evil.example/p.gif) ![x](javascript:1)')).toBe(
      '<p><a href="https://evil.example/p.gif" target="_blank" rel="noopener noreferrer">pixel</a> <span>x</span></p>',
    );
  });

  it('links mentions to the person’s page', () => {
    expect(renderMarkdownHtml('hi @ana.', { origin: 'https://aiz.example' })).toBe(
      '<p>hi <a href="https://aiz.example/community/u/ana" class="md-mention">@ana</a>.</p>',
    );
  });

  it('highlights code, and writes embeds as their link or code block', () => {
    expect(renderMarkdownHtml('```ts\nconst a = "<x>";\n```')).toBe(
      '<pre data-language="ts"><code><span class="tok-keyword">const</span> a <span class="tok-punctuation">=</span> ' +
        '<span class="tok-string">&quot;&lt;x&gt;&quot;</span><span class="tok-punctuation">;</span></code></pre>',
    );
    expect(renderMarkdownHtml('/marketplace/walker-widgets')).toBe(
      '<p><a href="/marketplace/walker-widgets">/marketplace/walker-widgets</a></p>',
    );
    expect(
      renderMarkdownHtml('https://evil.example/marketplace/x', { origin: 'https://aiz.example' }),
    ).toContain('href="https://evil.example/marketplace/x" target="_blank"');
    expect(renderMarkdownHtml('```workflow\n{"a":1}\n```')).toMatch(
      /^<pre data-language="workflow"><code>.*tok-key">&quot;a&quot;.*<\/code><\/pre>$/,
    );
  });

  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
