import { describe, expect, it } from 'vitest';
import {
  MalformedMultipart,
  MultipartBodyTooLarge,
  type MultipartPartInfo,
  multipartBoundary,
  parsePartHeaders,
  readMultipart,
} from './uploads-multipart';

const BOUNDARY = '----aizBoundary7MA4YWxkTrZu0gW';

function body(parts: { headers: string; data: Uint8Array | string }[], preamble = ''): Buffer {
  const chunks: Buffer[] = [Buffer.from(preamble)];
  for (const p of parts) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\n${p.headers}\r\n\r\n`),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Streams `bytes` in chunks of the given sizes (repeating the last size). */
function streamOf(bytes: Buffer, sizes: number[]): ReadableStream<Uint8Array> {
  let offset = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = sizes[Math.min(i++, sizes.length - 1)]!;
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, maxBodyBytes = 1 << 20) {
  const parts: { info: MultipartPartInfo; data: Buffer }[] = [];
  let current: Buffer[] = [];
  await readMultipart(
    stream,
    BOUNDARY,
    {
      onPart(info) {
        current = [];
        parts.push({ info, data: Buffer.alloc(0) });
        return true;
      },
      onData(chunk) {
        current.push(Buffer.from(chunk));
      },
      onPartEnd() {
        parts.at(-1)!.data = Buffer.concat(current);
      },
    },
    { maxBodyBytes },
  );
  return parts;
}

// Bytes that look like parts of a delimiter, to catch matches split across chunks.
const tricky = Buffer.concat([
  Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}\r\n-`),
  Buffer.from([0, 1, 2, 13, 10, 45, 45]),
  Buffer.from('end'),
]);

describe('readMultipart', () => {
  const sample = body(
    [
      { headers: 'Content-Disposition: form-data; name="note"', data: 'hello' },
      {
        headers:
          'Content-Disposition: form-data; name="file"; filename="a b.bin"\r\nContent-Type: application/x-test',
        data: tricky,
      },
    ],
    'preamble to ignore\r\n',
  );

  it('reads every part, whatever the chunk sizes', async () => {
    for (const size of [1, 2, 3, 7, 13, 31, 64, 1000]) {
      const parts = await collect(streamOf(sample, [size]));
      expect(
        parts.map((p) => p.info),
        `chunks of ${size}`,
      ).toEqual([
        { fieldName: 'note', fileName: null, contentType: null },
        { fieldName: 'file', fileName: 'a b.bin', contentType: 'application/x-test' },
      ]);
      expect(parts[0]!.data.toString()).toBe('hello');
      expect(parts[1]!.data.equals(tricky), `chunks of ${size}`).toBe(true);
    }
  });

  it('splits at every position of the body', async () => {
    for (let cut = 1; cut < sample.length; cut++) {
      const parts = await collect(streamOf(sample, [cut, sample.length]));
      expect(parts[1]!.data.equals(tricky), `cut at ${cut}`).toBe(true);
    }
  });

  it('reads a body built by the platform FormData', async () => {
    const form = new FormData();
    form.append('file', new Blob([tricky], { type: 'image/png' }), 'naïve "x".png');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined)!;
    const parts: MultipartPartInfo[] = [];
    const data: Buffer[] = [];
    await readMultipart(
      request.body!,
      boundary,
      {
        onPart: (p) => {
          parts.push(p);
          return true;
        },
        onData: (c) => {
          data.push(Buffer.from(c));
        },
        onPartEnd: () => {},
      },
      { maxBodyBytes: 1 << 20 },
    );
    expect(parts[0]).toMatchObject({ fieldName: 'file', contentType: 'image/png' });
    expect(parts[0]!.fileName).toMatch(/^naïve (%22|\\"|")x(%22|\\"|")\.png$/);
    expect(Buffer.concat(data).equals(tricky)).toBe(true);
  });

  it('stops reading as soon as the body passes its cap', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk =
          pulled === 0
            ? Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`)
            : Buffer.alloc(1000);
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    await expect(collect(endless, 10_000)).rejects.toBeInstanceOf(MultipartBodyTooLarge);
    expect(pulled).toBeLessThan(12_000);
  });

  it('refuses a body without its closing boundary or with a bad part header', async () => {
    const truncated = sample.subarray(0, sample.length - 10);
    await expect(collect(streamOf(truncated, [100]))).rejects.toBeInstanceOf(MalformedMultipart);
    const noDisposition = body([{ headers: 'Content-Type: text/plain', data: 'x' }]);
    await expect(collect(streamOf(noDisposition, [100]))).rejects.toThrow(/Content-Disposition/);
  });
});

describe('multipart headers', () => {
  it('find the boundary of a multipart/form-data content type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });

  it('read names, quoted and extended file names', () => {
    expect(parsePartHeaders('Content-Disposition: form-data; name="file"; filename="a\\"b.txt"')).toEqual({
      fieldName: 'file',
      fileName: 'a"b.txt',
      contentType: null,
    });
    expect(
      parsePartHeaders(
        'content-disposition: form-data; name=file; filename="x.txt"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.txt',
      ).fileName,
    ).toBe('résumé.txt');
  });
});
