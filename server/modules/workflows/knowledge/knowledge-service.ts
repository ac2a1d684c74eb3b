/**
 * A workflow's knowledge: documents its owner uploads (text, markdown, PDF, DOCX), read into chunks at
 * upload and kept only as those chunks; listed, shown chunk by chunk and deleted by the owner alone.
 */
import { type KnowledgeDocument, MAX_KNOWLEDGE_FILE_BYTES } from '@common/schemas/knowledge';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AiService } from '../../../ai/service';
import { knowledgeChunks, knowledgeDocuments } from '../../../db/schema/workflows-knowledge';
import { Invalid, NotFound, PayloadTooLarge, UnsupportedMediaType } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { readMultipartFile, sanitizeFileName } from '../../assistant';
import { ownWorkflow } from '../workflow-rows';
import { chunksOf, storeKnowledgeDocument, UnreadableKnowledge } from './knowledge-store';
import { KNOWLEDGE_TYPES, KNOWLEDGE_TYPES_DESCRIPTION, knowledgeTypeOf } from './knowledge-text';

export const KNOWLEDGE_FIELD = 'file';
export { EMBEDDING_FAILED, MAX_CHUNKS_PER_DOCUMENT } from './knowledge-store';

const EXTENSIONS: Record<string, string[]> = {
  [KNOWLEDGE_TYPES.text]: ['txt', 'text'],
  [KNOWLEDGE_TYPES.markdown]: ['md', 'markdown'],
  [KNOWLEDGE_TYPES.pdf]: ['pdf'],
  [KNOWLEDGE_TYPES.docx]: ['docx'],
};

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
/** Uploads also embed the chunks, when a provider offers embeddings. */
type UploadCtx = Ctx & Pick<SignedInContext, 'log'> & { ai: Pick<AiService, 'embedder'> };

export interface IncomingFile {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  contentLength: string | undefined;
}

const tooLarge = () =>
  new PayloadTooLarge(`Knowledge files can be at most ${MAX_KNOWLEDGE_FILE_BYTES / 1024 / 1024} MB.`, {
    maxBytes: MAX_KNOWLEDGE_FILE_BYTES,
  });

/** The first file of a multipart body, in memory (at most 10 MB). */
function readFile(incoming: IncomingFile): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  return readMultipartFile(incoming, {
    field: KNOWLEDGE_FIELD,
    maxFileBytes: MAX_KNOWLEDGE_FILE_BYTES,
    tooLarge,
  });
}

/** Reads, chunks and stores an uploaded document; a file that cannot be read is refused, nothing stored. */
export async function uploadKnowledge(
  ctx: UploadCtx,
  workflowId: string,
  incoming: IncomingFile,
): Promise<KnowledgeDocument> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const { bytes, fileName } = await readFile(incoming);
  const mediaType = await knowledgeTypeOf(bytes, fileName);
  if (!mediaType)
    throw new UnsupportedMediaType(
      `This type of file cannot be used as knowledge. Accepted: ${KNOWLEDGE_TYPES_DESCRIPTION}.`,
    );
  const chunks = await chunksOf(bytes, mediaType).catch((err: unknown) => {
    throw err instanceof UnreadableKnowledge ? new Invalid(err.message) : err;
  });
  const name = sanitizeFileName(fileName, { mediaType, extensions: EXTENSIONS[mediaType]! });
  const row = await storeKnowledgeDocument(ctx, workflowId, {
    name,
    mediaType,
    bytes: bytes.byteLength,
    chunks,
  });
  return toDocument(row, chunks.length);
}

function toDocument(row: typeof knowledgeDocuments.$inferSelect, chunks: number): KnowledgeDocument {
  return {
    id: row.id,
    name: row.name,
    mediaType: row.mediaType,
    bytes: row.bytes,
    status: row.status,
    error: row.error,
    chunks,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listKnowledge(ctx: Ctx, workflowId: string): Promise<KnowledgeDocument[]> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const rows = await ctx.db
    .select({ doc: knowledgeDocuments, chunks: count(knowledgeChunks.id) })
    .from(knowledgeDocuments)
    .leftJoin(knowledgeChunks, eq(knowledgeChunks.documentId, knowledgeDocuments.id))
    .where(eq(knowledgeDocuments.workflowId, workflowId))
    .groupBy(knowledgeDocuments.id)
    .orderBy(desc(knowledgeDocuments.createdAt), asc(knowledgeDocuments.name));
  return rows.map((r) => toDocument(r.doc, r.chunks));
}

const DOCUMENT_NOT_FOUND = 'There is no such document in this workflow’s knowledge.';

async function ownDocument(ctx: Ctx, workflowId: string, documentId: string) {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const [row] = await ctx.db
    .select()
    .from(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.id, documentId), eq(knowledgeDocuments.workflowId, workflowId)));
  if (!row) throw new NotFound(DOCUMENT_NOT_FOUND);
  return row;
}

export async function listChunks(ctx: Ctx, workflowId: string, documentId: string) {
  await ownDocument(ctx, workflowId, documentId);
  const rows = await ctx.db
    .select({
      id: knowledgeChunks.id,
      seq: knowledgeChunks.seq,
      text: knowledgeChunks.text,
      heading: knowledgeChunks.heading,
      page: knowledgeChunks.page,
    })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.documentId, documentId))
    .orderBy(asc(knowledgeChunks.seq));
  return rows;
}

export async function deleteKnowledge(ctx: Ctx, workflowId: string, documentId: string): Promise<void> {
  await ownDocument(ctx, workflowId, documentId);
  await ctx.db.delete(knowledgeDocuments).where(eq(knowledgeDocuments.id, documentId));
}
