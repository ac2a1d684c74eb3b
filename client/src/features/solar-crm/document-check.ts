/** The browser's own check of a file before upload: the server's types and size (it checks the bytes again). Pure. */
import { CRM_DOCUMENT_MAX_BYTES } from '@common/schemas/solar-proposals';

const ALLOWED_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'csv', 'docx'] as const;

/** Why the file cannot be uploaded, or null when it can. */
export function documentProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'Upload a PDF, PNG, JPEG, CSV or DOCX file.';
  }
  if (file.size > CRM_DOCUMENT_MAX_BYTES) return 'A document is at most 10 MB.';
  if (file.size === 0) return 'That file is empty.';
  return null;
}

/** Bytes as "812 B", "14.2 KB" or "3.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}
