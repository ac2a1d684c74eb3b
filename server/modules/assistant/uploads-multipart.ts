/**
 * A streaming multipart/form-data reader (RFC 7578): parts are handed over as they arrive, so an
 * upload goes to disk chunk by chunk and a size cap can stop it part-way. Nothing is buffered beyond
 * one chunk plus a boundary's length.
 */

export interface MultipartPartInfo {
  fieldName: string;
  /** The filename parameter, as sent; null for a plain form field. */
  fileName: string | null;
  contentType: string | null;
}

export interface MultipartHandlers {
  /** Whether to receive this part's bytes; skipped parts are read past and dropped. */
  onPart(part: MultipartPartInfo): boolean | Promise<boolean>;
  onData(chunk: Uint8Array): void | Promise<void>;
  onPartEnd(): void | Promise<void>;
}

export interface MultipartLimits {
  /** The whole body, every part and delimiter included. */
  maxBodyBytes: number;
  /** One part's header block. */
  maxHeaderBytes?: number;
}

export class MalformedMultipart extends Error {
  override name = 'MalformedMultipart';
}

export class MultipartBodyTooLarge extends Error {
  override name = 'MultipartBodyTooLarge';
}

/** The boundary of a multipart/form-data Content-Type, or null if it is not one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function parseParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const m of value.matchAll(re)) {
    const raw = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '').trim();
    params.set(m[1]!.toLowerCase(), raw);
  }
  return params;
}

/** `UTF-8''na%C3%AFve.txt` (RFC 5987) to its text; null if it is not that form. */
function decodeExtendedValue(value: string): string | null {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export function parsePartHeaders(block: string): MultipartPartInfo {
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\b/i.test(disposition)) {
    throw new MalformedMultipart('Each part needs a Content-Disposition: form-data header.');
  }
  const params = parseParams(disposition);
  const fieldName = params.get('name');
  if (fieldName === undefined) throw new MalformedMultipart('A form part has no name.');
  const extended = params.has('filename*') ? decodeExtendedValue(params.get('filename*')!) : null;
  return { fieldName, fileName: extended ?? params.get('filename') ?? null, contentType };
}

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'epilogue';

export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  handlers: MultipartHandlers,
  limits: MultipartLimits,
): Promise<void> {
  const maxHeaderBytes = limits.maxHeaderBytes ?? 16 * 1024;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // A CRLF in front makes the first boundary look like every later one.
  let buffer: Buffer = Buffer.from(CRLF);
  let state = 'preamble' as State;
  let receiving = false;
  let total = 0;
  let finished = false;
  const reader = body.getReader();

  const advance = async (): Promise<void> => {
    for (;;) {
      if (state === 'preamble') {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
          return;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'afterDelimiter';
      } else if (state === 'afterDelimiter') {
        if (buffer.length < 2) return;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'epilogue';
          return;
        }
        const eol = buffer.indexOf(CRLF);
        if (eol === -1) {
          if (buffer.length > 256) throw new MalformedMultipart('A multipart boundary line is malformed.');
          return;
        }
        if (!/^[ \t]*$/.test(buffer.subarray(0, eol).toString('latin1'))) {
          throw new MalformedMultipart('A multipart boundary line is malformed.');
        }
        buffer = buffer.subarray(eol + 2);
        state = 'headers';
      } else if (state === 'headers') {
        let block: string;
        if (buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a) {
          block = '';
          buffer = buffer.subarray(2);
        } else {
          const end = buffer.indexOf(HEADER_END);
          if (end === -1) {
            if (buffer.length > maxHeaderBytes)
              throw new MalformedMultipart('A form part header is too long.');
            return;
          }
          if (end > maxHeaderBytes) throw new MalformedMultipart('A form part header is too long.');
          block = buffer.subarray(0, end).toString('utf8');
          buffer = buffer.subarray(end + HEADER_END.length);
        }
        receiving = await handlers.onPart(parsePartHeaders(block));
        state = 'body';
      } else if (state === 'body') {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          // Keep what could be the start of a delimiter split across chunks.
          const safe = buffer.length - delimiter.length + 1;
          if (safe > 0) {
            if (receiving) await handlers.onData(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
          return;
        }
        if (receiving) {
          if (at > 0) await handlers.onData(buffer.subarray(0, at));
          await handlers.onPartEnd();
        }
        receiving = false;
        buffer = buffer.subarray(at + delimiter.length);
        state = 'afterDelimiter';
      } else {
        return;
      }
    }
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      total += value.byteLength;
      if (total > limits.maxBodyBytes) throw new MultipartBodyTooLarge();
      buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
      await advance();
      if (state === 'epilogue') break;
    }
    if (state !== 'epilogue')
      throw new MalformedMultipart('The multipart body ended before its closing boundary.');
  } finally {
    // Stop reading at once (size cap, bad type, malformed body): the rest is never pulled.
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
