/**
 * The rule every piece of product copy keeps: nothing that works is called "coming soon", and what is
 * not built says so. Pure text checks over `PRODUCT_FEATURES`, used by the tests of the home page, the
 * welcome dialog, the tour, the placeholder screens and the offline assistant's articles.
 */
import { featureOfRoute, PRODUCT_FEATURES, type ProductFeature } from './features';

/** Words that say something does not exist yet ("You have not built anything yet" is about the reader). */
export const NOT_BUILT_WORDS =
  /\b(coming soon|(?<!have )not (yet )?built|not (yet )?available|not available yet|on (its|their) way|(still )?being built|until it is built|will be built|not ready yet)\b/i;

export function saysNotBuilt(text: string): boolean {
  return NOT_BUILT_WORDS.test(text);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words that name a feature: its name, its aliases and its plain routes and endpoints, never as part of
 * a longer path or name ("marketplace" is not named by "/web3-marketplace").
 */
function namesOf(feature: ProductFeature): RegExp {
  const plain = [...feature.routes, ...(feature.endpoints ?? [])].filter((r) => !/[:*]/.test(r));
  const words = [feature.name, ...(feature.aliases ?? [])].map(
    (w) => `${/^\w/.test(w) ? '(?<![\\w/-])' : ''}${escapeRegExp(w)}${/\w$/.test(w) ? '\\b' : '(?![\\w/-])'}`,
  );
  const paths = plain.map((p) => `${escapeRegExp(p)}(?![\\w/-])`);
  return new RegExp(`(${[...words, ...paths].join('|')})`, 'i');
}

const workingNames = PRODUCT_FEATURES.filter((f) => f.status === 'works').map(
  (f) => [f as ProductFeature, namesOf(f)] as const,
);

/** Sentences (and lines): "Visual builder · Coming soon" stays one, so its badge and its name are judged together. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface FalseClaim {
  sentence: string;
  /** The working feature the sentence calls unbuilt. */
  feature: string;
}

/** Each sentence of `text` that says something is not built while naming a feature that works. */
export function falseNotBuiltClaims(text: string): FalseClaim[] {
  return sentencesOf(text).flatMap((sentence) => {
    if (!saysNotBuilt(sentence)) return [];
    const named = workingNames.find(([, names]) => names.test(sentence));
    return named ? [{ sentence, feature: named[0].id }] : [];
  });
}

/**
 * What is wrong with copy shown on a screen (or about it, as a tour step or a help article is): a working
 * screen's copy never says "not built" at all, and no copy calls a working feature unbuilt.
 */
export function copyProblems(text: string, route?: string): string[] {
  const problems = falseNotBuiltClaims(text).map(
    (c) => `calls ${c.feature}, which works, unbuilt: "${c.sentence}"`,
  );
  const feature = route ? featureOfRoute(route) : undefined;
  if (feature?.status === 'works' && saysNotBuilt(text)) {
    const sentence = sentencesOf(text).find(saysNotBuilt);
    problems.push(`${route} (${feature.id}) works, but its copy says it is not: "${sentence}"`);
  }
  return problems;
}
