/**
 * One small file of a multipart/form-data body, read into memory with a size cap (and a few short text
 * fields beside it): for uploads of a few MB that are checked whole before anything is stored (knowledge
 * documents, marketplace images). Large uploads stream to disk instead (uploads-service.ts).
 */
import { Invalid, type PayloadTooLarge } from '../../lib/errors';
import {
  MalformedMultipart,
  MultipartBodyTooLarge,
  multipartBoundary,
  readMultipart,
} from './uploads-multipart';

/** Room for the multipart envelope (boundaries, part headers, small fields) around the file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** A text field beside the file: longer ones are refused. */
const MAX_TEXT_FIELD_BYTES = 4 * 1024;

export interface IncomingMultipart {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  contentLength: string | undefined;
}

export interface MultipartFileRules {
  /** The file's field name. */
  field: string;
  maxFileBytes: number;
  /** The 413 to throw past maxFileBytes. */
  tooLarge: () => PayloadTooLarge;
  /** Text fields to keep (UTF-8, at most 4 KB each); others are skipped. */
  textFields?: readonly string[];
}

export interface MultipartFile {
  bytes: Uint8Array;
  /** The filename parameter, as sent (never trusted for the type). */
  fileName: string | null;
  /** The text fields asked for that the body carried. */
  fields: Partial<Record<string, string>>;
}

/** The first file of the body in `rules.field`, whole; 400 without one or when it is empty. */
export async function readMultipartFile(
  incoming: IncomingMultipart,
  rules: MultipartFileRules,
): Promise<MultipartFile> {
  const noFile = `No file: send it as multipart/form-data in a field named "${rules.field}".`;
  const boundary = multipartBoundary(incoming.contentType);
  if (!boundary || !incoming.body) throw new Invalid(noFile);
  const maxBodyBytes = rules.maxFileBytes + MULTIPART_ENVELOPE_BYTES;
  if (Number(incoming.contentLength) > maxBodyBytes) throw rules.tooLarge();
  const parts: Uint8Array[] = [];
  let size = 0;
  let fileName: string | null | undefined;
  let done = false;
  const fields: Partial<Record<string, string>> = {};
  let text: { name: string; chunks: Uint8Array[]; size: number } | null = null;
  try {
    await readMultipart(
      incoming.body,
      boundary,
      {
        onPart(part) {
          if (part.fieldName === rules.field && fileName === undefined) {
            fileName = part.fileName;
            return true;
          }
          if (part.fileName === null && rules.textFields?.includes(part.fieldName)) {
            text = { name: part.fieldName, chunks: [], size: 0 };
            return true;
          }
          return false;
        },
        onData(chunk) {
          if (text) {
            text.size += chunk.byteLength;
            if (text.size > MAX_TEXT_FIELD_BYTES) throw new Invalid(`The field "${text.name}" is too long.`);
            text.chunks.push(Uint8Array.from(chunk));
            return;
          }
          size += chunk.byteLength;
          if (size > rules.maxFileBytes) throw rules.tooLarge();
          parts.push(Uint8Array.from(chunk));
        },
        onPartEnd() {
          if (text) {
            fields[text.name] = Buffer.concat(text.chunks).toString('utf8');
            text = null;
          } else done = true;
        },
      },
      { maxBodyBytes },
    );
  } catch (error) {
    if (error instanceof MultipartBodyTooLarge) throw rules.tooLarge();
    if (error instanceof MalformedMultipart)
      throw new Invalid(`The upload is not valid multipart/form-data: ${error.message}`);
    throw error;
  }
  if (fileName === undefined || !done) throw new Invalid(noFile);
  if (size === 0) throw new Invalid('The file is empty.');
  return { bytes: Buffer.concat(parts), fileName, fields };
}
