/**
 * The block structure of the small Markdown subset answers use: paragraphs, headings, fenced code,
 * bulleted and numbered lists, quotes (holding blocks of their own, so `> # Title` is a heading in a
 * quote and a lone `>` separates its paragraphs), rules and embeds (embed.ts: a paragraph that is only a
 * listing's address, a fenced `workflow` block of JSON). Pure; rendering is in markdown.tsx (React),
 * client/src/components/markdown/render-dom.ts (the chat widget) and render-html.ts (e-mail). An unclosed
 * code fence runs to the end, so a streaming answer renders sensibly while it grows.
 */
import { listingEmbedOf, type MarkdownEmbed, workflowEmbedOf } from './embed';

export type MarkdownBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'code'; language: string; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'quote'; blocks: MarkdownBlock[] }
  | { kind: 'rule' }
  | { kind: 'embed'; embed: MarkdownEmbed };

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

const isBlank = (line: string) => line.trim() === '';

/** Quotes nest at most this deep; deeper `>` marks stay text (an answer cannot exhaust the stack). */
const MAX_QUOTE_DEPTH = 8;

function listItem(line: string): { ordered: boolean; number: number; text: string } | null {
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, number: Number(numbered[1]), text: numbered[2]! };
  const bullet = BULLET.exec(line);
  return bullet ? { ordered: false, number: 1, text: bullet[1]! } : null;
}

function startsBlock(line: string): boolean {
  return (
    FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || listItem(line) !== null
  );
}

export function parseBlocks(markdown: string): MarkdownBlock[] {
  return parseLines(markdown.replace(/\r\n?/g, '\n').split('\n'), 0);
}

function parseLines(lines: string[], depth: number): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trim().startsWith(marker)) body.push(lines[i++]!);
      const closed = i < lines.length;
      i++; // the closing fence, if any
      const language = fence[2] ?? '';
      const text = body.join('\n');
      // A workflow still streaming in (no closing fence yet) stays code until it is whole.
      const embed = closed ? workflowEmbedOf(language, text) : null;
      blocks.push(embed ? { kind: 'embed', embed } : { kind: 'code', language, text });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', text: heading[1]! });
      i++;
      continue;
    }
    if (depth < MAX_QUOTE_DEPTH && QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'quote', blocks: parseLines(quoted, depth + 1) });
      continue;
    }
    const first = listItem(line);
    if (first) {
      const items = [first.text];
      i++;
      while (i < lines.length) {
        const next = lines[i]!;
        const item = listItem(next);
        if (item && item.ordered === first.ordered) {
          items.push(item.text);
          i++;
        } else if (!item && !isBlank(next) && /^\s+/.test(next)) {
          items[items.length - 1] += ` ${next.trim()}`; // an indented continuation line
          i++;
        } else if (isBlank(next) && listItem(lines[i + 1] ?? '')?.ordered === first.ordered) {
          i++; // a blank line between items of the same list
        } else break;
      }
      blocks.push({ kind: 'list', ordered: first.ordered, start: first.number, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i]!) && (paragraph.length === 0 || !startsBlock(lines[i]!))) {
      paragraph.push(lines[i++]!.trim());
    }
    const embed = paragraph.length === 1 ? listingEmbedOf(paragraph[0]!) : null;
    blocks.push(embed ? { kind: 'embed', embed } : { kind: 'paragraph', lines: paragraph });
  }
  return blocks;
}
