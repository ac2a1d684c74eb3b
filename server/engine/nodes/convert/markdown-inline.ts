/**
 * Markdown's inline subset: code spans, links, bold and italics. The text is escaped first, so any HTML
 * in it shows as text; code spans are set aside first so nothing inside them is formatted. Spans are
 * at most 2,000 characters, so text full of unmatched markers costs linear time, not quadratic.
 */
import { escapeHtml, isSafeUrl } from './html-text';

// Control characters mark the set-aside code spans; they are removed from the text beforehand.
const MARK = '\u0001';

export function markdownInline(source: string): string {
  const spans: string[] = [];
  let text = source.replaceAll(MARK, '').replace(/`([^`\n]+)`/g, (_, code: string) => {
    spans.push(`<code>${escapeHtml(code)}</code>`);
    return `${MARK}${spans.length - 1}${MARK}`;
  });
  text = escapeHtml(text)
    .replace(/\[([^\]\n]{1,2000})\]\(([^)\s]{1,2000})\)/g, (_whole, label: string, url: string) => {
      // The url is escaped text here; &amp; stands for & and the check reads the scheme, which escaping keeps.
      return isSafeUrl(url) ? `<a href="${url}">${label}</a>` : label;
    })
    .replace(/\*\*(?=\S)([^*\n]{0,2000}?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([^_\n]{0,2000}?\S)__(?![\w])/g, '$1<strong>$2</strong>')
    .replace(/\*(?=\S)([^*\n]{0,2000}?\S)\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=\S)([^_\n]{0,2000}?\S)_(?![\w])/g, '$1<em>$2</em>');
  return text.replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), (_, i: string) => spans[Number(i)] ?? '');
}
