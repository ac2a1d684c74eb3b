import { type RenderedElement, XSS_CORPUS, xssProblems } from '@common/markdown/xss-corpus';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { renderMarkdown } from './render-dom';

const APP = 'https://aiz.example';

/** The elements of a tree as the browser holds them (not its serialisation, which leaves `>` in attributes). */
function elementsOf(root: Element): RenderedElement[] {
  return [...root.querySelectorAll('*')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attributes: el.getAttributeNames().map((name) => [name, el.getAttribute(name) ?? ''] as [string, string]),
  }));
}

describe('the XSS corpus through the app renderer (markdown.tsx)', () => {
  it.each(XSS_CORPUS)('makes nothing run: %j', (payload) => {
    const card = (embed: { type: string }) => <span data-card={embed.type}>card</span>;
    const html = renderToStaticMarkup(
      <Markdown text={payload} siteOrigin={APP} renderEmbed={card} mentions />,
    );
    expect(html).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed|svg|style)/i);
    // Parsed back by the browser, as a reader's page would be: the same check on the live elements.
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(xssProblems(elementsOf(host))).toEqual([]);
  });
});

describe('the XSS corpus through the widget renderer (render-dom.ts)', () => {
  it.each(XSS_CORPUS)('makes nothing run: %j', (payload) => {
    const host = document.createElement('div');
    renderMarkdown(host, payload, APP);
    expect(xssProblems(elementsOf(host))).toEqual([]);
  });
});
