/**
 * File upload for the assistant (POST /api/ai-assistant/upload, multipart field `file`), with the
 * browser's upload progress. XMLHttpRequest, because fetch reports no upload progress.
 */
import { MAX_UPLOAD_BYTES } from '@common/schemas/assistant';
import { authorizationHeader } from '@/lib/api';
import type { ChatAttachment } from '../chat/chat-message';

/** SPEC §5: images, video, audio, pdf, doc, docx, txt; and markdown, which the assistant reads as text. */
export const UPLOAD_ACCEPT = [
  'image/*',
  'video/*',
  'audio/*',
  '.pdf',
  'application/pdf',
  '.doc',
  'application/msword',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt',
  'text/plain',
  '.md',
  '.markdown',
  'text/markdown',
].join(',');

const ALLOWED_TYPES =
  /^(image|video|audio)\/|^(application\/pdf|application\/msword|application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document|text\/plain|text\/markdown)$/;
const ALLOWED_EXTENSIONS = /\.(pdf|docx?|txt|md|markdown)$/i;

export const TOO_LARGE_MESSAGE = `That file is too large. Files can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const WRONG_TYPE_MESSAGE =
  'That type of file is not supported. Upload an image, video, audio, PDF, Word, text or markdown file.';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Checks a picked file before sending it; the server checks the content again. */
export function checkUpload(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  if (!ALLOWED_TYPES.test(file.type) && !ALLOWED_EXTENSIONS.test(file.name)) return WRONG_TYPE_MESSAGE;
  return null;
}

export class UploadRejected extends Error {
  override readonly name = 'UploadRejected';
}

export interface UploadHandle {
  done: Promise<ChatAttachment>;
  abort(): void;
}

/** Starts the upload; `onProgress` gets whole percents. Rejects with UploadRejected on 413 or 415. */
export function uploadFile(file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ChatAttachment>((resolve, reject) => {
    xhr.open('POST', '/api/ai-assistant/upload');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        const body = xhr.response as { url: string; name: string; size: number; mediaType: string };
        onProgress(100);
        resolve({ url: body.url, name: body.name, size: body.size, mediaType: body.mediaType });
      } else if (xhr.status === 413) reject(new UploadRejected(TOO_LARGE_MESSAGE));
      else if (xhr.status === 415) reject(new UploadRejected(WRONG_TYPE_MESSAGE));
      else reject(new Error(`Upload failed with status ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
