/**
 * A knowledge document's upload (POST /api/workflows/{id}/knowledge, multipart field `file`) with the
 * browser's upload progress. XMLHttpRequest, because fetch reports no upload progress.
 */
import { type KnowledgeDocument, MAX_KNOWLEDGE_FILE_BYTES } from '@common/schemas/knowledge';
import { type UploadHandle, uploadWithProgress } from '@/lib/upload-with-progress';

export const KNOWLEDGE_ACCEPT = [
  '.txt',
  'text/plain',
  '.md',
  '.markdown',
  'text/markdown',
  '.pdf',
  'application/pdf',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

const KNOWN_EXTENSION = /\.(txt|md|markdown|pdf|docx)$/i;
export const KNOWLEDGE_TOO_LARGE = `That file is too large: a document can be at most ${MAX_KNOWLEDGE_FILE_BYTES / 1024 / 1024} MB.`;
export const KNOWLEDGE_WRONG_TYPE = 'Upload a text, markdown, PDF or Word (.docx) document.';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Checks a picked file before sending it; the server reads the content and checks again. */
export function checkKnowledgeFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > MAX_KNOWLEDGE_FILE_BYTES) return KNOWLEDGE_TOO_LARGE;
  if (!KNOWN_EXTENSION.test(file.name)) return KNOWLEDGE_WRONG_TYPE;
  if (file.size === 0) return 'That file is empty.';
  return null;
}

export type KnowledgeUpload = UploadHandle<KnowledgeDocument>;

/** Starts the upload; `onProgress` gets whole percents of the bytes sent. Rejects with an ApiError. */
export function uploadKnowledge(
  agentId: string,
  file: File,
  onProgress: (percent: number) => void,
): KnowledgeUpload {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress(
    `/api/workflows/${encodeURIComponent(agentId)}/knowledge`,
    form,
    onProgress,
    (body) => body as KnowledgeDocument,
  );
}
