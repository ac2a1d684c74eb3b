/** The shared pieces of HTML handling: escaping, entity decoding and dropping what is never content. */

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
};

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/** One pass, so `&amp;lt;` becomes `&lt;` and not `<`. Unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,8}|#\d{1,8}|[a-zA-Z]{2,8});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const hex = ref[1] === 'x' || ref[1] === 'X';
    return fromCodePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

const NON_CONTENT_OPEN = /<!--|<(script|style|noscript|head|template|iframe|object|embed|svg|math)\b/gi;

/**
 * Comments, scripts, styles and other elements whose text is not for reading; an unclosed one runs to the
 * end. One left-to-right scan with indexOf for each end, so text full of unclosed tags costs linear time.
 */
export function dropNonContent(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let from = 0;
  NON_CONTENT_OPEN.lastIndex = 0;
  for (let open = NON_CONTENT_OPEN.exec(html); open; open = NON_CONTENT_OPEN.exec(html)) {
    out += html.slice(from, open.index);
    const closing = open[1] ? `</${open[1].toLowerCase()}` : '-->';
    const end = lower.indexOf(closing, open.index + open[0].length);
    if (end === -1) return out;
    const after = open[1] ? lower.indexOf('>', end) : end + 2;
    if (after === -1) return out;
    from = after + 1;
    NON_CONTENT_OPEN.lastIndex = from;
  }
  return out + html.slice(from);
}

/** Links people may follow: web, mail, or relative; `javascript:`, `data:` and the like are refused. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:|[/#?.])/i.test(trimmed) || !/^[^/?#]*:/.test(trimmed);
}

/** Runs of spaces become one, lines are trimmed, and at most one blank line stays between blocks. */
export function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
