/**
 * The help articles (./articles/*.md): read once, on first use, and split into sections (paragraphs,
 * a `## heading` joined to the paragraph after it) so answers can quote the part that matches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HelpArticle, HelpSection } from './article';
import { listField, parseFrontMatter } from './front-matter';
import { productArticle } from './product-article';

export type { HelpArticle, HelpSection } from './article';

export const ARTICLES_DIR = fileURLToPath(new URL('./articles/', import.meta.url));

function splitSections(articleId: string, body: string): HelpSection[] {
  const sections: HelpSection[] = [];
  let heading = '';
  for (const block of body.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text) continue;
    if (/^#{1,6}\s/.test(text) && !text.includes('\n')) {
      heading = text;
      continue;
    }
    const joined = heading ? `${heading}\n\n${text}` : text;
    heading = '';
    sections.push({ id: `${articleId}#${sections.length}`, articleId, index: sections.length, text: joined });
  }
  return sections;
}

export function parseArticle(fileName: string, source: string): HelpArticle {
  const { fields, body } = parseFrontMatter(source);
  const { id, title, route } = fields;
  if (!id || !title || !route) throw new Error(`Help article ${fileName} needs id, title and route`);
  if (!route.startsWith('/')) throw new Error(`Help article ${fileName}: route must start with /`);
  return {
    id,
    title,
    route,
    ...(fields.feature ? { feature: fields.feature } : {}),
    tags: listField(fields.tags),
    question: fields.question || `Tell me about ${title.toLowerCase()}`,
    body,
    sections: splitSections(id, body),
  };
}

export function loadArticles(dir: string = ARTICLES_DIR): HelpArticle[] {
  const articles = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseArticle(name, readFileSync(`${dir}${dir.endsWith('/') ? '' : '/'}${name}`, 'utf8')));
  const seen = new Set<string>();
  for (const article of articles) {
    if (seen.has(article.id)) throw new Error(`Two help articles have the id ${article.id}`);
    seen.add(article.id);
  }
  return articles;
}

let cached: HelpArticle[] | undefined;

/** Every help article, read once, and the one written from the feature list. */
export function allArticles(): HelpArticle[] {
  cached ??= [...loadArticles(), productArticle()];
  return cached;
}

/** What a help page lists: id, title and route of every article. */
export function helpArticles(): { id: string; title: string; route: string }[] {
  return allArticles().map(({ id, title, route }) => ({ id, title, route }));
}
