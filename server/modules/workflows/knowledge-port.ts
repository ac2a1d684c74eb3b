/**
 * The knowledge port: BM25 (MiniSearch) over the chunks of the run's workflow's documents. An index is
 * built per workflow and kept while its documents stay the same (the set of document ids is checked on
 * each search, one small query), so a run searching many items reads the chunks once.
 */
import { asc, eq } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import type { DbOrTx } from '../../db/client';
import { knowledgeChunks, knowledgeDocuments } from '../../db/schema/workflows-knowledge';
import type { KnowledgeHit, KnowledgePort } from '../../engine/nodes/ports';

interface IndexedChunk {
  id: string;
  text: string;
  heading: string;
}

interface WorkflowIndex {
  /** The workflow's document ids, sorted and joined: a change means a rebuild. */
  stamp: string;
  search: MiniSearch<IndexedChunk>;
  chunks: Map<string, Omit<KnowledgeHit, 'score'>>;
}

/** Most workflows' indexes kept at once; the least recently used goes first. */
const MAX_CACHED = 50;
const cache = new Map<string, WorkflowIndex>();

async function buildIndex(db: DbOrTx, workflowId: string, stamp: string): Promise<WorkflowIndex> {
  const rows = await db
    .select({
      id: knowledgeChunks.id,
      text: knowledgeChunks.text,
      heading: knowledgeChunks.heading,
      page: knowledgeChunks.page,
      documentId: knowledgeDocuments.id,
      documentName: knowledgeDocuments.name,
    })
    .from(knowledgeChunks)
    .innerJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgeChunks.documentId))
    .where(eq(knowledgeChunks.workflowId, workflowId))
    .orderBy(asc(knowledgeDocuments.createdAt), asc(knowledgeChunks.seq));
  const search = new MiniSearch<IndexedChunk>({
    fields: ['heading', 'text'],
    searchOptions: {
      combineWith: 'OR',
      boost: { heading: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
    },
  });
  search.addAll(rows.map((r) => ({ id: r.id, text: r.text, heading: r.heading ?? '' })));
  const chunks = new Map(
    rows.map((r) => [
      r.id,
      {
        documentId: r.documentId,
        documentName: r.documentName,
        chunkId: r.id,
        text: r.text,
        ...(r.page !== null ? { page: r.page } : {}),
        ...(r.heading !== null ? { heading: r.heading } : {}),
      },
    ]),
  );
  return { stamp, search, chunks };
}

async function indexOf(db: DbOrTx, workflowId: string): Promise<WorkflowIndex> {
  const docs = await db
    .select({ id: knowledgeDocuments.id })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.workflowId, workflowId))
    .orderBy(asc(knowledgeDocuments.id));
  const stamp = docs.map((d) => d.id).join(',');
  let index = cache.get(workflowId);
  if (index?.stamp !== stamp) index = await buildIndex(db, workflowId, stamp);
  cache.delete(workflowId);
  cache.set(workflowId, index);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_CACHED) break;
    cache.delete(oldest);
  }
  return index;
}

export function workflowKnowledgePort(env: { db: DbOrTx }, workflowId: string): KnowledgePort {
  return {
    mode: 'bm25',
    async search(query, { topK, minScore }) {
      const index = await indexOf(env.db, workflowId);
      return index.search
        .search(query)
        .filter((r) => r.score >= minScore)
        .slice(0, topK)
        .map((r) => ({ ...index.chunks.get(String(r.id))!, score: r.score }));
    },
  };
}
