/**
 * An answer's text as DOM nodes: plain text (never HTML), with Markdown links `[label](url)` made links.
 * A relative URL points at the app (the answer comes from it), not at the page the widget is on; only
 * http(s) links are made, and they open in a new tab without access to this page.
 */
const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)/g;

export function linkHref(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

export function renderText(target: HTMLElement, text: string, base: string): void {
  const nodes: Node[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, url] = match;
    const href = linkHref(url!, base);
    if (!href) continue;
    if (match.index > at) nodes.push(document.createTextNode(text.slice(at, match.index)));
    const link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = label!;
    nodes.push(link);
    at = match.index + whole.length;
  }
  if (at < text.length) nodes.push(document.createTextNode(text.slice(at)));
  target.replaceChildren(...nodes);
}
