/**
 * The truthful-copy rule (common/product/truthful-copy.ts) over a rendered page: every block of text, and
 * every link to a working screen, read the way a visitor reads them. Used by `pages/truthful-copy.test.tsx`.
 */
import { featureOfRoute, PRODUCT_FEATURES } from '@common/product/features';
import { copyProblems, falseNotBuiltClaims, saysNotBuilt } from '@common/product/truthful-copy';

const BLOCKS = 'h1, h2, h3, h4, p, li, a, button, label, figcaption, [role="dialog"] span, figure span';
const statusOf = new Map<string, string>(PRODUCT_FEATURES.map((f) => [f.id, f.status]));

const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * What a page says wrongly: a working feature called unbuilt; "coming soon" outside an element marked
 * with the not-built feature it is about (`data-feature`, or `data-features` for a list of several); an element marked with a working feature, or
 * a link to a working screen, said to be coming soon.
 */
export function pageCopyProblems(root: Element): string[] {
  const problems: string[] = [];
  const blocks = [...root.querySelectorAll(BLOCKS)];
  const labelled = [...root.querySelectorAll('[aria-label]')].map(
    (el) => el.getAttribute('aria-label') ?? '',
  );
  for (const text of [...blocks.map(textOf), ...labelled])
    for (const claim of falseNotBuiltClaims(text))
      problems.push(`calls ${claim.feature} unbuilt: "${claim.sentence}"`);
  for (const el of blocks) {
    const text = textOf(el);
    if (!saysNotBuilt(text)) continue;
    const marked = el.closest('[data-feature], [data-features]');
    const owners = (marked?.getAttribute('data-feature') ?? marked?.getAttribute('data-features') ?? '')
      .split(' ')
      .filter(Boolean);
    if (owners.length === 0)
      problems.push(`"${text}" says something is not built without saying which feature`);
    for (const owner of owners.filter((id) => statusOf.get(id) !== 'not-built'))
      problems.push(
        `"${text}" is about ${owner}, which ${statusOf.has(owner) ? 'works' : 'is not a feature'}`,
      );
  }
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (featureOfRoute(href)?.status !== 'works') continue;
    const card = link.closest('li, [data-feature]') ?? link;
    problems.push(...copyProblems(textOf(card), href).map((p) => `link to ${href}: ${p}`));
  }
  return [...new Set(problems)];
}
