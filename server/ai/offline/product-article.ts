/**
 * The help article that is not a file: what works today and what is still being built, written from the
 * feature list (common/product/features.ts) so the assistant can never say otherwise. While a feature is
 * unbuilt, its last paragraph says "still being built", so it is quoted with every answer from this article
 * (help-index.ts); while none is, it says that every feature on the list works.
 */
import { notBuiltYet, type ProductFeature, worksToday } from '@common/product/features';
import type { HelpArticle, HelpSection } from './article';

const ID = 'what-works';
/** Paragraphs stay short enough to quote in the chat panel (articles.test.ts: 700 characters). */
const MAX_SECTION = 650;

const named = (f: ProductFeature) => (f.routes.length > 0 ? `${f.name} (${f.opens})` : f.name);

/** "Works today: A, B, C." split into paragraphs of at most MAX_SECTION characters. */
function listed(lead: string, features: ProductFeature[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const text = (items: string[]) => `${lead}${items.join(', ')}.`;
  for (const name of features.map(named)) {
    if (current.length > 0 && text([...current, name]).length > MAX_SECTION) {
      paragraphs.push(text(current));
      current = [];
    }
    current.push(name);
  }
  if (current.length > 0) paragraphs.push(text(current));
  return paragraphs;
}

export function productArticle(): HelpArticle {
  const unbuilt = notBuiltYet();
  const texts = [
    ...listed('Works today: ', worksToday()),
    ...(unbuilt.length > 0
      ? listed('Still being built, so not available yet: ', unbuilt)
      : ['Every feature on this list works today: none is left waiting to be built.']),
  ];
  const sections: HelpSection[] = texts.map((text, index) => ({
    id: `${ID}#${index}`,
    articleId: ID,
    index,
    text,
  }));
  return {
    id: ID,
    title: unbuilt.length > 0 ? 'What works today and what is not built yet' : 'What works today',
    route: '/',
    tags: [
      'what works',
      'works today',
      'available',
      'built',
      'not built',
      'coming soon',
      'roadmap',
      'features',
      'ready',
      'status',
    ],
    question: 'What works today?',
    body: texts.join('\n\n'),
    sections,
  };
}
