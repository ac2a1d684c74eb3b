/**
 * What the server needs to know of a post's Markdown without rendering it: the people it mentions (to notify
 * them) and how many links it holds (the new-account rules). Code (fenced blocks and `spans`) is skipped, so
 * `@decorator` in a snippet mentions nobody.
 */

/** Fenced code blocks and inline code spans, removed before looking for mentions and links. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[ \t]*$|(?![\s\S]))/gm, ' ')
    .replace(/(`+)[^`][\s\S]*?\1/g, ' ');
}

const MENTION = /(?<![\w.@/-])@([A-Za-z0-9][A-Za-z0-9._-]{1,39})/g;

/** The usernames mentioned (`@name`), each once, as written, trailing dots dropped ("thanks @ana." → "ana"). */
export function mentionsOf(markdown: string): string[] {
  const seen = new Map<string, string>();
  for (const match of withoutCode(markdown).matchAll(MENTION)) {
    const name = match[1]!.replace(/[._-]+$/, '');
    if (name.length >= 2 && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

const LINK = /\]\(\s*<?[^)\s>]+>?\s*\)|\bhttps?:\/\/[^\s<>()]+|\bwww\.[^\s<>()]+/gi;

/** How many links the post holds: [label](target), bare http(s) addresses and www. names; images count too. */
export function linkCount(markdown: string): number {
  return [...withoutCode(markdown).matchAll(LINK)].length;
}
