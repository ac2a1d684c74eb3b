/**
 * A knowledge document's text (read by `server/lib/document-text/`) cut into chunks of about 800
 * characters on paragraph and sentence boundaries, each overlapping the last a little so a sentence cut at
 * the edge is still found whole in one of them.
 */

import type { TextSection } from '../../../lib/document-text/document-text';

// The parsers are shared with the assistant's attachments; the knowledge names stay for this module.
export {
  DOCUMENT_TYPES as KNOWLEDGE_TYPES,
  DOCUMENT_TYPES_DESCRIPTION as KNOWLEDGE_TYPES_DESCRIPTION,
  documentTypeOf as knowledgeTypeOf,
  extractSections,
  markdownSections,
  type TextSection,
} from '../../../lib/document-text/document-text';

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
