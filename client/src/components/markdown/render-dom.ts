/**
 * The Markdown of markdown.tsx written into a DOM element, for the chat widget and the hosted chat and form
 * pages (`client/widget/`, plain TypeScript, no React). The same parse (@common/markdown), the same link and
 * image rules (safe-href.ts), the same highlighting and the same elements; text only ever becomes text nodes,
 * never HTML. A path of the app is made a full address of `appOrigin` (the widget sits on another site's
 * page), and every link opens in a new tab without access to that page. Embeds are the link or code block
 * they were written as (no cards here). render-dom.test.tsx holds both renderers equal.
 */
import { highlight } from '@common/markdown/highlight';
import { type MarkdownBlock, parseBlocks } from '@common/markdown/parse-blocks';
import { type InlineNode, parseInline } from '@common/markdown/parse-inline';
import { safeHref, safeImageSrc } from '@common/markdown/safe-href';

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

function link(target: string, children: Node[], appOrigin: string): Node {
  const safe = safeHref(target, appOrigin);
  if (!safe) return node('span', children);
  const href = safe.internal ? `${appOrigin}${safe.href}` : safe.href;
  return node('a', children, { href, target: '_blank', rel: 'noopener noreferrer' });
}

function inline(nodes: InlineNode[], appOrigin: string): Node[] {
  return nodes.map((n): Node => {
    if (n.kind === 'text') return text(n.text);
    if (n.kind === 'code') return node('code', [text(n.text)]);
    if (n.kind === 'strong') return node('strong', inline(n.children, appOrigin));
    if (n.kind === 'em') return node('em', inline(n.children, appOrigin));
    if (n.kind === 'mention') return text(`@${n.username}`); // not parsed here (see `line` below)
    if (n.kind === 'image') {
      const src = safeImageSrc(n.src, appOrigin);
      if (src) return node('img', [], { src: `${appOrigin}${src}`, alt: n.alt, loading: 'lazy' });
      return link(n.src, [text(n.alt || n.src)], appOrigin);
    }
    return link(n.target, inline(n.children, appOrigin), appOrigin);
  });
}

function code(language: string, source: string): Node {
  const tokens = highlight(source, language).map((token) =>
    token.kind === 'plain'
      ? text(token.text)
      : node('span', [text(token.text)], { class: `tok-${token.kind}` }),
  );
  return node('pre', [node('code', tokens)], language ? { 'data-language': language } : {});
}

function block(b: MarkdownBlock, appOrigin: string): Node {
  // No mentions: the widget sits on other sites, where `@name` is nobody of ours (as markdown.tsx by default).
  const line = (value: string) => inline(parseInline(value, { mentions: false }), appOrigin);
  switch (b.kind) {
    case 'paragraph':
      return node(
        'p',
        b.lines.flatMap((value, n) => (n > 0 ? [node('br'), ...line(value)] : line(value))),
      );
    case 'heading':
      return node('p', line(b.text), { class: 'md-h' });
    case 'code':
      return code(b.language, b.text);
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
    case 'embed':
      if (b.embed.type === 'workflow') return code('workflow', b.embed.source);
      return node('p', [link(b.embed.url, [text(b.embed.url)], appOrigin)]);
  }
}

/** Replaces `target`'s content with `markdown` rendered; `appOrigin` is where the answer comes from. */
export function renderMarkdown(target: HTMLElement, markdown: string, appOrigin: string): void {
  target.replaceChildren(...parseBlocks(markdown).map((b) => block(b, appOrigin)));
}
