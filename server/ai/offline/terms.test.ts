import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';
import { countWords, processIndexTerm, questionTerms, trimSuffix } from './terms';

describe('search terms', () => {
  it('meet across word forms and drop stop words', () => {
    expect(new Set(['stake', 'staked', 'staking', 'stakes'].map(trimSuffix))).toEqual(new Set(['stak']));
    expect(questionTerms('How do I stake my AIZ?')).toEqual(['stak', 'aiz']);
    expect(questionTerms('what can you do')).toEqual([]);
  });

  it('join phrases that mean one thing', () => {
    expect(questionTerms('how do I sign up')).toEqual(['signup']);
    expect(questionTerms('Signing in')).toEqual(['signin']);
    expect(questionTerms("I didn't get my e-mail")).toEqual(['didnt', 'email']);
  });

  it('index the word as written beside its trimmed form', () => {
    expect(processIndexTerm('Staking')).toEqual(['stak', 'staking']);
    expect(processIndexTerm('the')).toBeNull();
  });

  it('count words', () => {
    expect(countWords('  one two\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});

describe('front matter', () => {
  it('reads flat key: value lines and leaves the body', () => {
    expect(parseFrontMatter('---\nid: a\ntitle: A: the first\n---\nBody\n')).toEqual({
      fields: { id: 'a', title: 'A: the first' },
      body: 'Body',
    });
    expect(parseFrontMatter('No front matter')).toEqual({ fields: {}, body: 'No front matter' });
    expect(() => parseFrontMatter('---\nnot a field\n---\n')).toThrow(/key: value/);
  });
});
