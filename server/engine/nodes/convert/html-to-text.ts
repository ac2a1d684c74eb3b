/** Readable text from HTML: block elements become line breaks, list items dashes; scripts and styles go. */
import { decodeEntities, dropNonContent, tidyLines } from './html-text';

const BLOCK_END =
  /<\/(p|div|h[1-6]|tr|ul|ol|table|blockquote|pre|section|article|header|footer|nav|form)\s*>/gi;

export function htmlToText(html: string): string {
  const text = dropNonContent(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<hr\b[^>]*>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
  return tidyLines(decodeEntities(text));
}
