/**
 * Files on items, as n8n keeps them: `item.binary[name] = { data (base64), mimeType, fileName, fileExtension,
 * fileSize }` (the HTTP Request and Webhook nodes make the same). Text in files is UTF-8 here, or one of the
 * encodings Node reads natively; n8n's other iconv encodings stop the node with the option named.
 */
const MIME_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  json: 'application/json',
  txt: 'text/plain',
  html: 'text/html',
  xml: 'application/xml',
};

const NODE_ENCODINGS: Readonly<Record<string, BufferEncoding>> = {
  utf8: 'utf8',
  'utf-8': 'utf8',
  ascii: 'ascii',
  latin1: 'latin1',
  ucs2: 'utf16le',
  'ucs-2': 'utf16le',
  utf16le: 'utf16le',
};

export interface BinaryFile {
  data: string;
  mimeType: string;
  fileName: string;
  fileExtension?: string;
  fileSize: number;
}

/** Node's name for an n8n encoding option (default UTF-8), or an error naming the option. */
export function nodeEncoding(encoding: string | undefined): BufferEncoding {
  const found = NODE_ENCODINGS[(encoding || 'utf8').toLowerCase()];
  if (!found) {
    throw new Error(
      `The encoding "${encoding}" (options.encoding) is not supported here: use UTF-8, ASCII, Latin1 or UTF-16LE.`,
    );
  }
  return found;
}

/** The MIME type n8n derives from a file name's extension (the common ones), else the one given. */
export function toBinaryFile(bytes: Buffer, fileName: string, mimeType?: string): BinaryFile {
  const extension = fileName.includes('.') ? fileName.split('.').pop()?.toLowerCase() : undefined;
  return {
    data: bytes.toString('base64'),
    mimeType: mimeType || (extension && MIME_TYPES[extension]) || 'application/octet-stream',
    fileName,
    ...(extension ? { fileExtension: extension } : {}),
    fileSize: bytes.byteLength,
  };
}

/** The bytes of the item's file in `property`, or n8n's error when there is none. */
export function fileBytes(
  binary: Record<string, unknown> | undefined,
  property: string,
  itemIndex: number,
): Buffer {
  const file = binary?.[property] as { data?: unknown } | undefined;
  if (typeof file?.data !== 'string') {
    throw new Error(
      `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${itemIndex}]`,
    );
  }
  return Buffer.from(file.data, 'base64');
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Text as bytes in the encoding, with a byte order mark when asked (UTF-8 and UTF-16 only, as n8n offers it). */
export function encodeText(text: string, encoding: string | undefined, addBOM: boolean | undefined): Buffer {
  const node = nodeEncoding(encoding);
  const bytes = Buffer.from(text, node);
  if (!addBOM) return bytes;
  if (node === 'utf8') return Buffer.concat([UTF8_BOM, bytes]);
  if (node === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), bytes]);
  return bytes;
}
