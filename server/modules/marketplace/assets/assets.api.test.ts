/**
 * A listing's images against the real app and database: the creator uploads an icon and screenshots (type
 * from the bytes, size and count limits, storage bound), captions, reorders and deletes them; others are
 * refused; anyone GETs an image with safe, cacheable headers; cards and the listing page show them.
 */

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import type { ListingCard, ListingDetail } from '@common/schemas/marketplace';
import {
  ASSET_STORAGE_MAX_BYTES,
  ICON_MAX_BYTES,
  type ListingAsset,
  type ListingAssets,
  SCREENSHOT_MAX_BYTES,
} from '@common/schemas/marketplace-assets';
import { jpegImage, pngImage, webpImage } from '@common/testing/images';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceListings } from '../../../db/schema/marketplace';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { edge, node } from '../../../test/workflow-documents';
import { assetPath, assetsDir, SWEEP_GRACE_MS, sweepAssetFiles } from './asset-files';
import { ASSET_CSP, ASSET_WRITE_LIMIT } from './routes';

const document = {
  nodes: [
    { ...node('start', 'manual-trigger'), position: [0, 0] },
    { ...node('work', 'code', { jsCode: 'return [{ ok: true }];' }), position: [240, 0] },
  ],
  edges: [edge('start', 'work')],
  settings: {},
};

/** Bytes padded inside a PNG (a tEXt chunk) to reach `size`: still a whole, valid PNG. */
function pngOfSize(size: number): Uint8Array {
  const base = pngImage(8, 8);
  const iend = base.subarray(base.length - 12);
  const padding = size - base.length - 12;
  const chunk = new Uint8Array(12 + padding);
  new DataView(chunk.buffer).setUint32(0, padding);
  chunk.set([0x74, 0x45, 0x58, 0x74], 4); // tEXt (the CRC is not checked)
  return Buffer.concat([base.subarray(0, base.length - 12), chunk, iend]);
}

