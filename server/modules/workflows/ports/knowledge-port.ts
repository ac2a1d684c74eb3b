/**
 * The knowledge port: BM25 (MiniSearch) over the chunks of the run's workflow's documents and, when a
 * provider offers embeddings and the chunks were embedded at upload, cosine similarity with the query's
 * embedding, the two rankings fused by reciprocal rank. An index is built per workflow and kept while
 * its documents stay the same (the set of document ids is checked on each search, one small query), so
 * a run searching many items reads the chunks once.
 */

import { MAX_KNOWLEDGE_FILE_BYTES } from '@common/schemas/knowledge';
import { asc, eq } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import type { DbOrTx } from '../../../db/client';
import { knowledgeChunks, knowledgeDocuments } from '../../../db/schema/workflows-knowledge';
import type { KnowledgeHit, KnowledgeInput, KnowledgePort } from '../../../engine/nodes/ports';
import {
  type ChunkOptions,
  chunksOf,
  KNOWLEDGE_TYPES,
  KNOWLEDGE_TYPES_DESCRIPTION,
  type KnowledgeStoreEnv,
  knowledgeTypeOf,
  storeKnowledgeDocument,
  UnreadableKnowledge,
} from '../knowledge';

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
  /** The chunks embedded at upload, with their vectors. */
  vectors: { id: string; vector: number[] }[];
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
      embedding: knowledgeChunks.embedding,
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
  const vectors = rows.flatMap((r) => (r.embedding ? [{ id: r.id, vector: r.embedding }] : []));
  return { stamp, search, chunks, vectors };
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

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Reciprocal rank fusion's constant: ranks far down either list count little, none dominates. */
const RRF_K = 60;
/** How far down each ranking takes part in the fusion. */
const FUSION_DEPTH = 50;

/** Chunk ids by fused score: the sum over the rankings of 1 / (RRF_K + rank). */
export function fuseRankings(rankings: string[][]): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings)
    for (const [rank, id] of ranking.entries())
      scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + rank + 1));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

/** A document a run adds: its media type, bytes and chunks (text is plain text). */
async function readInput(input: KnowledgeInput, chunking: ChunkOptions) {
  const bytes = 'text' in input ? new TextEncoder().encode(input.text) : input.bytes;
  if (bytes.byteLength > MAX_KNOWLEDGE_FILE_BYTES)
    throw new UnreadableKnowledge(
      `"${input.name}" is larger than ${MAX_KNOWLEDGE_FILE_BYTES / 1024 / 1024} MB, the most a knowledge document may be.`,
    );
  const mediaType =
    'text' in input
      ? KNOWLEDGE_TYPES.text
      : ((input.mediaType && (Object.values(KNOWLEDGE_TYPES) as string[]).includes(input.mediaType)
          ? input.mediaType
          : null) ?? (await knowledgeTypeOf(bytes, input.fileName ?? input.name)));
  if (!mediaType)
    throw new UnreadableKnowledge(
      `"${input.name}" cannot be used as knowledge. Accepted: ${KNOWLEDGE_TYPES_DESCRIPTION}.`,
    );
  return { bytes: bytes.byteLength, mediaType, chunks: await chunksOf(bytes, mediaType, chunking) };
}

export function workflowKnowledgePort(env: KnowledgeStoreEnv, workflowId: string): KnowledgePort {
  /** The query's embedding, or null to rank by words alone (no provider, no embedded chunk, a failed call). */
  const queryVector = async (index: WorkflowIndex, query: string) => {
    const embedder = env.ai.embedder();
    if (!embedder || index.vectors.length === 0) return null;
    try {
      return (await embedder.embed([query]))[0] ?? null;
    } catch (err) {
      env.log.warn('knowledge retrieval: embedding the query failed, ranking by words alone', { err });
      return null;
    }
  };
  return {
    async add(input, chunking) {
      const name = input.name.trim().slice(0, 200) || 'Document';
      const document = await readInput(input, chunking);
      const row = await storeKnowledgeDocument(env, workflowId, { name, ...document });
      return { documentId: row.id, name: row.name, chunks: document.chunks.length };
    },
    async search(query, { topK, minScore }) {
      const index = await indexOf(env.db, workflowId);
      const words = index.search.search(query);
      const vector = await queryVector(index, query);
      const ranked = vector
        ? fuseRankings([
            words.slice(0, FUSION_DEPTH).map((r) => String(r.id)),
            index.vectors
              .map((v) => ({ id: v.id, similarity: cosine(vector, v.vector) }))
              .filter((v) => v.similarity > 0)
              .sort((a, b) => b.similarity - a.similarity)
              .slice(0, FUSION_DEPTH)
              .map((v) => v.id),
          ])
        : words.map((r) => ({ id: String(r.id), score: r.score }));
      const hits = ranked
        .filter((r) => r.score >= minScore)
        .slice(0, topK)
        .map((r) => ({ ...index.chunks.get(r.id)!, score: r.score }));
      return { mode: vector ? 'hybrid' : 'bm25', hits };
    },
  };
}
