/**
 * Inline Markdown: `code`, **bold**, __bold__, *italic*, _italic_, [label](target) and bare https
 * addresses. Pure; returns a tree of spans that markdown.tsx renders as React elements (never as HTML).
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'link'; target: string; children: InlineNode[] };

const INLINE = new RegExp(
  [
    /(`+)([^`][\s\S]*?)\1/.source, // 1, 2: code
    /\*\*(?=\S)([\s\S]+?)\*\*/.source, // 3: bold
    /(?<![\w_])__(?=\S)([\s\S]+?)__(?![\w_])/.source, // 4: bold
    /(?<![\w*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![\w*])/.source, // 5: italic
    /(?<![\w_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\w_])/.source, // 6: italic
    /\[([^\]\n]+)\]\(\s*<?([^)\s>]+)>?\s*\)/.source, // 7, 8: link
    /(https:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])/.source, // 9: bare address
  ].join('|'),
  'g',
);

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (t) nodes.push({ kind: 'text', text: t });
  };
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    pushText(text.slice(last, at));
    last = at + match[0].length;
    const [whole, , code, bold, bold2, italic, italic2, label, target, bare] = match;
    if (code !== undefined) nodes.push({ kind: 'code', text: code.trim() === '' ? code : code.trim() });
    else if (bold !== undefined || bold2 !== undefined)
      nodes.push({ kind: 'strong', children: parseInline(bold ?? bold2!) });
    else if (label !== undefined && target !== undefined)
      nodes.push({ kind: 'link', target, children: parseInline(label) });
    else if (bare !== undefined)
      nodes.push({ kind: 'link', target: bare, children: [{ kind: 'text', text: bare }] });
    else if (italic !== undefined || italic2 !== undefined)
      nodes.push({ kind: 'em', children: parseInline(italic ?? italic2!) });
    else pushText(whole);
  }
  pushText(text.slice(last));
  return nodes;
}
