import { z } from 'zod';
import { defineNode } from '../definition';
import { type KnowledgeHit, requirePort } from '../ports';

/** The passages with numbered markers, for a prompt that asks for an answer citing them as [1], [2]. */
export function citedContext(hits: KnowledgeHit[]) {
  const context = hits
    .map((hit, i) => {
      const where = [
        hit.documentName,
        hit.page !== undefined ? `page ${hit.page}` : null,
        hit.heading ?? null,
      ]
        .filter((part) => part !== null)
        .join(', ');
      return `[${i + 1}] (${where})\n${hit.text}`;
    })
    .join('\n\n');
  const citations = hits.map((hit, i) => ({
    n: i + 1,
    documentName: hit.documentName,
    ...(hit.page !== undefined ? { page: hit.page } : {}),
    chunkId: hit.chunkId,
  }));
  return { context, citations };
}

export const knowledgeRetrievalNode = defineNode({
  type: 'knowledge-retrieval',
  version: 1,
  displayName: 'Knowledge Retrieval',
  group: 'ai',
  words: ['knowledge retrieval', 'knowledge', 'retrieval'],
  description: 'Finds the passages of the workflow’s uploaded documents that answer a query, with citations.',
  documentation:
    'Searches the documents uploaded to this workflow’s knowledge (text, markdown, PDF, Word) for each incoming item’s query and answers one item per query: `query`, `results` (the best passages, best first, with their document, page or heading, and score), `context` (the passages joined, each marked [1], [2]... with where it comes from) and `citations` (`n`, the document name, the page, the passage id). Put `context` in an LLM prompt and ask it to cite the markers. `mode` says how passages were ranked: `hybrid` (words and meaning: BM25 and the AI provider’s embeddings, fused by rank) when a provider offers embeddings and the documents were embedded, else `bm25` (by words). Top K bounds the passages; Minimum score drops weak ones. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({
    query: z.string().max(2000).default(''),
    topK: z.coerce.number().int().min(1).max(20).default(4),
    minScore: z.coerce.number().min(0).default(0),
  }),
  toolPresets: [
    {
      name: 'search_knowledge',
      label: 'Search knowledge',
      description:
        "Searches the documents uploaded to this agent's knowledge and returns the best passages with citations.",
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', description: 'What to look for, in a few words.' } },
        required: ['query'],
      },
      parameters: { query: '={{ $json.query }}', topK: 4 },
    },
  ],
  imports: {
    flowise: ['retrieverAgentflow'],
    dify: ['knowledge-retrieval'],
  },
  execute: async (ctx, [items = []]) => {
    const knowledge = requirePort(ctx.ports, 'knowledge', ctx.node.name, 'Knowledge retrieval');
    const out = [];
    for (const index of items.keys()) {
      const p = ctx.parameters(index);
      const query = p.query.trim();
      if (query === '') throw new Error(`Node "${ctx.node.name}": the query is empty.`);
      const { mode, hits } = await knowledge.search(query, { topK: p.topK, minScore: p.minScore });
      out.push({ json: { query, mode, results: hits, ...citedContext(hits) } });
    }
    return [out];
  },
});
