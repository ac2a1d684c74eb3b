import { describe, expect, it } from 'vitest';
import { linkHref, renderText } from './text';

const BASE = 'https://aiz.example.com';

describe('renderText', () => {
  it('makes Markdown links links to the app, and leaves the rest as text', () => {
    const div = document.createElement('div');
    renderText(div, 'See [The AIZ token](/tokens) and [docs](https://docs.example.org/a?b=1).', BASE);
    const links = [...div.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['The AIZ token', 'https://aiz.example.com/tokens', '_blank', 'noopener noreferrer'],
      ['docs', 'https://docs.example.org/a?b=1', '_blank', 'noopener noreferrer'],
    ]);
    expect(div.textContent).toBe('See The AIZ token and docs.');
  });

  it('never makes HTML, nor links of other schemes', () => {
    const div = document.createElement('div');
    renderText(div, '<img src=x onerror=alert(1)> [click](javascript:alert(1))', BASE);
    expect(div.querySelector('img')).toBeNull();
    expect(div.querySelector('a')).toBeNull();
    expect(div.textContent).toBe('<img src=x onerror=alert(1)> [click](javascript:alert(1))');
    expect(linkHref('data:text/html,x', BASE)).toBeNull();
  });
});
