/**
 * The Markdown of markdown.tsx written into a DOM element, for the chat widget and the hosted chat and form
 * pages (`client/widget/`, plain TypeScript, no React). The same parse (parse-blocks.ts, parse-inline.ts),
 * the same link rule (safe-href.ts) and the same elements; text only ever becomes text nodes, never HTML.
 * A path of the app is made a full address of `appOrigin` (the widget sits on another site's page), and
 * every link opens in a new tab without access to that page. render-dom.test.tsx holds both renderers equal.
 */
import { type MarkdownBlock, parseBlocks } from './parse-blocks';
import { type InlineNode, parseInline } from './parse-inline';
import { safeHref } from './safe-href';

function node<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  children: Node[] = [],
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

const text = (value: string) => document.createTextNode(value);

function inline(nodes: InlineNode[], appOrigin: string): Node[] {
  return nodes.map((n): Node => {
    if (n.kind === 'text') return text(n.text);
    if (n.kind === 'code') return node('code', [text(n.text)]);
    if (n.kind === 'strong') return node('strong', inline(n.children, appOrigin));
    if (n.kind === 'em') return node('em', inline(n.children, appOrigin));
    const children = inline(n.children, appOrigin);
    const link = safeHref(n.target, appOrigin);
    if (!link) return node('span', children);
    const href = link.internal ? `${appOrigin}${link.href}` : link.href;
    return node('a', children, { href, target: '_blank', rel: 'noopener noreferrer' });
  });
}

function block(b: MarkdownBlock, appOrigin: string): Node {
  const line = (value: string) => inline(parseInline(value), appOrigin);
  switch (b.kind) {
    case 'paragraph':
      return node(
        'p',
        b.lines.flatMap((value, n) => (n > 0 ? [node('br'), ...line(value)] : line(value))),
      );
    case 'heading':
      return node('p', line(b.text), { class: 'md-h' });
    case 'code':
      return node('pre', [node('code', [text(b.text)])], b.language ? { 'data-language': b.language } : {});
    case 'list': {
      const items = b.items.map((item) => node('li', line(item)));
      if (!b.ordered) return node('ul', items);
      return node('ol', items, b.start === 1 ? {} : { start: String(b.start) });
    }
    case 'quote':
      return node(
        'blockquote',
        b.blocks.map((inner) => block(inner, appOrigin)),
      );
    case 'rule':
      return node('hr');
  }
}

/** Replaces `target`'s content with `markdown` rendered; `appOrigin` is where the answer comes from. */
export function renderMarkdown(target: HTMLElement, markdown: string, appOrigin: string): void {
  target.replaceChildren(...parseBlocks(markdown).map((b) => block(b, appOrigin)));
}
