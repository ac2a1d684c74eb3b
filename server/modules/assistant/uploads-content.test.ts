import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, UploadContentCheck } from './uploads-content';
import { attachmentDisposition, sanitizeFileName } from './uploads-file-name';

async function verdictOf(bytes: Uint8Array, declared: string | null = null, chunk = 1000) {
  const check = new UploadContentCheck(declared);
  for (let i = 0; i < bytes.length; i += chunk) {
    check.push(bytes.subarray(i, i + chunk));
    if (check.sampleComplete) {
      const early = await check.early();
      if (early.kind !== 'undecided') return { early: true, ...early };
    }
  }
  return { early: false, ...(await check.final()) };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);

describe('upload content check', () => {
  it('accepts by signature', async () => {
    expect(await verdictOf(png)).toMatchObject({ kind: 'accepted', type: { mediaType: 'image/png' } });
  });

  it('accepts UTF-8 text without NUL bytes, and only that', async () => {
    expect(await verdictOf(Buffer.from('Grüße, 世界 👋\n'.repeat(10_000)))).toMatchObject({
      kind: 'accepted',
      type: { mediaType: 'text/plain' },
    });
    expect(await verdictOf(Buffer.from('<?xml version="1.0"?><a/>'))).toMatchObject({
      type: { mediaType: 'text/plain' },
    });
    expect((await verdictOf(Buffer.from('abc\0def'))).kind).toBe('refused');
    expect((await verdictOf(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).kind).toBe('refused');
    // A multi-byte character cut at the end of the file is not valid UTF-8.
    expect((await verdictOf(Buffer.from('ok é').subarray(0, 4))).kind).toBe('refused');
  });

  it('refuses an executable, early when the sample is complete', async () => {
    expect(await verdictOf(elf)).toMatchObject({ kind: 'refused', early: false });
    const big = Buffer.concat([elf, Buffer.alloc(SNIFF_BYTES * 2)]);
    expect(await verdictOf(big)).toMatchObject({
      kind: 'refused',
      early: true,
      detected: 'application/x-elf',
    });
  });

  it('stores WebM declared as audio as audio/webm', async () => {
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
    expect(await verdictOf(webm, 'audio/webm;codecs=opus')).toMatchObject({
      type: { mediaType: 'audio/webm' },
    });
    expect(await verdictOf(webm, null)).toMatchObject({ type: { mediaType: 'video/webm' } });
  });
});

describe('upload file names', () => {
  const pngType = { mediaType: 'image/png', extensions: ['png'] };
  it('keep the last path segment, drop control and reserved characters, fix the extension', () => {
    expect(sanitizeFileName('../../etc/evil"name.png', pngType)).toBe('evil_name.png');
    expect(sanitizeFileName('C:\\Users\\me\\shot.PNG', pngType)).toBe('shot.PNG');
    expect(sanitizeFileName('a\u0000b\u202ec.png', pngType)).toBe('abc.png');
    expect(sanitizeFileName('report.pdf', pngType)).toBe('report.pdf.png');
    expect(sanitizeFileName(null, pngType)).toBe('file.png');
    expect(sanitizeFileName('...', pngType)).toBe('file.png');
    expect(sanitizeFileName(`${'x'.repeat(300)}.png`, pngType)).toHaveLength(200);
  });

  it('make an attachment header with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('résumé (1).pdf')).toBe(
      `attachment; filename="r_sum_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });
});
