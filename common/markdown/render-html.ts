/**
 * The Markdown of markdown.tsx as an HTML string, for what the server sends (the community's e-mail digest).
 * The same parse, link and image rules and elements as the app: every piece of text is escaped, the only
 * attributes taken from the text are an href or src that safe-href.ts accepted and an image's alt, all
 * escaped too. With `origin`, paths of the site become full addresses (a mail client has no site to be on)
 * and so do pictures. Embeds are the link or code block they were written as.
 */
import { highlight } from './highlight';
import { type MarkdownBlock, parseBlocks } from './parse-blocks';
import { type InlineNode, parseInline } from './parse-inline';
import { mentionPath, safeHref, safeImageSrc } from './safe-href';

export type RenderHtmlOptions = {
  /** The site's origin (`https://aiz.example`): its full addresses count as its own, and paths are made full. */
  origin?: string;
  /** `@name` links to the person's community page (default true: this renders the community's mail). */
  mentions?: boolean;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const attrs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

function link(target: string, inner: string, origin: string, extra: Record<string, string> = {}): string {
  const safe = safeHref(target, origin);
  if (!safe) return `<span>${inner}</span>`;
  const href = safe.internal ? `${origin}${safe.href}` : safe.href;
  const tab: Record<string, string> = safe.internal ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  return `<a${attrs({ href, ...tab, ...extra })}>${inner}</a>`;
}

function inline(nodes: InlineNode[], origin: string): string {
  return nodes
    .map((n) => {
      if (n.kind === 'text') return escapeHtml(n.text);
      if (n.kind === 'code') return `<code>${escapeHtml(n.text)}</code>`;
      if (n.kind === 'strong') return `<strong>${inline(n.children, origin)}</strong>`;
      if (n.kind === 'em') return `<em>${inline(n.children, origin)}</em>`;
      if (n.kind === 'mention')
        return link(mentionPath(n.username), escapeHtml(`@${n.username}`), origin, { class: 'md-mention' });
      if (n.kind === 'image') {
        const src = safeImageSrc(n.src, origin);
        if (src) return `<img${attrs({ src: `${origin}${src}`, alt: n.alt, loading: 'lazy' })}>`;
        return link(n.src, escapeHtml(n.alt || n.src), origin);
      }
      return link(n.target, inline(n.children, origin), origin);
    })
    .join('');
}

function code(language: string, source: string): string {
  const tokens = highlight(source, language)
    .map((t) =>
      t.kind === 'plain' ? escapeHtml(t.text) : `<span class="tok-${t.kind}">${escapeHtml(t.text)}</span>`,
    )
    .join('');
  return `<pre${language ? attrs({ 'data-language': language }) : ''}><code>${tokens}</code></pre>`;
}

function block(b: MarkdownBlock, origin: string, mentions: boolean): string {
  const line = (value: string) => inline(parseInline(value, { mentions }), origin);
  switch (b.kind) {
    case 'paragraph':
      return `<p>${b.lines.map(line).join('<br>')}</p>`;
    case 'heading':
      return `<p class="md-h">${line(b.text)}</p>`;
    case 'code':
      return code(b.language, b.text);
    case 'list': {
      const items = b.items.map((item) => `<li>${line(item)}</li>`).join('');
      if (!b.ordered) return `<ul>${items}</ul>`;
      return `<ol${b.start === 1 ? '' : attrs({ start: String(b.start) })}>${items}</ol>`;
    }
    case 'quote':
      return `<blockquote>${b.blocks.map((inner) => block(inner, origin, mentions)).join('')}</blockquote>`;
    case 'rule':
      return '<hr>';
    case 'embed':
      if (b.embed.type === 'workflow') return code('workflow', b.embed.source);
      return `<p>${link(b.embed.url, escapeHtml(b.embed.url), origin)}</p>`;
  }
}

/** `markdown` as HTML; `origin` as in RenderHtmlOptions (without it, paths of the site stay paths). */
export function renderMarkdownHtml(
  markdown: string,
  { origin = '', mentions = true }: RenderHtmlOptions = {},
): string {
  return parseBlocks(markdown)
    .map((b) => block(b, origin, mentions))
    .join('');
}
