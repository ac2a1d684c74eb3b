/** Tiny but real files of every accepted type (and some refused ones), built in memory for tests. */
import { crc32, deflateRawSync } from 'node:zlib';

const le16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const ascii = (s: string) => Buffer.from(s, 'latin1');

/** An ISO-BMFF file (MP4 family): an ftyp box with the given major brand, then an empty mdat. */
const isoBmff = (brand: string) =>
  Buffer.concat([
    be32(24),
    ascii('ftyp'),
    ascii(brand.padEnd(4)),
    be32(0x200),
    ascii('isommp42'),
    be32(8),
    ascii('mdat'),
  ]);

/** A zip archive (deflated entries) with a central directory, as Word writes a .docx. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.from(content);
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const crc = crc32(raw);
    const common = Buffer.concat([
      le16(20),
      le16(0),
      le16(8),
      le16(0),
      le16(0x21),
      le32(crc),
      le32(data.length),
      le32(raw.length),
      le16(nameBytes.length),
      le16(0),
    ]);
    const local = Buffer.concat([le32(0x04034b50), common, nameBytes, data]);
    centrals.push(
      Buffer.concat([
        le32(0x02014b50),
        le16(20),
        common,
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(offset),
        nameBytes,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    le32(0x06054b50),
    le16(0),
    le16(0),
    le16(centrals.length),
    le16(centrals.length),
    le32(central.length),
    le32(offset),
    le16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

export const fixtures = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    ascii('JFIF\0'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.concat([
    ascii('RIFF'),
    le32(26),
    ascii('WEBPVP8L'),
    le32(14),
    Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
  ]),
  mp4: isoBmff('isom'),
  mov: isoBmff('qt'),
  m4a: isoBmff('M4A'),
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]),
  mp3: Buffer.concat([
    ascii('ID3'),
    Buffer.from([3, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(413),
  ]),
  wav: Buffer.concat([
    ascii('RIFF'),
    le32(36),
    ascii('WAVEfmt '),
    le32(16),
    le16(1),
    le16(1),
    le32(8000),
    le32(16000),
    le16(2),
    le16(16),
    ascii('data'),
    le32(0),
  ]),
  ogg: Buffer.concat([
    ascii('OggS'),
    Buffer.alloc(24),
    Buffer.from([0x01]),
    ascii('vorbis'),
    Buffer.alloc(30),
  ]),
  pdf: ascii('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>Hi</w:t></w:r></w:p></w:body></w:document>',
  }),
  txt: Buffer.from('Notes for the assistant: Grüße 👋\n'),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
  exe: Buffer.concat([ascii('MZ'), Buffer.alloc(62)]),
  zip: zipOf({ 'readme.txt': 'not a Word document' }),
};
