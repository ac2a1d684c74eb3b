/**
 * Images in posts against the real app: the type from the bytes (a .png that is really HTML is refused), the
 * size limit, the storage bound, the rate limit, and serving with its type, nosniff and a sandboxing CSP.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { COMMUNITY_IMAGE_MAX_BYTES, COMMUNITY_UPLOAD_STORAGE_MAX_BYTES } from '@common/schemas/community';
import { jpegImage, pngImage, webpImage } from '@common/testing/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityUploads } from '../../db/schema/community';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { UPLOADS_DIR } from './upload-files';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, STORAGE_FULL } from './upload-image';
import { UPLOAD_CSP, UPLOAD_LIMIT } from './upload-routes';

const GIF = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]);

describe('community image uploads', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let ben: SignedInUser;

  function upload(user: SignedInUser | null, bytes: Uint8Array, name = 'image.png', type = 'image/png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return Promise.resolve(
      t.app.request('/api/community/uploads', {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost', ...(user ? { cookie: user.cookie } : {}) },
      }),
    );
  }
  const files = () => {
    const dir = path.join(t.deps.config.dataDir, UPLOADS_DIR);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ann = await createSignedInUser(t, { username: 'ann' });
    ben = await createSignedInUser(t, { username: 'ben' });
  });
  afterAll(() => t.close());

  it('stores PNG, JPEG, GIF and WebP by their bytes and serves them to anyone, safely', async () => {
    expect((await upload(null, pngImage(4, 4))).status).toBe(401);
    for (const [bytes, type] of [
      [pngImage(4, 4), 'image/png'],
      [jpegImage(4, 4), 'image/jpeg'],
      [GIF, 'image/gif'],
      [webpImage(4, 4), 'image/webp'],
    ] as const) {
      // The name and the declared type say PNG every time: the bytes decide.
      const res = await upload(ann, bytes);
      expect(res.status, type).toBe(201);
      const body = await res.json();
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `/api/community/uploads/${body.id}`,
        markdown: `![image](/api/community/uploads/${body.id})`,
      });
      const served = await t.app.request(body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe(UPLOAD_CSP);
      expect(served.headers.get('cache-control')).toContain('immutable');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
    expect(files()).toHaveLength(4);
    expect((await t.app.request(`/api/community/uploads/${randomUUID()}`)).status).toBe(404);
    expect((await t.app.request('/api/community/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('refuses what is not an image, whatever its name, and what is too large, storing nothing', async () => {
    const before = files().length;
    for (const fake of [
      '<!doctype html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      const res = await upload(ann, new TextEncoder().encode(fake), 'cat.png', 'image/png');
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBe(NOT_AN_IMAGE);
    }
    const big = new Uint8Array(COMMUNITY_IMAGE_MAX_BYTES + 1);
    big.set(pngImage(4, 4));
    const tooLarge = await upload(ann, big);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe(IMAGE_TOO_LARGE);
    const empty = await t.app.request('/api/community/uploads', {
      method: 'POST',
      body: new FormData(),
      headers: { origin: 'http://localhost', cookie: ann.cookie },
    });
    expect(empty.status).toBe(400);
    expect(files()).toHaveLength(before);
  });

  it('bounds the storage of each account', async () => {
    await t.database.db.insert(communityUploads).values({
      ownerId: ben.user.id,
      mediaType: 'image/png',
      size: COMMUNITY_UPLOAD_STORAGE_MAX_BYTES - 100,
      sha256: 'x',
      createdAt: t.deps.now(),
    });
    const full = await upload(ben, pngImage(8, 8));
    expect(full.status).toBe(413);
    expect((await full.json()).message).toBe(STORAGE_FULL);
    // Someone else still has room.
    expect((await upload(ann, pngImage(8, 8))).status).toBe(201);
  });

  it('limits how many images one person uploads in a while', async () => {
    t.enforceRateLimits();
    for (let i = 0; i < UPLOAD_LIMIT.limit; i++) expect((await upload(ann, pngImage(2, 2))).status).toBe(201);
    const limited = await upload(ann, pngImage(2, 2));
    expect(limited.status).toBe(429);
    // Per person: someone else still may (a GIF small enough for ben's last 100 bytes).
    expect((await upload(ben, GIF)).status).toBe(201);
  });
});