describe('marketplace images', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let slug: string;

  async function listing(user: SignedInUser, title: string): Promise<string> {
    const created = await (await user.request('POST', '/api/workflows', { name: title })).json();
    const saved = await user.request('PUT', `/api/workflows/${created.id}/draft`, { document, revision: 1 });
    expect(saved.status).toBe(200);
    expect((await user.request('POST', `/api/workflows/${created.id}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const res = await user.request('POST', '/api/marketplace/listings', {
      workflowId: created.id,
      title,
      summary: 'Answers customer questions from your help centre.',
      category: 'customer-support',
    });
    expect(res.status).toBe(201);
    return (await res.json()).slug;
  }

  function upload(
    user: SignedInUser | null,
    path: string,
    bytes: Uint8Array,
    opts: { name?: string; type?: string; caption?: string } = {},
  ): Promise<Response> {
    const form = new FormData();
    if (opts.caption !== undefined) form.append('caption', opts.caption);
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/octet-stream' }),
      opts.name ?? 'image.png',
    );
    return Promise.resolve(
      t.app.request(`/api/marketplace/listings/${path}`, {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost', ...(user ? { cookie: user.cookie } : {}) },
      }),
    );
  }

  const assets = async (user: SignedInUser, s = slug): Promise<ListingAssets> => {
    const res = await user.request('GET', `/api/marketplace/listings/${s}/assets`);
    expect(res.status).toBe(200);
    return res.json();
  };
  const files = () =>
    existsSync(assetsDir(t.deps.config.dataDir)) ? readdirSync(assetsDir(t.deps.config.dataDir)) : [];

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'painter' });
    bob = await createSignedInUser(t, { username: 'visitor' });
    slug = await listing(ada, 'Support agent');
  });
  afterAll(() => t.close());

  it('takes an icon by its bytes (a PNG named .svg and sent as SVG is a PNG), and replaces it', async () => {
    const first = await upload(ada, `${slug}/icon`, pngImage(64, 64), {
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(first.status).toBe(201);
    const icon = (await first.json()) as ListingAsset;
    expect(icon).toMatchObject({
      kind: 'icon',
      mediaType: 'image/png',
      url: `/api/marketplace/assets/${icon.id}`,
    });
    expect(existsSync(assetPath(t.deps.config.dataDir, icon.id))).toBe(true);

    const second = await upload(ada, `${slug}/icon`, webpImage(96, 80), {
      name: 'logo.png',
      type: 'image/png',
    });
    expect(second.status).toBe(201);
    const replaced = (await second.json()) as ListingAsset;
    expect(replaced.mediaType).toBe('image/webp');
    expect((await assets(ada)).icon?.id).toBe(replaced.id);
    expect(existsSync(assetPath(t.deps.config.dataDir, icon.id))).toBe(false);
    expect((await t.request('GET', icon.url)).status).toBe(404);

    const card = (await (await t.request('GET', '/api/marketplace/listings?q=support')).json()).listings.find(
      (l: ListingCard) => l.slug === slug,
    );
    expect(card.iconUrl).toBe(replaced.url);
  });

  it('refuses SVG, HTML, truncated and oversized files with clear messages, storing nothing', async () => {
    const before = files().length;
    const svg = await upload(ada, `${slug}/icon`, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), {
      type: 'image/png',
    });
    expect(svg.status).toBe(415);
    expect((await svg.json()).message).toMatch(/SVG images are not accepted, because they can carry scripts/);

    const html = await upload(
      ada,
      `${slug}/screenshots`,
      new TextEncoder().encode('<html><script>x()</script>'),
    );
    expect(html.status).toBe(415);
    expect((await html.json()).message).toMatch(/not a PNG, JPEG or WebP image \(it looks like HTML\)/);

    const png = pngImage(40, 40);
    const truncated = await upload(ada, `${slug}/screenshots`, png.subarray(0, png.length - 20));
    expect(truncated.status).toBe(400);
    expect((await truncated.json()).message).toMatch(/PNG file is incomplete or damaged/);

    const bigIcon = await upload(ada, `${slug}/icon`, pngOfSize(ICON_MAX_BYTES + 1));
    expect(bigIcon.status).toBe(413);
    expect((await bigIcon.json()).message).toBe('An icon can be at most 256 KB.');

    const bigShot = await upload(ada, `${slug}/screenshots`, pngOfSize(SCREENSHOT_MAX_BYTES + 1));
    expect(bigShot.status).toBe(413);
    expect((await bigShot.json()).message).toBe('A screenshot can be at most 2 MB.');

    const wide = await upload(ada, `${slug}/icon`, pngImage(300, 100));
    expect(wide.status).toBe(400);
    expect((await wide.json()).message).toMatch(/An icon is shown square, and this one is 300 × 100 pixels/);

    const noFile = await Promise.resolve(
      t.app.request(`/api/marketplace/listings/${slug}/icon`, {
        method: 'POST',
        body: new Blob([new Uint8Array(pngImage(8, 8))]),
        headers: { origin: 'http://localhost', cookie: ada.cookie, 'content-type': 'image/png' },
      }),
    );
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toMatch(/send it as multipart\/form-data in a field named "file"/);
    expect(files().length).toBe(before);
  });

  it('lets only the creator change the images', async () => {
    const other = await upload(bob, `${slug}/icon`, pngImage(16, 16));
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe("Only the listing's creator can change its images.");
    expect((await upload(null, `${slug}/screenshots`, pngImage(16, 16))).status).toBe(401);
    expect((await bob.request('GET', `/api/marketplace/listings/${slug}/assets`)).status).toBe(403);
    expect((await upload(ada, 'no-such-listing/icon', pngImage(16, 16))).status).toBe(404);
    const { icon } = await assets(ada);
    expect((await bob.request('DELETE', `/api/marketplace/listings/${slug}/assets/${icon!.id}`)).status).toBe(
      403,
    );
    expect((await assets(ada)).icon?.id).toBe(icon!.id);
  });

  it('takes up to 6 screenshots with captions, reorders and deletes them, and the page shows them', async () => {
    const ids: string[] = [];
    const kinds = [pngImage(320, 200), jpegImage(1280, 800), webpImage(640, 400)];
    for (let i = 0; i < 6; i++) {
      const res = await upload(ada, `${slug}/screenshots`, kinds[i % 3]!, { caption: `Step ${i + 1}` });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as ListingAsset).id);
    }
    const seventh = await upload(ada, `${slug}/screenshots`, pngImage(10, 10));
    expect(seventh.status).toBe(409);
    expect((await seventh.json()).message).toBe(
      'A listing has at most 6 screenshots. Delete one to add another.',
    );

    const caption = await ada.request('PATCH', `/api/marketplace/listings/${slug}/assets/${ids[0]}`, {
      caption: 'The inbox, answered',
    });
    expect(caption.status).toBe(200);
    const badCaption = await ada.request('PATCH', `/api/marketplace/listings/${slug}/assets/${ids[0]}`, {
      caption: 'x'.repeat(201),
    });
    expect(badCaption.status).toBe(400);

    const reversed = [...ids].reverse();
    const reorder = await ada.request('PUT', `/api/marketplace/listings/${slug}/screenshots/order`, {
      ids: reversed,
    });
    expect(reorder.status).toBe(200);
    expect(((await reorder.json()) as ListingAssets).screenshots.map((s) => s.id)).toEqual(reversed);
    const partial = await ada.request('PUT', `/api/marketplace/listings/${slug}/screenshots/order`, {
      ids: reversed.slice(1),
    });
    expect(partial.status).toBe(400);
    expect((await partial.json()).message).toBe(
      'Name every screenshot of the listing once, in the new order.',
    );

    const gone = ids[2]!;
    expect(existsSync(assetPath(t.deps.config.dataDir, gone))).toBe(true);
    expect((await ada.request('DELETE', `/api/marketplace/listings/${slug}/assets/${gone}`)).status).toBe(
      204,
    );
    expect(existsSync(assetPath(t.deps.config.dataDir, gone))).toBe(false);
    expect((await ada.request('DELETE', `/api/marketplace/listings/${slug}/assets/${gone}`)).status).toBe(
      404,
    );

    const page = (await (
      await t.request('GET', `/api/marketplace/listings/${slug}`)
    ).json()) as ListingDetail;
    expect(page.screenshots.map((s) => s.caption)).toEqual([
      'Step 6',
      'Step 5',
      'Step 4',
      'Step 2',
      'The inbox, answered',
    ]);
    expect(page.screenshots[0]!.url).toBe(`/api/marketplace/assets/${ids[5]}`);
    expect((await upload(ada, `${slug}/screenshots`, pngImage(10, 10))).status).toBe(201);
  });

  it('serves an image to anyone with its type, nosniff, a strong ETag, a long cache and a sandbox', async () => {
    const { icon } = await assets(ada);
    const res = await t.request('GET', icon!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(ASSET_CSP);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(webpImage(96, 80)));
    const again = await t.request('GET', icon!.url, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await t.request('GET', '/api/marketplace/assets/not-an-id')).status).toBe(404);
    expect((await t.request('GET', `/api/marketplace/assets/${randomUUID()}`)).status).toBe(404);
  });

  it('hides the images of a hidden listing', async () => {
    const hiddenSlug = await listing(ada, 'Hidden helper');
    const icon = (await (await upload(ada, `${hiddenSlug}/icon`, pngImage(20, 20))).json()) as ListingAsset;
    expect((await t.request('GET', icon.url)).status).toBe(200);
    await t.database.db
      .update(marketplaceListings)
      .set({ status: 'hidden' })
      .where(eq(marketplaceListings.slug, hiddenSlug));
    expect((await t.request('GET', icon.url)).status).toBe(404);
    expect((await upload(bob, `${hiddenSlug}/icon`, pngImage(20, 20))).status).toBe(404);
  });

  it('bounds the images across one person’s listings, saying how much is used', async () => {
    const carol = await createSignedInUser(t, { username: 'hoarder' });
    const slugs = [
      await listing(carol, 'Big gallery one'),
      await listing(carol, 'Big gallery two'),
      await listing(carol, 'Big gallery three'),
      await listing(carol, 'Big gallery four'),
      await listing(carol, 'Big gallery five'),
    ];
    const big = pngOfSize(SCREENSHOT_MAX_BYTES - 1024);
    let refused: Response | undefined;
    let stored = 0;
    outer: for (const s of slugs) {
      for (let i = 0; i < 6; i++) {
        const res = await upload(carol, `${s}/screenshots`, big);
        if (res.status !== 201) {
          refused = res;
          break outer;
        }
        stored++;
      }
    }
    expect(stored).toBe(Math.floor(ASSET_STORAGE_MAX_BYTES / big.length));
    expect(refused?.status).toBe(409);
    expect((await refused!.json()).message).toMatch(
      /^Your listings' images use 4\d\.\d MB of 50 MB, and this one needs 2 MB\. Delete some images first\.$/,
    );
  });

  it('sweeps files no row names once they are older than an upload takes', async () => {
    const dir = t.deps.config.dataDir;
    const orphan = randomUUID();
    const fresh = randomUUID();
    writeFileSync(assetPath(dir, orphan), 'x');
    writeFileSync(assetPath(dir, fresh), 'x');
    const old = new Date(Date.now() - 2 * SWEEP_GRACE_MS);
    utimesSync(assetPath(dir, orphan), old, old);
    const kept = files().length - 2;
    expect(await sweepAssetFiles(t.database.db, dir, new Date())).toBe(1);
    expect(existsSync(assetPath(dir, orphan))).toBe(false);
    expect(existsSync(assetPath(dir, fresh))).toBe(true);
    expect(files().length).toBe(kept + 1);
  });

  it('limits how many changes one person makes in a while', async () => {
    t.enforceRateLimits();
    const dave = await createSignedInUser(t, { username: 'scripted' });
    const statuses: number[] = [];
    for (let i = 0; i <= ASSET_WRITE_LIMIT.limit; i++) {
      statuses.push(
        (await dave.request('DELETE', `/api/marketplace/listings/${slug}/assets/${randomUUID()}`)).status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 403)).toBe(true);
    const last = await dave.request('DELETE', `/api/marketplace/listings/${slug}/assets/${randomUUID()}`);
    expect(last.status).toBe(429);
    expect((await last.json()).message).toMatch(/Too many changes to images/);
    // Reading the images is not limited.
    expect((await t.request('GET', (await assets(ada)).icon!.url)).status).toBe(200);
  });
});
