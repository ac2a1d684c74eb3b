import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@common/schemas/assistant';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantUploads } from '../../db/schema';
import { keepConnectionsAlive } from '../../http/keep-alive';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { fixtures } from './uploads-fixtures';
import { ANONYMOUS_OWNER_COOKIE } from './uploads-owner';
import { UPLOAD_RATE_LIMIT } from './uploads-routes';
import { uploadsDir } from './uploads-service';

const MB = 1024 * 1024;

describe('assistant uploads', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'ada', email: 'ada@example.com' });
    bob = await createSignedInUser(t, { username: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const storedFiles = () => {
    try {
      return readdirSync(uploadsDir(t.deps.config.dataDir));
    } catch {
      return [];
    }
  };

  function upload(
    bytes: Uint8Array,
    name: string,
    opts: { cookie?: string; type?: string; field?: string } = {},
  ): Promise<Response> {
    const form = new FormData();
    form.append('note', 'sent with the file');
    form.append(
      opts.field ?? 'file',
      new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/octet-stream' }),
      name,
    );
    return Promise.resolve(
      t.app.request('/api/ai-assistant/upload', {
        method: 'POST',
        body: form,
        headers: {
          origin: 'http://localhost',
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      }),
    );
  }

  const download = (url: string, cookie?: string) =>
    Promise.resolve(t.app.request(url, { headers: cookie ? { cookie } : {} }));

  const accepted: [name: keyof typeof fixtures, file: string, mediaType: string][] = [
    ['png', 'dot.png', 'image/png'],
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['gif', 'anim.gif', 'image/gif'],
    ['webp', 'pic.webp', 'image/webp'],
    ['mp4', 'clip.mp4', 'video/mp4'],
    ['mov', 'clip.mov', 'video/quicktime'],
    ['webm', 'clip.webm', 'video/webm'],
    ['mp3', 'song.mp3', 'audio/mpeg'],
    ['wav', 'voice.wav', 'audio/wav'],
    ['ogg', 'voice.ogg', 'audio/ogg'],
    ['m4a', 'memo.m4a', 'audio/mp4'],
    ['pdf', 'paper.pdf', 'application/pdf'],
    ['doc', 'letter.doc', 'application/msword'],
    ['docx', 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['txt', 'notes.txt', 'text/plain'],
  ];

  it.each(accepted)(
    'accepts %s by its content and stores it with a row',
    async (fixture, name, mediaType) => {
      const bytes = fixtures[fixture];
      const res = await upload(bytes, name, { cookie: ada.cookie });
      expect(res.status, await res.clone().text()).toBe(201);
      const body = uploadResponseSchema.parse(await res.json());
      expect(body).toMatchObject({ name, size: bytes.length, mediaType });
      const id = body.url.split('/').pop()!;
      expect(body.url).toBe(`/api/ai-assistant/files/${id}`);
      expect(readFileSync(path.join(uploadsDir(t.deps.config.dataDir), id)).equals(bytes)).toBe(true);
      const [row] = await t.database.db.select().from(assistantUploads).where(eq(assistantUploads.id, id));
      expect(row).toMatchObject({
        ownerUserId: ada.user.id,
        ownerTokenHash: null,
        name,
        mediaType,
        size: bytes.length,
      });
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it('takes WebM recorded as audio as audio/webm', async () => {
    const res = await upload(fixtures.webm, 'voice.webm', { cookie: ada.cookie, type: 'audio/webm' });
    expect((await res.json()).mediaType).toBe('audio/webm');
  });

  it.each([
    ['an ELF executable named photo.png', fixtures.elf, 'photo.png', 'application/x-elf'],
    ['a Windows executable named notes.txt', fixtures.exe, 'notes.txt', 'application/x-msdownload'],
    ['a zip that is not a Word document', fixtures.zip, 'letter.docx', 'application/zip'],
    ['bytes that are not UTF-8 text', Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x00]), 'notes.txt', null],
  ])('refuses %s with 415 and says what is accepted', async (_, bytes, name, detected) => {
    const before = storedFiles().length;
    const res = await upload(bytes, name, { cookie: ada.cookie, type: 'image/png' });
    expect(res.status).toBe(415);
    const body = await res.json();
    expect(body.error).toBe('unsupported_media_type');
    expect(body.message).toMatch(
      /Accepted: images \(PNG, JPEG, GIF, WebP\), video .* PDF, Word \(DOC, DOCX\)/,
    );
    expect(body.details.detected).toBe(detected);
    expect(storedFiles().length).toBe(before);
  });

  it('answers 400 without a file, with an empty file, or with a body that is not multipart', async () => {
    const other = await upload(fixtures.png, 'dot.png', { cookie: ada.cookie, field: 'attachment' });
    expect(other.status).toBe(400);
    expect((await other.json()).message).toMatch(/field named "file"/);
    const empty = await upload(new Uint8Array(0), 'empty.txt', { cookie: ada.cookie });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('The file is empty.');
    const json = await t.request('POST', '/api/ai-assistant/upload', { file: 'x' }, { cookie: ada.cookie });
    expect(json.status).toBe(400);
    const truncated = await t.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body: `--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello`,
      headers: {
        origin: 'http://localhost',
        'content-type': 'multipart/form-data; boundary=b',
        cookie: ada.cookie,
      },
    });
    expect(truncated.status).toBe(400);
    expect((await truncated.json()).message).toMatch(/not valid multipart/);
  });

  it('accepts a file of exactly 25 MB, past the 1 MB JSON body limit', async () => {
    const res = await upload(Buffer.alloc(MAX_UPLOAD_BYTES, 'a'), 'big.txt', { cookie: bob.cookie });
    expect(res.status).toBe(201);
    expect((await res.json()).size).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses 25 MB + 1 byte with 413 while streaming, without reading the rest of the body', async () => {
    const before = storedFiles();
    const boundary = 'capTestBoundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const total = MAX_UPLOAD_BYTES + 1;
    const sendable = 100 * MB;
    let pulled = 0;
    const chunk = Buffer.alloc(MB, 'a');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= sendable) return controller.close();
        const next = pulled === 0 ? head : chunk;
        pulled += next.length;
        controller.enqueue(new Uint8Array(next));
      },
    });
    const res = await t.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body.
      duplex: 'half',
      headers: {
        origin: 'http://localhost',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: bob.cookie,
      },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'Files can be at most 25 MB.',
    });
    expect(pulled).toBeGreaterThan(total);
    expect(pulled).toBeLessThan(total + 3 * MB);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a declared Content-Length above the cap before reading anything', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await t.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body.
      duplex: 'half',
      headers: {
        origin: 'http://localhost',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(30 * MB),
        cookie: bob.cookie,
      },
    });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('answers 413 over a real socket while the client is still sending', async () => {
    const server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/ai-assistant/upload',
          headers: {
            origin: `http://127.0.0.1:${port}`,
            'content-type': 'multipart/form-data; boundary=sock',
            'transfer-encoding': 'chunked',
            cookie: bob.cookie,
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
        });
        req.on('error', (err) => (sent > MAX_UPLOAD_BYTES ? undefined : reject(err)));
        req.write('--sock\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n');
        const chunk = Buffer.alloc(256 * 1024, 'a');
        const pump = () => {
          while (sent < 60 * MB) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).message).toBe('Files can be at most 25 MB.');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  describe('downloads', () => {
    let url: string;
    beforeAll(async () => {
      const res = await upload(fixtures.png, '../../secret <shot>.png', { cookie: ada.cookie });
      url = (await res.json()).url;
    });

    it('serve the owner an attachment with nosniff, its stored type and private caching', async () => {
      const res = await download(url, ada.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="secret _shot_.png"; filename*=UTF-8''secret%20_shot_.png`,
      );
      expect(Buffer.from(await res.arrayBuffer()).equals(fixtures.png)).toBe(true);
    });

    it('serve text as UTF-8 text', async () => {
      const up = await upload(fixtures.txt, 'notes', { cookie: ada.cookie });
      const body = await up.json();
      expect(body.name).toBe('notes.txt');
      const res = await download(body.url, ada.cookie);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(fixtures.txt.toString());
    });

    it('answer 404 to anyone else, and to ids that do not exist', async () => {
      expect((await download(url, bob.cookie)).status).toBe(404);
      expect((await download(url)).status).toBe(404);
      expect(
        (await download('/api/ai-assistant/files/00000000-0000-4000-8000-000000000000', ada.cookie)).status,
      ).toBe(404);
      expect((await download('/api/ai-assistant/files/not-a-uuid', ada.cookie)).status).toBe(404);
    });

    it('let a signed-out uploader download with the anonymous owner cookie, and nobody else', async () => {
      const res = await upload(fixtures.pdf, 'paper.pdf');
      expect(res.status).toBe(201);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${ANONYMOUS_OWNER_COOKIE}=`))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/Path=\/api/);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const cookie = setCookie.split(';')[0]!;
      const { url: anonUrl } = await res.json();
      const [row] = await t.database.db
        .select()
        .from(assistantUploads)
        .where(eq(assistantUploads.id, anonUrl.split('/').pop()));
      expect(row).toMatchObject({
        ownerUserId: null,
        ownerTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(row!.ownerTokenHash).not.toContain(cookie.split('=')[1]);

      expect((await download(anonUrl, cookie)).status).toBe(200);
      expect((await download(anonUrl)).status).toBe(404);
      expect((await download(anonUrl, `${ANONYMOUS_OWNER_COOKIE}=${'x'.repeat(43)}`)).status).toBe(404);
      expect((await download(anonUrl, ada.cookie)).status).toBe(404);

      // The same visitor's next upload keeps the same owner token.
      const again = await upload(fixtures.txt, 'b.txt', { cookie });
      expect(again.headers.getSetCookie().some((c) => c.startsWith(`${ANONYMOUS_OWNER_COOKIE}=`))).toBe(
        false,
      );
      expect((await download((await again.json()).url, cookie)).status).toBe(200);
    });
  });

  it('rate limits uploads per user, and tells when to retry', async () => {
    t.enforceRateLimits();
    const carol = await createSignedInUser(t, { username: 'carol', email: 'carol@example.com' });
    let last: Response | undefined;
    for (let i = 0; i <= UPLOAD_RATE_LIMIT.limit; i++) {
      last = await upload(fixtures.txt, 'n.txt', { cookie: carol.cookie });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last!.json()).message).toMatch(/Too many uploads/);
    // Another user (even from the same network) is not affected.
    expect((await upload(fixtures.txt, 'n.txt', { cookie: bob.cookie })).status).toBe(201);
    t.clock.advance(UPLOAD_RATE_LIMIT.windowMs);
    expect((await upload(fixtures.txt, 'n.txt', { cookie: carol.cookie })).status).toBe(201);
  });

  it('rate limits signed-out uploads per IP', async () => {
    t.enforceRateLimits();
    const headers = { origin: 'http://localhost', 'x-forwarded-for': '10.9.9.9' };
    let status = 0;
    for (let i = 0; i <= UPLOAD_RATE_LIMIT.limit && status !== 429; i++) {
      const form = new FormData();
      form.append('file', new Blob([fixtures.txt]), 'n.txt');
      status = (await t.app.request('/api/ai-assistant/upload', { method: 'POST', body: form, headers }))
        .status;
    }
    expect(status).toBe(429);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    expect(
      doc.paths['/api/ai-assistant/upload'].post.requestBody.content['multipart/form-data'].schema,
    ).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(doc.paths['/api/ai-assistant/upload'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429']),
    );
    expect(doc.paths['/api/ai-assistant/files/{id}'].get).toBeDefined();
    expect(doc.paths['/api/ai-assistant/rate'].post).toBeDefined();
  });

  it('refuses cross-site uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob([fixtures.png]), 'dot.png');
    const res = await t.app.request('/api/ai-assistant/upload', {
      method: 'POST',
      body: form,
      headers: { origin: 'https://evil.example', cookie: ada.cookie },
    });
    expect(res.status).toBe(403);
  });
});
