/**
 * Renders an answer's Markdown as React elements. Text is never parsed as HTML (React escapes it), and
 * links go only to this site's paths or https addresses (safe-href.ts). render-dom.ts writes the same
 * elements for the chat widget and the hosted pages (no React there); render-dom.test.tsx holds them equal.
 */
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { type MarkdownBlock, parseBlocks } from './parse-blocks';
import { type InlineNode, parseInline } from './parse-inline';
import { safeHref } from './safe-href';

type MarkdownProps = {
  text: string;
  /** Opens a path of this site inside the app (no reload). */
  onNavigate?: (path: string) => void;
  className?: string;
};

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function renderInline(nodes: InlineNode[], onNavigate: MarkdownProps['onNavigate']): ReactNode[] {
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
          {renderInline(node.children, onNavigate)}
        </strong>,
      );
    else if (node.kind === 'em') out.push(<em key={key}>{renderInline(node.children, onNavigate)}</em>);
    else {
      const children = renderInline(node.children, onNavigate);
      const link = safeHref(node.target);
      if (!link) {
        out.push(<span key={key}>{children}</span>);
        continue;
      }
      out.push(
        link.internal ? (
          <a
            key={key}
            href={link.href}
            className="font-medium text-primary underline underline-offset-2"
            onClick={(event) => {
              if (!onNavigate || !isPlainLeftClick(event)) return;
              event.preventDefault();
              onNavigate(link.href);
            }}
          >
            {children}
          </a>
        ) : (
          <a
            key={key}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-2"
          >
            {children}
          </a>
        ),
      );
    }
  }
  return out;
}

function renderBlock(block: MarkdownBlock, key: number, onNavigate: MarkdownProps['onNavigate']): ReactNode {
  const inline = (text: string) => renderInline(parseInline(text), onNavigate);
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
      return (
        <pre
          key={key}
          className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed"
          data-language={block.language || undefined}
        >
          <code>{block.text}</code>
        </pre>
      );
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
          {block.blocks.map((inner, n) => renderBlock(inner, n, onNavigate))}
        </blockquote>
      );
    case 'rule':
      return <hr key={key} className="border-border" />;
  }
}

export function Markdown({ text, onNavigate, className }: MarkdownProps) {
  const blocks = parseBlocks(text);
  const nodes: ReactNode[] = [];
  for (const block of blocks) nodes.push(renderBlock(block, nodes.length, onNavigate));
  return <div className={cn('flex flex-col gap-2 break-words', className)}>{nodes}</div>;
}
