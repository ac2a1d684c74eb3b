/**
 * New-user walk: "build me a workflow that summarises my gmail and posts to Slack" was answered with
 * the community article. When much of a question is about things no article mentions, the offline
 * assistant says so and points to the builder or the nearest article, instead of quoting one.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer';
import { helpIndex } from './help-index';
import { answerFromArticles } from './retrieval-answer';

const signedOut = { user: null };
const NOT_SURE = /^I am not sure the help articles cover that/;

describe('a question the help articles do not cover', () => {
  it('builds nothing from the community article for the Gmail-to-Slack workflow; points to the builder', async () => {
    const a = await answerQuestion(
      'build me a workflow that summarises my gmail and posts to Slack',
      signedOut,
    );
    expect(a.text).toMatch(NOT_SURE);
    expect(a.text).toContain('“gmail”');
    expect(a.text).toContain('“slack”');
    expect(a.text).toContain('start in [The AI workflow builder](/workflow-builder)');
    expect(a.text).toContain('Or ask me about:');
    expect(a.text).not.toContain('From the help article');
    const community = helpIndex().articles.find((article) => article.id === 'community')!;
    for (const section of community.sections) expect(a.text).not.toContain(section.text);
    expect(a.articleIds).toEqual([]);
    expect(a.suggestions[0]).toBe('How do I build a workflow?');
  });

  it.each([
    ['write me a python script to sort a list', ['python', 'script', 'sort']],
    ['can I post to slack', ['slack']],
    ['summarise my emails', ['summarise']],
  ])('says plainly it is not sure about "%s", naming what no article mentions', (question, unknown) => {
    const a = answerFromArticles(helpIndex(), question);
    expect(a.text).toMatch(NOT_SURE);
    for (const word of unknown) expect(a.text).toContain(`“${word}”`);
    expect(a.text).not.toContain('From the help article');
    expect(a.matched).toBe(false);
  });

  it("still answers questions in the articles' own words, and forgives a typo", () => {
    const index = helpIndex();
    for (const article of index.articles) {
      expect(answerFromArticles(index, article.question).text, article.question).not.toMatch(NOT_SURE);
    }
    expect(answerFromArticles(index, 'how do I stakng my AIZ').text).toMatch(
      /^From the help article \[Staking AIZ\]/,
    );
    expect(answerFromArticles(index, 'how do I build a workflow').text).toMatch(
      /^From the help article \[The AI workflow builder\]/,
    );
  });
});
