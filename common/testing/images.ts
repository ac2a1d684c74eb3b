/**
 * Small, real image files built in memory for tests (no binaries in the repository): a PNG any browser
 * draws (solid colour or a gradient, stored deflate), and the smallest well-formed JPEG and WebP headers a
 * type check walks. Pure TypeScript, so unit, API and browser tests share it.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const concat = (...parts: ArrayLike<number>[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const ascii = (s: string) => Array.from(s, (ch) => ch.charCodeAt(0));

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat(ascii(type), data);
  return concat(be32(data.length), body, be32(crc32(body)));
}

/** zlib with stored (uncompressed) blocks: valid for every inflater. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: ArrayLike<number>[] = [[0x78, 0x01]];
  for (let at = 0; at === 0 || at < raw.length; at += 65535) {
    const part = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    blocks.push([last, part.length & 255, part.length >>> 8, ~part.length & 255, (~part.length >>> 8) & 255]);
    blocks.push(part);
  }
  blocks.push(be32(adler32(raw)));
  return concat(...blocks);
}

export type Rgb = readonly [number, number, number];

/** An RGB PNG of `width` x `height`; `from` to `to` is a left-to-right gradient (one colour when equal). */
export function pngImage(
  width: number,
  height: number,
  from: Rgb = [40, 90, 200],
  to: Rgb = from,
): Uint8Array {
  const row = (y: number) => {
    const line = [0]; // filter: none
    for (let x = 0; x < width; x++) {
      const t = width > 1 ? x / (width - 1) : 0;
      const shade = 1 - (0.3 * y) / Math.max(1, height);
      for (let i = 0; i < 3; i++) line.push(Math.round((from[i]! + (to[i]! - from[i]!) * t) * shade));
    }
    return line;
  };
  const raw = concat(...Array.from({ length: height }, (_, y) => row(y)));
  const header = concat(be32(width), be32(height), [8, 2, 0, 0, 0]);
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibStored(raw)),
    pngChunk('IEND', new Uint8Array()),
  );
}

/** A baseline JPEG's segments (JFIF, frame header, scan) with a token scan, ending in EOI. */
export function jpegImage(width: number, height: number): Uint8Array {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >>> 8,
    (data.length + 2) & 255,
    ...data,
  ];
  return concat(
    [0xff, 0xd8],
    segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xc0, [8, height >>> 8, height & 255, width >>> 8, width & 255, 1, 1, 0x11, 0]),
    segment(0xda, [1, 1, 0, 0, 63, 0]),
    [0x12, 0x34, 0x56],
    [0xff, 0xd9],
  );
}

/** A lossless (VP8L) WebP header of `width` x `height` in a RIFF of the right length. */
export function webpImage(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const data = [0x2f, ...le32(bits >>> 0), 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07];
  const chunk = [...ascii('VP8L'), ...le32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
  return concat(ascii('RIFF'), le32(4 + chunk.length), ascii('WEBP'), chunk);
}
