import { readdirSync, readFileSync } from 'node:fs';
import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { SUPPORTED_CHAINS } from '@common/web3/chains';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../config';
import { ARTICLES_DIR, allArticles, helpArticles, parseArticle } from './articles';

const articles = allArticles();

/** Answers quote an article's sections, so each stays short enough to read in the chat panel. */
const MAX_BODY_CHARS = 1500;
const MAX_SECTION_CHARS = 700;
const MAX_SECTIONS = 6;

describe('help articles', () => {
  it('are at least 20, with unique ids', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  it.each(readdirSync(ARTICLES_DIR).filter((name) => name.endsWith('.md')))(
    '%s is short, named after its id, with full front matter',
    (fileName) => {
      const a = parseArticle(fileName, readFileSync(`${ARTICLES_DIR}${fileName}`, 'utf8'));
      expect(`${a.id}.md`).toBe(fileName);
      expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.title.length).toBeLessThanOrEqual(60);
      expect(a.tags.length).toBeGreaterThan(2);
      expect(a.question).toMatch(/\?$/);
      expect(a.body.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
      expect(a.sections.length).toBeGreaterThan(0);
      expect(a.sections.length).toBeLessThanOrEqual(MAX_SECTIONS);
      for (const section of a.sections)
        expect(section.text.length, section.id).toBeLessThanOrEqual(MAX_SECTION_CHARS);
    },
  );

  it('only name environment variables the server reads', () => {
    const known = new Set(Object.keys(envSchema.shape));
    const named = articles.flatMap((a) =>
      [...a.body.matchAll(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g)].map((m) => m[0]),
    );
    expect(named.length).toBeGreaterThan(10);
    for (const name of named) expect(known.has(name), name).toBe(true);
  });

  it('state the signup bonus and the chains as the product defines them', () => {
    const bonus = articles.find((a) => a.id === 'signup-bonus')!.body;
    expect(bonus).toContain(`first ${SIGNUP_BONUS_USER_LIMIT} people`);
    expect(bonus).toContain(`${SIGNUP_BONUS_AIZ} AIZ`);
    const chains = articles.find((a) => a.id === 'wallets-chains')!.body;
    for (const chain of SUPPORTED_CHAINS) {
      const mention = new RegExp(
        `${chain.name} \\((chain id )?${chain.id}\\) with ([A-Z, ]+(?:and [A-Z]+)?)`,
      );
      const listed = mention
        .exec(chains)?.[2]
        ?.split(/, | and /)
        .map((s) => s.trim());
      expect(listed, chain.name).toEqual(chain.tokens.map((t) => t.symbol));
    }
  });

  it('lists id, title and route for a help page', () => {
    expect(helpArticles()).toContainEqual({ id: 'staking', title: 'Staking AIZ', route: '/staking' });
  });

  it('splits paragraphs and keeps a heading with the paragraph after it', () => {
    const a = parseArticle(
      'x.md',
      '---\nid: x\ntitle: X\nroute: /x\ntags: a, b, c\n---\nFirst.\n\n## Part\n\nSecond.\n\nThird.\n',
    );
    expect(a.sections.map((s) => s.text)).toEqual(['First.', '## Part\n\nSecond.', 'Third.']);
    expect(a.question).toBe('Tell me about x');
    expect(() => parseArticle('y.md', '---\ntitle: Y\n---\nBody')).toThrow(/needs id, title and route/);
  });
});
