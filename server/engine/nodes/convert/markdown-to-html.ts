/**
 * A small, safe Markdown: ATX headings, paragraphs, bullet and numbered lists, fenced code, block quotes,
 * rules, and the inline subset (markdown-inline.ts). Raw HTML is never passed through: it is shown as text.
 */
import { escapeHtml } from './html-text';
import { markdownInline } from './markdown-inline';

type ListKind = 'ul' | 'ol';

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { kind: ListKind; items: string[] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(markdownInline).join('\n')}</p>`);
    paragraph = [];
    if (list)
      out.push(
        `<${list.kind}>${list.items.map((i) => `<li>${markdownInline(i)}</li>`).join('')}</${list.kind}>`,
      );
    list = undefined;
  };
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = /^\s*```\s*([\w+-]*)\s*$/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !/^\s*```\s*$/.test(lines[i] as string); i++)
        code.push(lines[i] as string);
      const lang = fence[1] ? ` class="language-${fence[1]}"` : '';
      out.push(`<pre><code${lang}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      const level = heading[1]!.length;
      out.push(`<h${level}>${markdownInline(heading[2] ?? '')}</h${level}>`);
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      out.push('<hr>');
    } else if (bullet || numbered) {
      const kind: ListKind = bullet ? 'ul' : 'ol';
      if (paragraph.length > 0 || (list && list.kind !== kind)) flush();
      list ??= { kind, items: [] };
      list.items.push((bullet ?? numbered)![1] ?? '');
    } else if (/^\s*>/.test(line)) {
      flush();
      out.push(`<blockquote><p>${markdownInline(line.replace(/^\s*>\s?/, ''))}</p></blockquote>`);
    } else if (list) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else paragraph.push(line.trim());
  }
  flush();
  return out.join('\n');
}
