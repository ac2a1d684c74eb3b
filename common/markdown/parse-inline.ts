/**
 * Inline Markdown: `code`, **bold**, __bold__, *italic*, _italic_, [label](target), ![alt](src), bare https
 * addresses and @mentions. Pure; returns a tree of spans that the renderers (markdown.tsx, render-dom.ts,
 * render-html.ts) turn into elements, never into HTML taken from the text. Whether a target or an image
 * source may be used is theirs to ask (safe-href.ts); the parser only reads what was written.
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'link'; target: string; children: InlineNode[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'mention'; username: string };

const INLINE = new RegExp(
  [
    /(`+)([^`][\s\S]*?)\1/.source, // 1, 2: code
    /\*\*(?=\S)([\s\S]+?)\*\*/.source, // 3: bold
    /(?<![\w_])__(?=\S)([\s\S]+?)__(?![\w_])/.source, // 4: bold
    /(?<![\w*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![\w*])/.source, // 5: italic
    /(?<![\w_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\w_])/.source, // 6: italic
    /!\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?\s*\)/.source, // 7, 8: image
    /\[([^\]\n]+)\]\(\s*<?([^)\s>]+)>?\s*\)/.source, // 9, 10: link
    /(https:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])/.source, // 11: bare address
    // 12: a mention; not inside an e-mail address (a@b.com), a path or a word, nor an npm scope (@scope/pkg).
    /(?<![\w.@/-])@([A-Za-z0-9][A-Za-z0-9._-]{1,39})(?![A-Za-z0-9._-]*\/)/.source,
  ].join('|'),
  'g',
);

export type InlineOptions = {
  /** Read `@name` as a mention (default true); false leaves it text, as where there are no people to mention. */
  mentions?: boolean;
  /** The label of a link, which holds no link or mention of its own (no link in a link). */
  inLink?: boolean;
};

export function parseInline(text: string, options: InlineOptions = {}): InlineNode[] {
  const { mentions = true, inLink = false } = options;
  const nodes: InlineNode[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const previous = nodes[nodes.length - 1];
    if (previous?.kind === 'text') previous.text += t;
    else nodes.push({ kind: 'text', text: t });
  };
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    pushText(text.slice(last, at));
    last = at + match[0].length;
    const [whole, , code, bold, bold2, italic, italic2, alt, src, label, target, bare, mention] = match;
    if (code !== undefined) nodes.push({ kind: 'code', text: code.trim() === '' ? code : code.trim() });
    else if (bold !== undefined || bold2 !== undefined)
      nodes.push({ kind: 'strong', children: parseInline(bold ?? bold2!, options) });
    else if (alt !== undefined && src !== undefined) nodes.push({ kind: 'image', src, alt });
    else if (label !== undefined && target !== undefined && !inLink)
      nodes.push({ kind: 'link', target, children: parseInline(label, { ...options, inLink: true }) });
    else if (bare !== undefined && !inLink)
      nodes.push({ kind: 'link', target: bare, children: [{ kind: 'text', text: bare }] });
    else if (mention !== undefined && mentions && !inLink) {
      // "thanks @ana." mentions ana: trailing dots, dashes and underscores end the sentence, not the name.
      const username = mention.replace(/[._-]+$/, '');
      if (username.length < 2) pushText(whole);
      else {
        nodes.push({ kind: 'mention', username });
        pushText(mention.slice(username.length));
      }
    } else if (italic !== undefined || italic2 !== undefined)
      nodes.push({ kind: 'em', children: parseInline(italic ?? italic2!, options) });
    else pushText(whole);
  }
  pushText(text.slice(last));
  return nodes;
}
