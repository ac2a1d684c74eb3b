/**
 * A knowledge document's upload (POST /api/workflows/{id}/knowledge, multipart field `file`) with the
 * browser's upload progress. XMLHttpRequest, because fetch reports no upload progress.
 */
import { type KnowledgeDocument, MAX_KNOWLEDGE_FILE_BYTES } from '@common/schemas/knowledge';
import { ApiError, authorizationHeader } from '@/lib/api';

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

export interface KnowledgeUpload {
  done: Promise<KnowledgeDocument>;
  abort(): void;
}

/** Starts the upload; `onProgress` gets whole percents of the bytes sent. Rejects with an ApiError. */
export function uploadKnowledge(
  agentId: string,
  file: File,
  onProgress: (percent: number) => void,
): KnowledgeUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<KnowledgeDocument>((resolve, reject) => {
    xhr.open('POST', `/api/workflows/${encodeURIComponent(agentId)}/knowledge`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as KnowledgeDocument);
      } else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
