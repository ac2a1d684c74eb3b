/**
 * Markdown from HTML: headings, emphasis, links, lists, code and paragraphs; other tags keep only their text.
 * Inline elements are matched over at most 4,000 characters, so many unclosed tags cost linear time.
 */
import { decodeEntities, dropNonContent, isSafeUrl, tidyLines } from './html-text';

// A control character marks the set-aside code blocks; it is removed from the input beforehand.
const MARK = '\u0001';
const MARKED_BLOCK = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');

const stripTags = (html: string) => html.replace(/<\/?[a-zA-Z][^>]*>/g, '');

function hrefOf(attributes: string): string | undefined {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const url = decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
  return url !== '' && isSafeUrl(url) ? url : undefined;
}

export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  // Code blocks are set aside first so the rules below leave their text alone.
  let md = dropNonContent(html.replaceAll(MARK, '')).replace(
    /<pre\b[^>]*>([\s\S]*?)<\/pre\s*>/gi,
    (_, inner: string) => {
      blocks.push(`\n\n\`\`\`\n${decodeEntities(stripTags(inner)).replace(/\n$/, '')}\n\`\`\`\n\n`);
      return `${MARK}${blocks.length - 1}${MARK}`;
    },
  );
  md = md
    .replace(/<ol\b[^>]*>([\s\S]*?)<\/ol\s*>/gi, (_, inner: string) => {
      let n = 0;
      return `\n\n${inner.replace(/<li\b[^>]*>/gi, () => `\n${++n}. `)}\n\n`;
    })
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(ul|ol)\b[^>]*>/gi, '\n\n')
    .replace(/<h([1-6])\b[^>]*>([\s\S]{0,4000}?)<\/h\1\s*>/gi, (_, level: string, inner: string) => {
      return `\n\n${'#'.repeat(Number(level))} ${stripTags(inner).replace(/\s+/g, ' ').trim()}\n\n`;
    })
    .replace(/<a\b([^>]*)>([\s\S]{0,4000}?)<\/a\s*>/gi, (_, attributes: string, inner: string) => {
      const url = hrefOf(attributes);
      return url ? `[${inner}](${url.replaceAll(' ', '%20')})` : inner;
    })
    .replace(/<(strong|b)\b[^>]*>([\s\S]{0,4000}?)<\/\1\s*>/gi, '**$2**')
    .replace(/<(em|i)\b[^>]*>([\s\S]{0,4000}?)<\/\1\s*>/gi, '*$2*')
    .replace(/<code\b[^>]*>([\s\S]{0,4000}?)<\/code\s*>/gi, '`$1`')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<hr\b[^>]*>/gi, '\n\n---\n\n')
    .replace(/<\/?(p|div|blockquote|table|tr|section|article)\b[^>]*>/gi, '\n\n');
  md = tidyLines(decodeEntities(stripTags(md)));
  return md
    .replace(MARKED_BLOCK, (_, i: string) => blocks[Number(i)] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
