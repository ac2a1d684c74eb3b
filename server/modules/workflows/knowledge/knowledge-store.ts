/**
 * Storing one knowledge document: its bytes read into sections, cut into chunks, embedded when the provider
 * offers embeddings (else searched by words, the failure noted on it), and written with its chunks in one
 * transaction. An upload (knowledge-service.ts) and a run adding documents (knowledge-port.ts) both store here.
 */
import type { AiService } from '../../../ai/service';
import type { DbOrTx } from '../../../db/client';
import { knowledgeChunks, knowledgeDocuments } from '../../../db/schema/workflows-knowledge';
import type { Logger } from '../../../lib/logger';
import {
  type ChunkOptions,
  chunkSections,
  DEFAULT_CHUNKING,
  extractSections,
  KNOWLEDGE_TYPES,
} from './knowledge-text';

/** A document past this many chunks (about 4 MB of text) is refused: it would crowd out every other one. */
export const MAX_CHUNKS_PER_DOCUMENT = 5000;

export const EMBEDDING_FAILED =
  'The AI provider could not embed this document: it is searched by its words alone. Upload it again to retry.';

export interface KnowledgeStoreEnv {
  db: DbOrTx;
  now: () => Date;
  log: Logger;
  ai: Pick<AiService, 'embedder'>;
}

/** Why a document cannot be stored: the caller says it its way (a 400 for an upload, a node's error in a run). */
export class UnreadableKnowledge extends Error {
  override name = 'UnreadableKnowledge';
}

/**
 * The chunks' embeddings, or none: without a provider, or when it fails, the document is searched by
 * words (and a failure is recorded on it, for the owner to see).
 */
async function embedChunks(
  env: KnowledgeStoreEnv,
  texts: string[],
): Promise<{ vectors: (number[] | null)[]; error: string | null }> {
  const none = texts.map(() => null);
  const embedder = env.ai.embedder();
  if (!embedder) return { vectors: none, error: null };
  try {
    return { vectors: await embedder.embed(texts), error: null };
  } catch (err) {
    env.log.warn('knowledge: embedding the chunks failed, the document is searched by words', {
      providerId: embedder.id,
      err,
    });
    return { vectors: none, error: EMBEDDING_FAILED };
  }
}

/** The chunks of a document's bytes; refused when it cannot be read, has no text, or has too much. */
export async function chunksOf(
  bytes: Uint8Array,
  mediaType: string,
  chunking: ChunkOptions = DEFAULT_CHUNKING,
) {
  let chunks: ReturnType<typeof chunkSections>;
  try {
    chunks = chunkSections(await extractSections(bytes, mediaType), chunking);
  } catch {
    throw new UnreadableKnowledge(
      `The file could not be read as ${mediaType === KNOWLEDGE_TYPES.pdf ? 'a PDF' : 'a Word document'}: it may be damaged or protected.`,
    );
  }
  if (chunks.length === 0)
    throw new UnreadableKnowledge('The file has no text to search (a scanned PDF has only images).');
  if (chunks.length > MAX_CHUNKS_PER_DOCUMENT)
    throw new UnreadableKnowledge(
      `The file has too much text: at most ${MAX_CHUNKS_PER_DOCUMENT} passages per document.`,
    );
  return chunks;
}

export async function storeKnowledgeDocument(
  env: KnowledgeStoreEnv,
  workflowId: string,
  document: {
    name: string;
    mediaType: string;
    bytes: number;
    chunks: Awaited<ReturnType<typeof chunksOf>>;
  },
) {
  const { chunks } = document;
  const embedded = await embedChunks(
    env,
    chunks.map((c) => c.text),
  );
  const createdAt = env.now();
  return env.db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(knowledgeDocuments)
      .values({
        workflowId,
        name: document.name,
        mediaType: document.mediaType,
        bytes: document.bytes,
        status: 'ready',
        error: embedded.error,
        createdAt,
      })
      .returning();
    // Inserted in batches: one statement has at most 65535 parameters.
    for (let at = 0; at < chunks.length; at += 1000) {
      await tx.insert(knowledgeChunks).values(
        chunks.slice(at, at + 1000).map((chunk, i) => ({
          documentId: doc!.id,
          workflowId,
          seq: at + i,
          text: chunk.text,
          heading: chunk.heading ?? null,
          page: chunk.page ?? null,
          embedding: embedded.vectors[at + i] ?? null,
        })),
      );
    }
    return doc!;
  });
}
