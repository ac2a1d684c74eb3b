/**
 * The text of an attached document (plain text, markdown, PDF, Word DOCX), read with the knowledge
 * uploader's parsers, for a model that cannot read the file itself (decision 0013): every model reads
 * text, the offline assistant included.
 */
import { createHash } from 'node:crypto';
import { DOCUMENT_TYPES, documentTypeOf, extractSections } from '../../lib/document-text/document-text';
import type { AttachmentDocument, ResolvedAttachment } from './chat-prompt';

/** Stored media types that may be a document; the bytes decide (documentTypeOf). */
const MAYBE_DOCUMENT = new Set<string>([DOCUMENT_TYPES.text, DOCUMENT_TYPES.pdf, DOCUMENT_TYPES.docx]);

/** The file's text, an explanation when it is a document that cannot be read, or null when it is no document. */
export async function readAttachmentText(file: ResolvedAttachment): Promise<AttachmentDocument | null> {
  if (!MAYBE_DOCUMENT.has(file.mediaType)) return null;
  const type = await documentTypeOf(file.data, file.name ?? null);
  if (!type) return null;
  try {
    const sections = await extractSections(file.data, type);
    const text = sections
      .map((s) => s.text.trim())
      .filter(Boolean)
      .join('\n\n');
    return text ? { text } : { unreadable: 'it has no text (a scanned PDF holds only pictures of pages)' };
  } catch {
    return { unreadable: 'it could not be opened (damaged, or protected by a password)' };
  }
}

/**
 * Texts read lately, by the file's hash: a conversation sends its attachments again with every turn, and
 * a PDF is read in a thread of its own (a second or more on a busy machine).
 */
const recent = new Map<string, AttachmentDocument | null>();
const RECENT_MAX = 64;

async function cachedText(file: ResolvedAttachment): Promise<AttachmentDocument | null> {
  const key = `${file.mediaType}:${file.name ?? ''}:${createHash('sha256').update(file.data).digest('hex')}`;
  if (recent.has(key)) return recent.get(key) ?? null;
  const document = await readAttachmentText(file);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(key, document);
  return document;
}

/**
 * Reads the text of each attachment the route's providers will not receive as a file (`sentAsFile`),
 * once per attachment: a second call (the fallback route) reads only what the first left.
 */
export async function readAttachmentTexts(
  attachments: ReadonlyMap<number, ResolvedAttachment[]>,
  sentAsFile: (file: ResolvedAttachment) => boolean,
): Promise<void> {
  for (const files of attachments.values()) {
    for (const file of files) {
      if (file.document !== undefined || sentAsFile(file)) continue;
      file.document = await cachedText(file);
    }
  }
}
