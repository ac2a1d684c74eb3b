import { describe, expect, it } from 'vitest';
import type { ItemLists } from '../../core';
import type { KnowledgeHit, KnowledgePort } from '../ports';
import { items, runNode } from '../testing';
import { knowledgeRetrievalNode } from './definition';

const hits: KnowledgeHit[] = [
  {
    documentId: 'd1',
    documentName: 'manual.pdf',
    chunkId: 'c1',
    text: 'Press the red button.',
    page: 4,
    score: 3.5,
  },
  {
    documentId: 'd2',
    documentName: 'faq.md',
    chunkId: 'c2',
    text: 'Call us.',
    heading: 'Support',
    score: 1.2,
  },
];

/** Answers the hits for any query and remembers what it was asked. */
function fakeKnowledge() {
  const asked: { query: string; options: { topK: number; minScore: number } }[] = [];
  const port: KnowledgePort = {
    add: async () => {
      throw new Error('not used');
    },
    async search(query, options) {
      asked.push({ query, options });
      return { mode: 'bm25', hits: hits.slice(0, options.topK) };
    },
  };
  return { port, asked };
}

describe('knowledge-retrieval', () => {
  it('answers one item per query with the results, a context with markers and the citations', async () => {
    const knowledge = fakeKnowledge();
    const result = await runNode(knowledgeRetrievalNode, [items({ q: 'red button' }, { q: 'support' })], {
      parametersAt: (i) => ({ query: i === 0 ? ' red button ' : 'support', topK: 2, minScore: 0.5 }),
      ports: { knowledge: knowledge.port },
    });
    expect(knowledge.asked).toEqual([
      { query: 'red button', options: { topK: 2, minScore: 0.5 } },
      { query: 'support', options: { topK: 2, minScore: 0.5 } },
    ]);
    const [out] = result as ItemLists;
    expect(out).toHaveLength(2);
    expect(out![0]!.json).toEqual({
      query: 'red button',
      mode: 'bm25',
      results: hits,
      context: '[1] (manual.pdf, page 4)\nPress the red button.\n\n[2] (faq.md, Support)\nCall us.',
      citations: [
        { n: 1, documentName: 'manual.pdf', page: 4, chunkId: 'c1' },
        { n: 2, documentName: 'faq.md', chunkId: 'c2' },
      ],
    });
  });

  it('refuses an empty query, and says where it can run without the knowledge port', async () => {
    await expect(
      runNode(knowledgeRetrievalNode, [items({})], {
        parameters: { query: ' ' },
        ports: { knowledge: fakeKnowledge().port },
      }),
    ).rejects.toThrow(/the query is empty/);
    await expect(
      runNode(knowledgeRetrievalNode, [items({})], { parameters: { query: 'x' }, name: 'Docs' }),
    ).rejects.toThrow(
      'Node "Docs": Knowledge retrieval is only available when the workflow runs on the server.',
    );
  });
});
