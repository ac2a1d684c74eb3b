/**
 * Renders Markdown (answers, listings, forum posts) as React elements. Text is never parsed as HTML (React
 * escapes it), links go only to this site's paths or https addresses, and images only to this site's
 * uploads (@common/markdown/safe-href.ts). The parse is @common/markdown's, shared with the server.
 * render-dom.ts writes the same elements for the chat widget and the hosted pages (no React there);
 * render-dom.test.tsx holds them equal. Embeds (a listing's address alone on a line, a `workflow` code block)
 * become whatever `renderEmbed` returns, and without it the link or code block they were written as.
 */
import { listingEmbedPath, type MarkdownEmbed } from '@common/markdown/embed';
import { highlight } from '@common/markdown/highlight';
import { type MarkdownBlock, parseBlocks } from '@common/markdown/parse-blocks';
import { type InlineNode, parseInline } from '@common/markdown/parse-inline';
import { mentionPath, safeHref, safeImageSrc } from '@common/markdown/safe-href';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type { MarkdownEmbed } from '@common/markdown/embed';

type MarkdownProps = {
  text: string;
  /** Opens a path of this site inside the app (no reload). */
  onNavigate?: (path: string) => void;
  /**
   * The card of an embed (a listing of this site, a shared workflow); `undefined` shows the plain link or
   * code block instead. A listing given by a full address of another site is never passed here.
   */
  renderEmbed?: (embed: MarkdownEmbed) => ReactNode;
  /** This site's origin, which a full address must have to count as a path of it (default: the page's). */
  siteOrigin?: string;
  /**
   * `@name` links to the person's community page (the forum); off by default, so answers and listings,
   * where `@name` is often someone elsewhere (a handle, a package scope), keep it as text.
   */
  mentions?: boolean;
  className?: string;
};

type Context = Pick<MarkdownProps, 'onNavigate' | 'renderEmbed' | 'siteOrigin' | 'mentions'>;

const LINK_CLASS = 'font-medium text-primary underline underline-offset-2';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function renderLink(target: string, children: ReactNode, key: number, ctx: Context, className = LINK_CLASS) {
  const link = safeHref(target, ctx.siteOrigin);
  if (!link) return <span key={key}>{children}</span>;
  if (!link.internal)
    return (
      <a key={key} href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  return (
    <a
      key={key}
      href={link.href}
      className={className}
      onClick={(event) => {
        if (!ctx.onNavigate || !isPlainLeftClick(event)) return;
        event.preventDefault();
        ctx.onNavigate(link.href);
      }}
    >
      {children}
    </a>
  );
}

function renderInline(nodes: InlineNode[], ctx: Context): ReactNode[] {
  const out: ReactNode[] = [];
  let key = 0;
  for (const node of nodes) {
    key++;
    if (node.kind === 'text') out.push(node.text);
    else if (node.kind === 'code')
      out.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
          {node.text}
        </code>,
      );
    else if (node.kind === 'strong')
      out.push(
        <strong key={key} className="font-semibold">
          {renderInline(node.children, ctx)}
        </strong>,
      );
    else if (node.kind === 'em') out.push(<em key={key}>{renderInline(node.children, ctx)}</em>);
    else if (node.kind === 'mention')
      out.push(
        renderLink(
          mentionPath(node.username),
          `@${node.username}`,
          key,
          ctx,
          'md-mention font-medium text-primary',
        ),
      );
    else if (node.kind === 'image') {
      const src = safeImageSrc(node.src, ctx.siteOrigin);
      if (src)
        out.push(
          <img
            key={key}
            src={src}
            alt={node.alt}
            loading="lazy"
            className="my-1 max-h-96 max-w-full rounded-md"
          />,
        );
      // Another site's picture is not fetched: its alt text stands in, linked when the address is safe.
      else out.push(renderLink(node.src, node.alt || node.src, key, ctx));
    } else out.push(renderLink(node.target, renderInline(node.children, ctx), key, ctx));
  }
  return out;
}

function renderCode(language: string, text: string, key: number): ReactNode {
  return (
    <pre
      key={key}
      className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed"
      data-language={language || undefined}
    >
      <code>
        {highlight(text, language).map((token, n) =>
          token.kind === 'plain' ? (
            token.text
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the tokens of one code block, in order, never reordered
            <span key={n} className={`tok-${token.kind}`}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}

function renderEmbedBlock(embed: MarkdownEmbed, key: number, ctx: Context): ReactNode {
  if (embed.type === 'workflow') {
    const card = ctx.renderEmbed?.(embed);
    return card === undefined ? renderCode('workflow', embed.source, key) : <div key={key}>{card}</div>;
  }
  const path = listingEmbedPath(embed, ctx.siteOrigin);
  const card = path === null ? undefined : ctx.renderEmbed?.(embed);
  if (card !== undefined) return <div key={key}>{card}</div>;
  return <p key={key}>{renderLink(embed.url, embed.url, 0, ctx)}</p>;
}

function renderBlock(block: MarkdownBlock, key: number, ctx: Context): ReactNode {
  const inline = (text: string) => renderInline(parseInline(text, { mentions: ctx.mentions ?? false }), ctx);
  switch (block.kind) {
    case 'paragraph': {
      const parts: ReactNode[] = [];
      for (const [n, line] of block.lines.entries()) {
        if (n > 0) parts.push(<br key={`br${n}`} />);
        parts.push(...inline(line));
      }
      return <p key={key}>{parts}</p>;
    }
    case 'heading':
      return (
        <p key={key} className="md-h font-semibold">
          {inline(block.text)}
        </p>
      );
    case 'code':
      return renderCode(block.language, block.text, key);
    case 'list': {
      const items: ReactNode[] = [];
      for (const [n, item] of block.items.entries()) items.push(<li key={n}>{inline(item)}</li>);
      return block.ordered ? (
        <ol
          key={key}
          start={block.start === 1 ? undefined : block.start}
          className="list-decimal space-y-1 pl-5"
        >
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote
          key={key}
          className="flex flex-col gap-2 border-border border-l-2 pl-3 text-muted-foreground"
        >
          {block.blocks.map((inner, n) => renderBlock(inner, n, ctx))}
        </blockquote>
      );
    case 'rule':
      return <hr key={key} className="border-border" />;
    case 'embed':
      return renderEmbedBlock(block.embed, key, ctx);
  }
}

export function Markdown({ text, onNavigate, renderEmbed, siteOrigin, mentions, className }: MarkdownProps) {
  const ctx: Context = { onNavigate, renderEmbed, siteOrigin, mentions };
  const blocks = parseBlocks(text);
  const nodes: ReactNode[] = [];
  for (const block of blocks) nodes.push(renderBlock(block, nodes.length, ctx));
  return <div className={cn('flex flex-col gap-2 break-words', className)}>{nodes}</div>;
}
