/**
 * Embeds: a paragraph that is only the address of a marketplace listing, or a fenced block of a shared
 * workflow (info string `workflow` or `aiz-workflow`, content JSON: ours, or n8n, Flowise or Dify's, which the
 * client brings in through its importers). The parser only recognises them; a renderer shows a card when it
 * can (markdown.tsx's `renderEmbed`), and otherwise the link or the code block they were written as.
 *
 * A listing's address may be a path (`/marketplace/walker-widgets`) or a full http(s) address; a full address
 * is a listing of this site only when its origin is the page's, which the renderer knows (listingEmbedPath).
 */
import { safeHref } from './safe-href';

export type MarkdownEmbed =
  | { type: 'listing'; slug: string /** As written: a path or a full address. */; url: string }
  | { type: 'workflow' /** The JSON as written. */; source: string };

/** Paths under /marketplace/ that are pages of the marketplace, not listings. */
const NOT_LISTINGS = new Set(['selling']);
const LISTING_PATH = /^\/marketplace\/([a-z0-9-]{1,80})\/?$/;
const LISTING_URL = /^(?:https?:\/\/[^/\s\\?#]+)?(\/marketplace\/[a-z0-9-]{1,80}\/?)$/i;

/** The listing a paragraph's only line names, or null. */
export function listingEmbedOf(line: string): MarkdownEmbed | null {
  const url = line.trim();
  const path = LISTING_URL.exec(url)?.[1];
  const slug = path ? LISTING_PATH.exec(path)?.[1] : undefined;
  if (!slug || NOT_LISTINGS.has(slug)) return null;
  return { type: 'listing', slug, url };
}

/** The path to show a listing embed at, or null when its address is another site's. */
export function listingEmbedPath(embed: { url: string }, origin?: string): string | null {
  const link = safeHref(embed.url, origin);
  return link?.internal ? link.href : null;
}

const WORKFLOW_LANGUAGES = new Set(['workflow', 'aiz-workflow']);

/** A fenced block holding a shared workflow, or null (another language, or not JSON: still streaming). */
export function workflowEmbedOf(language: string, source: string): MarkdownEmbed | null {
  if (!WORKFLOW_LANGUAGES.has(language.toLowerCase())) return null;
  try {
    const value: unknown = JSON.parse(source);
    if (typeof value !== 'object' || value === null) return null;
  } catch {
    return null;
  }
  return { type: 'workflow', source };
}
