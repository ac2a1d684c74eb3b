/**
 * A knowledge document's text: what kind of file it is (by its bytes; the extension only tells markdown
 * from plain text), its text in sections (a PDF page, a markdown heading's part), and those sections cut
 * into chunks of about 800 characters on paragraph and sentence boundaries, each overlapping the last a
 * little so a sentence cut at the edge is still found whole in one of them.
 */

import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { pdfPages } from './pdf-text';

export const KNOWLEDGE_TYPES = {
  text: 'text/plain',
  markdown: 'text/markdown',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const KNOWLEDGE_TYPES_DESCRIPTION = 'plain text (UTF-8), markdown, PDF and Word (DOCX)';

/** What the file is, judged by its content; markdown is UTF-8 text named .md or .markdown. Null when refused. */
export async function knowledgeTypeOf(bytes: Uint8Array, fileName: string | null): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return KNOWLEDGE_TYPES.pdf;
  if (detected?.ext === 'docx') return KNOWLEDGE_TYPES.docx;
  if (detected || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return /\.(md|markdown)$/i.test(fileName ?? '') ? KNOWLEDGE_TYPES.markdown : KNOWLEDGE_TYPES.text;
}

export interface TextSection {
  text: string;
  page?: number;
  heading?: string;
}

/** The document's text in sections. Throws when the file cannot be read (a corrupt PDF or DOCX). */
export async function extractSections(bytes: Uint8Array, mediaType: string): Promise<TextSection[]> {
  if (mediaType === KNOWLEDGE_TYPES.pdf) {
    return pdfPages(bytes);
  }
  if (mediaType === KNOWLEDGE_TYPES.docx) {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return [{ text: result.value }];
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  return mediaType === KNOWLEDGE_TYPES.markdown ? markdownSections(text) : [{ text }];
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

export interface ChunkOptions {
  /** Most characters in a chunk. */
  size: number;
  /** About how many characters of the end of a chunk start the next one. */
  overlap: number;
}

export const DEFAULT_CHUNKING: ChunkOptions = { size: 800, overlap: 120 };

export interface TextChunk {
  text: string;
  page?: number;
  heading?: string;
}

interface Piece {
  text: string;
  /** What goes before it in a chunk: a blank line when it starts a paragraph, else a space. */
  joiner: string;
}

/** Paragraphs, then sentences of a paragraph too long for a chunk, then hard cuts of a sentence too long. */
function pieces(text: string, size: number): Piece[] {
  const out: Piece[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const clean = paragraph.replace(/\s+/g, ' ').trim();
    if (clean === '') continue;
    const parts =
      clean.length <= size
        ? [clean]
        : clean.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
            const cuts: string[] = [];
            for (let at = 0; at < sentence.length; at += size) cuts.push(sentence.slice(at, at + size));
            return cuts;
          });
    parts.forEach((part, i) => {
      out.push({ text: part, joiner: i === 0 ? '\n\n' : ' ' });
    });
  }
  return out;
}

const joinPieces = (chosen: Piece[]) => chosen.map((p, i) => (i === 0 ? p.text : p.joiner + p.text)).join('');

/** The sections cut into chunks; a chunk never spans two sections, so its page and heading are exact. */
export function chunkSections(
  sections: TextSection[],
  options: ChunkOptions = DEFAULT_CHUNKING,
): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const section of sections) {
    const where = {
      ...(section.page !== undefined ? { page: section.page } : {}),
      ...(section.heading !== undefined ? { heading: section.heading } : {}),
    };
    let current: Piece[] = [];
    let length = 0;
    // Whether `current` holds something the last chunk did not (not only its overlap).
    let fresh = false;
    const emit = () => {
      if (fresh) chunks.push({ text: joinPieces(current), ...where });
      // Carry the last pieces that fit in the overlap into the next chunk.
      const carried: Piece[] = [];
      let carriedLength = 0;
      for (let i = current.length - 1; i >= 0; i--) {
        const piece = current[i]!;
        if (carriedLength + piece.text.length > options.overlap) break;
        carried.unshift(piece);
        carriedLength += piece.text.length + 2;
      }
      current = carried;
      length = carriedLength;
      fresh = false;
    };
    for (const piece of pieces(section.text, options.size)) {
      if (length > 0 && length + piece.text.length > options.size) emit();
      // The carried overlap gives way when it leaves no room for the piece.
      if (length + piece.text.length > options.size) {
        current = [];
        length = 0;
      }
      current.push(piece);
      length += piece.text.length + 2;
      fresh = true;
    }
    emit();
  }
  return chunks;
}
