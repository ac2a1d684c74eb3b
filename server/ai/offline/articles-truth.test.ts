import {
  type FeatureId,
  PRODUCT_FEATURES,
  type ProductFeature,
  productFeature,
} from '@common/product/features';
import { copyProblems } from '@common/product/truthful-copy';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer';
import { allArticles } from './articles';

const articles = allArticles();
const STATUS = /still being built/i;

describe('the help articles say what the feature list says', () => {
  it.each(articles.map((a) => [a.id, a] as const))('%s calls nothing that works unbuilt', (_, article) => {
    expect(copyProblems(article.body, article.route)).toEqual([]);
    if (!article.feature) return;
    const feature = (PRODUCT_FEATURES as readonly ProductFeature[]).find((f) => f.id === article.feature);
    expect(feature, `unknown feature ${article.feature}`).toBeDefined();
    // A paragraph saying "still being built" is quoted with every answer from its article.
    expect(STATUS.test(article.body), article.id).toBe(feature!.status === 'not-built');
  });

  it.each([
    'agent-builder',
    'describe-it',
    'testing',
    'publishing',
    'deployments',
    'api-keys',
    'chat-widget',
    'openai-compatible',
    'mcp',
    'pay-per-run',
    'analytics',
    'dashboard',
  ] satisfies FeatureId[])('%s has an article of its own', (id) => {
    expect(articles.some((a) => a.feature === id)).toBe(true);
    expect(productFeature(id).status).toBe('works');
  });

  it('list every feature in the article written from the feature list, each under its status', () => {
    const article = articles.find((a) => a.id === 'what-works')!;
    const [works, notBuilt] = article.body.split('Still being built');
    for (const f of PRODUCT_FEATURES) expect(f.status === 'works' ? works : notBuilt, f.id).toContain(f.name);
    if (notBuilt === undefined) expect(article.body).toContain('Every feature on this list works today');
  });
});

describe('asked how to deploy and get a key', () => {
  it('answers with the steps that work today', async () => {
    const a = await answerQuestion('How do I deploy my agent and get an API key?', { user: null });
    expect(a.articleIds[0]).toBe('deploying-agents');
    expect(a.text).toContain('"Publish and deploy"');
    expect(a.text).toContain('Agent Fleet (/fleet), API keys');
    expect(a.text).not.toMatch(/still being built|coming soon|not built/i);
  });
});
