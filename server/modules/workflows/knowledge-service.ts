/**
 * A workflow's knowledge: documents its owner uploads (text, markdown, PDF, DOCX), read into chunks at
 * upload and kept only as those chunks; listed, shown chunk by chunk and deleted by the owner alone.
 */
import { type KnowledgeDocument, MAX_KNOWLEDGE_FILE_BYTES } from '@common/schemas/knowledge';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AiService } from '../../ai/service';
import { knowledgeChunks, knowledgeDocuments } from '../../db/schema/workflows-knowledge';
import { Invalid, NotFound, PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import {
  MalformedMultipart,
  MultipartBodyTooLarge,
  multipartBoundary,
  readMultipart,
  sanitizeFileName,
} from '../assistant';
import {
  chunkSections,
  extractSections,
  KNOWLEDGE_TYPES,
  KNOWLEDGE_TYPES_DESCRIPTION,
  knowledgeTypeOf,
} from './knowledge-text';
import { ownWorkflow } from './workflow-rows';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const KNOWLEDGE_FIELD = 'file';
/** A document past this many chunks (about 4 MB of text) is refused: it would crowd out every other one. */
export const MAX_CHUNKS_PER_DOCUMENT = 5000;

const EXTENSIONS: Record<string, string[]> = {
  [KNOWLEDGE_TYPES.text]: ['txt', 'text'],
  [KNOWLEDGE_TYPES.markdown]: ['md', 'markdown'],
  [KNOWLEDGE_TYPES.pdf]: ['pdf'],
  [KNOWLEDGE_TYPES.docx]: ['docx'],
};

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
/** Uploads also embed the chunks, when a provider offers embeddings. */
type UploadCtx = Ctx & Pick<SignedInContext, 'log'> & { ai: Pick<AiService, 'embedder'> };

export const EMBEDDING_FAILED =
  'The AI provider could not embed this document: it is searched by its words alone. Upload it again to retry.';

/**
 * The chunks' embeddings, or none: without a provider, or when it fails, the document is searched by
 * words (and a failure is recorded on it, for the owner to see).
 */
async function embedChunks(
  ctx: UploadCtx,
  texts: string[],
): Promise<{ vectors: (number[] | null)[]; error: string | null }> {
  const none = texts.map(() => null);
  const embedder = ctx.ai.embedder();
  if (!embedder) return { vectors: none, error: null };
  try {
    return { vectors: await embedder.embed(texts), error: null };
  } catch (err) {
    ctx.log.warn('knowledge upload: embedding the chunks failed, the document is searched by words', {
      providerId: embedder.id,
      err,
    });
    return { vectors: none, error: EMBEDDING_FAILED };
  }
}

export interface IncomingFile {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  contentLength: string | undefined;
}

const tooLarge = () =>
  new PayloadTooLarge(`Knowledge files can be at most ${MAX_KNOWLEDGE_FILE_BYTES / 1024 / 1024} MB.`, {
    maxBytes: MAX_KNOWLEDGE_FILE_BYTES,
  });
const NO_FILE = `No file: send it as multipart/form-data in a field named "${KNOWLEDGE_FIELD}".`;

/** The first file of a multipart body, in memory (at most 10 MB). */
async function readFile(incoming: IncomingFile): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  const boundary = multipartBoundary(incoming.contentType);
  if (!boundary || !incoming.body) throw new Invalid(NO_FILE);
  const maxBodyBytes = MAX_KNOWLEDGE_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;
  if (Number(incoming.contentLength) > maxBodyBytes) throw tooLarge();
  const parts: Uint8Array[] = [];
  let size = 0;
  let fileName: string | null | undefined;
  let done = false;
  try {
    await readMultipart(
      incoming.body,
      boundary,
      {
        onPart(part) {
          if (fileName !== undefined || part.fieldName !== KNOWLEDGE_FIELD) return false;
          fileName = part.fileName;
          return true;
        },
        onData(chunk) {
          size += chunk.byteLength;
          if (size > MAX_KNOWLEDGE_FILE_BYTES) throw tooLarge();
          parts.push(Uint8Array.from(chunk));
        },
        onPartEnd() {
          done = true;
        },
      },
      { maxBodyBytes },
    );
  } catch (error) {
    if (error instanceof MultipartBodyTooLarge) throw tooLarge();
    if (error instanceof MalformedMultipart)
      throw new Invalid(`The upload is not valid multipart/form-data: ${error.message}`);
    throw error;
  }
  if (fileName === undefined || !done) throw new Invalid(NO_FILE);
  if (size === 0) throw new Invalid('The file is empty.');
  return { bytes: Buffer.concat(parts), fileName };
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
  let chunks: ReturnType<typeof chunkSections>;
  try {
    chunks = chunkSections(await extractSections(bytes, mediaType));
  } catch {
    throw new Invalid(
      `The file could not be read as ${mediaType === KNOWLEDGE_TYPES.pdf ? 'a PDF' : 'a Word document'}: it may be damaged or protected.`,
    );
  }
  if (chunks.length === 0)
    throw new Invalid('The file has no text to search (a scanned PDF has only images).');
  if (chunks.length > MAX_CHUNKS_PER_DOCUMENT)
    throw new Invalid(
      `The file has too much text: at most ${MAX_CHUNKS_PER_DOCUMENT} passages per document.`,
    );
  const name = sanitizeFileName(fileName, { mediaType, extensions: EXTENSIONS[mediaType]! });
  const embedded = await embedChunks(
    ctx,
    chunks.map((c) => c.text),
  );
  const createdAt = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(knowledgeDocuments)
      .values({
        workflowId,
        name,
        mediaType,
        bytes: bytes.byteLength,
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
