/**
 * A document's text: what kind of file it is (by its bytes; the extension only tells markdown from plain
 * text) and its text in sections (a PDF page, a markdown heading's part). Read by the knowledge uploader
 * (which cuts the sections into chunks) and by the assistant (which hands an attachment's text to a model
 * that cannot read the file itself). Imports nothing of ours.
 */
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { pdfPages } from './pdf-text';

export const DOCUMENT_TYPES = {
  text: 'text/plain',
  markdown: 'text/markdown',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const DOCUMENT_TYPES_DESCRIPTION = 'plain text (UTF-8), markdown, PDF and Word (DOCX)';

/** What the file is, judged by its content; markdown is UTF-8 text named .md or .markdown. Null when not a document. */
export async function documentTypeOf(bytes: Uint8Array, fileName: string | null): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return DOCUMENT_TYPES.pdf;
  if (detected?.ext === 'docx') return DOCUMENT_TYPES.docx;
  if (detected || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return /\.(md|markdown)$/i.test(fileName ?? '') ? DOCUMENT_TYPES.markdown : DOCUMENT_TYPES.text;
}

export interface TextSection {
  text: string;
  page?: number;
  heading?: string;
}

/** The document's text in sections. Throws when the file cannot be read (a corrupt PDF or DOCX). */
export async function extractSections(bytes: Uint8Array, mediaType: string): Promise<TextSection[]> {
  if (mediaType === DOCUMENT_TYPES.pdf) {
    return pdfPages(bytes);
  }
  if (mediaType === DOCUMENT_TYPES.docx) {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return [{ text: result.value }];
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  return mediaType === DOCUMENT_TYPES.markdown ? markdownSections(text) : [{ text }];
}

const HEADING = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/;

/** A section per heading: its text starts with the heading line, so the heading's words are searched too. */
export function markdownSections(markdown: string): TextSection[] {
  const sections: TextSection[] = [];
  let current: { lines: string[]; heading?: string } = { lines: [] };
  let fenced = false;
  const close = () => {
    const text = current.lines.join('\n');
    if (text.trim() !== '')
      sections.push({ text, ...(current.heading !== undefined ? { heading: current.heading } : {}) });
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (heading) {
      close();
      current = { lines: [line], heading: heading[1]! };
    } else current.lines.push(line);
  }
  close();
  return sections;
}
