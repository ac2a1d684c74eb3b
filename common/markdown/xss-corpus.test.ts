import { describe, expect, it } from 'vitest';
import { renderMarkdownHtml } from './render-html';
import { elementsOfHtml, XSS_CORPUS, xssProblems } from './xss-corpus';

describe('the XSS corpus through renderMarkdownHtml', () => {
  it('holds at least 40 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  for (const origin of [undefined, 'https://aiz.example']) {
    it.each(XSS_CORPUS)(`makes nothing run (origin ${origin ?? 'none'}): %j`, (payload) => {
      const html = renderMarkdownHtml(payload, { origin });
      expect(html).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed|svg|style)/i);
      expect(xssProblems(elementsOfHtml(html))).toEqual([]);
    });
  }

  it('the check itself finds what it is for', () => {
    const bad =
      '<p><a href="javascript:alert(1)">x</a><img src="x" onerror="y"><svg></svg><a href="//evil">e</a></p>';
    expect(xssProblems(elementsOfHtml(bad))).toEqual([
      '<a href> holds a script URL',
      '<a> href="javascript:alert(1)"',
      '<img> src="x"',
      '<img> has onerror=',
      'element <svg>',
      '<a> href="//evil"',
    ]);
    expect(xssProblems(elementsOfHtml('<a href="&#106;avascript&#58;x">x</a>'))).toContain(
      '<a href> holds a script URL',
    );
  });
});
