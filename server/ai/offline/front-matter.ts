/**
 * The small front matter of a help article: `key: value` lines between two `---` lines. Lists are
 * comma-separated. No YAML library: the articles only need flat strings.
 */

export interface FrontMatterDocument {
  fields: Record<string, string>;
  body: string;
}

export function parseFrontMatter(source: string): FrontMatterDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { fields: {}, body: text.trim() };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Front matter line without "key: value": ${line}`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: text.slice(match[0].length).trim() };
}

export function listField(value: string | undefined): string[] {
  return (value ?? '')
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
