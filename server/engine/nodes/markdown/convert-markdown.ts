/**
 * The two conversions of n8n's Markdown node, with its option names: showdown's options are set one by one
 * (n8n calls `setOption` for each), node-html-markdown's are translated from n8n's collections (text
 * replacements and escapes as [pattern, replacement] pairs, ignored and block elements as comma lists) and
 * passed when set to a truthy value, as n8n does.
 */
import { NodeHtmlMarkdown, type NodeHtmlMarkdownOptions } from 'node-html-markdown';
import showdown from 'showdown';

type Options = Record<string, unknown>;

export function markdownToHtml(markdown: string, options: Options): string {
  const converter = new showdown.Converter();
  for (const [key, value] of Object.entries(options)) converter.setOption(key, value);
  return converter.makeHtml(markdown);
}

interface PatternEntry {
  pattern?: unknown;
  replacement?: unknown;
}

function isEntry(value: unknown): value is PatternEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** n8n's `{ value: { pattern, replacement } }` as node-html-markdown's pair; an empty one is unset. */
function pair(collection: unknown): [unknown, unknown] | undefined {
  const value = isEntry(collection) ? (collection as { value?: unknown }).value : undefined;
  if (!isEntry(value) || Object.keys(value).length === 0) return undefined;
  return [value.pattern, value.replacement];
}

function commaList(value: unknown): string[] | undefined {
  return value
    ? String(value)
        .split(',')
        .map((element) => element.trim())
    : undefined;
}

function translateOptions(options: Options): Partial<NodeHtmlMarkdownOptions> {
  const values = isEntry(options.textReplace)
    ? (options.textReplace as { values?: unknown }).values
    : undefined;
  const entries = Array.isArray(values) ? values.filter(isEntry) : [];
  const translated: Options = {
    ...options,
    textReplace: entries.length > 0 ? entries.map((entry) => [entry.pattern, entry.replacement]) : undefined,
    lineStartEscape: pair(options.lineStartEscape),
    globalEscape: pair(options.globalEscape),
    ignore: commaList(options.ignore),
    blockElements: commaList(options.blockElements),
  };
  // n8n passes only the options set to a truthy value: the library's defaults stand for the others.
  return Object.fromEntries(Object.entries(translated).filter(([, value]) => Boolean(value)));
}

export function htmlToMarkdown(html: string, options: Options): string {
  return NodeHtmlMarkdown.translate(html, translateOptions(options));
}
