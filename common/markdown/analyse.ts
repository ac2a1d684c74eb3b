/**
 * What the server needs to know of a post's Markdown without rendering it: the people it mentions (to notify
 * them) and how many links it holds (the new-account rules). It reads the renderers' own parse
 * (parse-blocks.ts, parse-inline.ts), so a notified person is exactly one the post shows as a mention; code
 * (fenced blocks and `spans`) is skipped, so `@decorator` in a snippet mentions nobody.
 */
import type { MarkdownEmbed } from './embed';
import { type MarkdownBlock, parseBlocks } from './parse-blocks';
import { type InlineNode, parseInline } from './parse-inline';

/** Every inline node of the post outside code and link labels, depth first; embeds go to `onEmbed`. */
function walk(
  markdown: string,
  visit: (node: InlineNode) => void,
  onEmbed: (embed: MarkdownEmbed) => void = () => {},
): void {
  const inline = (nodes: InlineNode[]) => {
    for (const node of nodes) {
      visit(node);
      // A link's label holds no mention (parse-inline.ts) and is not a second link.
      if (node.kind === 'strong' || node.kind === 'em') inline(node.children);
    }
  };
  const blocks = (list: MarkdownBlock[]) => {
    for (const b of list) {
      if (b.kind === 'paragraph') for (const line of b.lines) inline(parseInline(line));
      else if (b.kind === 'heading') inline(parseInline(b.text));
      else if (b.kind === 'list') for (const item of b.items) inline(parseInline(item));
      else if (b.kind === 'quote') blocks(b.blocks);
      else if (b.kind === 'embed') onEmbed(b.embed);
    }
  };
  blocks(parseBlocks(markdown));
}

/** The usernames mentioned (`@name`), each once, as written, trailing dots dropped ("thanks @ana." → "ana"). */
export function mentionsOf(markdown: string): string[] {
  const seen = new Map<string, string>();
  walk(markdown, (node) => {
    if (node.kind === 'mention' && !seen.has(node.username.toLowerCase()))
      seen.set(node.username.toLowerCase(), node.username);
  });
  return [...seen.values()];
}

/** Addresses the renderers leave as text but a reader can still copy: http:// and www. names. */
const PLAIN_ADDRESS = /\bhttps?:\/\/[^\s<>()]+|\bwww\.[^\s<>()]+/gi;

/**
 * How many links the post holds: [label](target), bare http(s) addresses and www. names, images and a
 * listing's address on its own line too, whether or not a renderer would make them clickable. A shared
 * workflow is code, and counts nothing.
 */
export function linkCount(markdown: string): number {
  let count = 0;
  walk(
    markdown,
    (node) => {
      if (node.kind === 'link' || node.kind === 'image') count++;
      else if (node.kind === 'text') count += node.text.match(PLAIN_ADDRESS)?.length ?? 0;
    },
    (embed) => {
      if (embed.type === 'listing') count++;
    },
  );
  return count;
}
