/**
 * The designer's API against the real app and database (PGlite, or PostgreSQL with AIZ_TEST_DB): designs in
 * a workspace with the summary recomputed on the server, roles and strangers, the deal association, the
 * PNG attachment (a crm_documents row and its bytes), the photo by content type, and production per plane
 * from the solar model.
 */
import { existsSync, readFileSync } from 'node:fs';
import type {
  DesignAttachment,
  DesignDoc,
  DesignList,
  DesignProduction,
  SolarDesign,
} from '@common/schemas/solar-designs';
import { MODULE_CATALOGUE, pitchFromTwelfths, rectangle } from '@common/solar/designer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmContacts,
  crmDeals,
  crmDocuments,
  crmMembers,
  crmPipelines,
  crmStages,
} from '../../../db/schema/solar-crm';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { crmDocumentPath, designPhotoPath } from './design-files';
import { designProduction } from './production';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function doc(extra: Partial<DesignDoc> = {}): DesignDoc {
  return {
    schemaVersion: 1,
    zip: '85004',
    annualUsageKwh: 12_000,
    moduleId: MODULE_CATALOGUE[0]!.id,
    orientation: 'portrait',
    spacingM: 0.02,
    inverterAcKw: 7.6,
    setbackProfile: 'irc-2018',
    planes: [
      {
        id: 'south',
        name: 'South',
        points: rectangle(0, 0, 12, 5),
        edges: ['ridge', 'rake', 'eave', 'rake'],
        pitchDeg: pitchFromTwelfths(6),
        azimuthDeg: 180,
      },
    ],
    obstructions: [],
    panels: Array.from({ length: 20 }, (_, i) => ({
      id: `p${i}`,
      planeId: 'south',
      s: (i % 10) * 1.07,
      t: Math.floor(i / 10) * 1.9,
      orientation: 'portrait' as const,
    })),
    photo: null,
    ...extra,
  };
}

describe('solar designs API', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let setter: SignedInUser;
  let stranger: SignedInUser;
  let dealId: string;
  let otherDealId: string;

  async function makeDeal(ownerId: string): Promise<string> {
    const db = t.database.db;
    const now = new Date(t.clock.now);
    const [pipeline] = await db
      .insert(crmPipelines)
      .values({ ownerId, name: 'Sales', position: 0, createdAt: now })
      .returning();
    const [stage] = await db
      .insert(crmStages)
      .values({ ownerId, pipelineId: pipeline!.id, name: 'New', position: 0, probability: 10 })
      .returning();
    const [contact] = await db
      .insert(crmContacts)
      .values({ ownerId, name: 'Ada', source: 'manual', createdAt: now, updatedAt: now })
      .returning();
    const [deal] = await db
      .insert(crmDeals)
      .values({
        ownerId,
        pipelineId: pipeline!.id,
        stageId: stage!.id,
        contactId: contact!.id,
        title: 'Ada roof',
        stageEnteredAt: now,
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return deal!.id;
  }

  function multipart(user: SignedInUser, method: string, url: string, form: FormData) {
    return t.app.request(url, {
      method,
      headers: { origin: 'http://localhost', cookie: user.cookie },
      body: form,
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    owner = await createSignedInUser(t, { username: 'design-owner' });
    setter = await createSignedInUser(t, { username: 'design-setter' });
    stranger = await createSignedInUser(t, { username: 'design-stranger' });
    await t.database.db.insert(crmMembers).values({
      ownerId: owner.user.id,
      userId: setter.user.id,
      role: 'setter',
      createdAt: new Date(t.clock.now),
    });
    dealId = await makeDeal(owner.user.id);
    otherDealId = await makeDeal(stranger.user.id);
  });
  afterAll(() => t.close());

  it('saves a design and computes its summary on the server, ignoring what the client claims', async () => {
    const res = await owner.request('POST', '/api/solar/designs', {
      name: 'Ada roof',
      doc: doc(),
      summary: { panelCount: 999 },
    });
    expect(res.status).toBe(400); // the body is strict: a summary is not accepted at all
    const ok = await owner.request('POST', '/api/solar/designs', { name: 'Ada roof', doc: doc() });
    expect(ok.status).toBe(201);
    const design = (await ok.json()) as SolarDesign;
    // 20 × 400 W = 8 kW; 8 / 7.6 = 1.05.
    expect(design.summary).toMatchObject({ panelCount: 20, kwDc: 8, dcAc: { ratio: 1.05, status: 'ok' } });
    // Phoenix, 6/12 south: roughly 1,700 kWh per kW (the estimate's anchors: 6,882 kWh for 4 kW roof-mount at 20°).
    expect(design.summary.annualKwh!).toBeGreaterThan(8 * 1500);
    expect(design.summary.annualKwh!).toBeLessThan(8 * 1900);
    expect(design.summary.planes[0]!.annualKwh).toBe(design.summary.annualKwh);
    expect(design.summary.offsetPct).toBeCloseTo((design.summary.annualKwh! / 12_000) * 100, 0);
    expect(design.summary.station).toContain('PHOENIX');

    const got = (await (await owner.request('GET', `/api/solar/designs/${design.id}`)).json()) as SolarDesign;
    expect(got.doc.panels).toHaveLength(20);

    const put = await owner.request('PUT', `/api/solar/designs/${design.id}`, {
      name: 'Ada roof v2',
      doc: doc({ panels: doc().panels.slice(0, 5), zip: null }),
    });
    expect(put.status).toBe(200);
    const updated = (await put.json()) as SolarDesign;
    expect(updated.summary).toMatchObject({
      panelCount: 5,
      kwDc: 2,
      annualKwh: null,
      productionNote: 'Give a ZIP code to model production.',
    });
    expect(updated.summary.dcAc.status).toBe('low');
  });

  it('refuses bad documents with clear 400s and 413', async () => {
    const post = (d: unknown) => owner.request('POST', '/api/solar/designs', { name: 'x', doc: d });
    expect((await post(doc({ moduleId: 'nope' }))).status).toBe(400);
    const orphan = await post(
      doc({ panels: [{ id: 'a', planeId: 'gone', s: 0, t: 0, orientation: 'portrait' }] }),
    );
    expect(orphan.status).toBe(400);
    expect(((await orphan.json()) as { message: string }).message).toContain('not in the design');
    expect((await post({ ...doc(), schemaVersion: 2 })).status).toBe(400);
    const triangle = doc().planes[0]!;
    expect((await post(doc({ planes: [{ ...triangle, edges: ['ridge'] }] }))).status).toBe(400);
    // Many corners on many planes: past the size bound.
    const heavy = Array.from({ length: 60 }, (_, i) => ({
      ...triangle,
      id: `p${i}`,
      name: 'A plane with a long name for bytes',
      points: Array.from({ length: 40 }, (_, k) => ({
        x: Math.cos(k) * 3.123456789012,
        y: Math.sin(k) * 3.123456789012,
      })),
      edges: Array.from({ length: 40 }, () => 'eave' as const),
    }));
    const panels = Array.from({ length: 2000 }, (_, i) => ({
      id: `panel-${i}`,
      planeId: 'p0',
      s: (i % 100) * 1.0123456789,
      t: 0.123456789,
      orientation: 'landscape' as const,
    }));
    expect((await post(doc({ planes: heavy, panels }))).status).toBe(413);
  });

  it('keeps workspaces apart and lets members in by role', async () => {
    const mine = (await (
      await owner.request('POST', '/api/solar/designs', { name: 'Mine', doc: doc() })
    ).json()) as SolarDesign;
    expect((await stranger.request('GET', `/api/solar/designs/${mine.id}`)).status).toBe(404);
    expect((await stranger.request('GET', `/api/solar/designs?workspace=${owner.user.id}`)).status).toBe(403);
    const list = (await (
      await setter.request('GET', `/api/solar/designs?workspace=${owner.user.id}`)
    ).json()) as DesignList;
    expect(list.designs.map((d) => d.id)).toContain(mine.id);
    const bySetter = await setter.request('POST', `/api/solar/designs?workspace=${owner.user.id}`, {
      name: 'Setter',
      doc: doc(),
    });
    expect(bySetter.status).toBe(201);
    expect((await stranger.request('DELETE', `/api/solar/designs/${mine.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/solar/designs/${mine.id}`)).status).toBe(204);
    expect((await owner.request('GET', `/api/solar/designs/${mine.id}`)).status).toBe(404);
  });

  it('associates a design with a deal only in its own workspace, and lists by deal', async () => {
    const other = await owner.request('POST', '/api/solar/designs', {
      name: 'x',
      doc: doc(),
      dealId: otherDealId,
    });
    expect(other.status).toBe(404);
    const created = (await (
      await owner.request('POST', '/api/solar/designs', { name: 'For Ada', doc: doc(), dealId })
    ).json()) as SolarDesign;
    expect(created.dealId).toBe(dealId);
    const list = (await (
      await owner.request('GET', `/api/solar/designs?deal=${dealId}`)
    ).json()) as DesignList;
    expect(list.designs.map((d) => d.id)).toEqual([created.id]);
  });

  it('attaches the PNG export to a deal as a design document', async () => {
    const design = (await (
      await owner.request('POST', '/api/solar/designs', { name: 'Attach me', doc: doc() })
    ).json()) as SolarDesign;
    const form = (png: Blob, deal = dealId) => {
      const f = new FormData();
      f.set('dealId', deal);
      f.set('png', png, 'design.png');
      return f;
    };
    const url = `/api/solar/designs/${design.id}/attach`;
    const notPng = await multipart(owner, 'POST', url, form(new Blob([Buffer.from('GIF89a fake')])));
    expect(notPng.status).toBe(415);
    expect((await multipart(owner, 'POST', url, form(new Blob([PNG_1X1]), otherDealId))).status).toBe(404);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    PNG_1X1.copy(big);
    expect((await multipart(owner, 'POST', url, form(new Blob([big])))).status).toBe(413);

    const res = await multipart(owner, 'POST', url, form(new Blob([PNG_1X1])));
    expect(res.status).toBe(201);
    const attached = (await res.json()) as DesignAttachment;
    expect(attached).toMatchObject({ dealId, name: 'Attach me.png', size: PNG_1X1.length });
    const [row] = await t.database.db
      .select()
      .from(crmDocuments)
      .where(eq(crmDocuments.id, attached.documentId));
    expect(row).toMatchObject({ kind: 'design', mediaType: 'image/png', ownerId: owner.user.id, dealId });
    expect(readFileSync(crmDocumentPath(t.deps.config.dataDir, attached.documentId))).toEqual(PNG_1X1);
    const after = (await (
      await owner.request('GET', `/api/solar/designs/${design.id}`)
    ).json()) as SolarDesign;
    expect(after.dealId).toBe(dealId);
    // A setter may write records, so may attach; a stranger may not see the design.
    expect((await multipart(stranger, 'POST', url, form(new Blob([PNG_1X1])))).status).toBe(404);
  });

  it('stores a photo by its content type and removes it with the design', async () => {
    const design = (await (
      await owner.request('POST', '/api/solar/designs', { name: 'Photo', doc: doc() })
    ).json()) as SolarDesign;
    const url = `/api/solar/designs/${design.id}/photo`;
    expect((await owner.request('GET', url)).status).toBe(404);
    const upload = (bytes: Buffer) => {
      const f = new FormData();
      f.set('photo', new Blob([new Uint8Array(bytes)]), 'roof.jpg');
      return multipart(owner, 'PUT', url, f);
    };
    expect((await upload(Buffer.from('%PDF-1.4 not an image'))).status).toBe(415);
    const stored = await upload(PNG_1X1);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ mediaType: 'image/png', size: PNG_1X1.length });
    const got = await owner.request('GET', url);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_1X1);
    await owner.request('DELETE', `/api/solar/designs/${design.id}`);
    expect(existsSync(designPhotoPath(t.deps.config.dataDir, design.id))).toBe(false);
  });

  it('models production per plane with the estimate model', async () => {
    const res = await owner.request('POST', '/api/solar/designs/production', {
      zip: '85004',
      planes: [
        { tilt: 26.57, azimuth: 180, kwDc: 4 },
        { tilt: 26.57, azimuth: 0, kwDc: 4 },
        { tilt: 26.57, azimuth: 180, kwDc: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const made = (await res.json()) as DesignProduction;
    const [south, north, half] = made.planes;
    // The same orientation scales with size; north-facing makes less than south.
    expect(half!.annualKwh).toBeCloseTo(south!.annualKwh / 2, -1);
    expect(north!.annualKwh).toBeLessThan(south!.annualKwh * 0.85);
    expect(made.annualKwh).toBe(south!.annualKwh + north!.annualKwh + half!.annualKwh);
    expect(made.dcAcRatio).toBe(1.2);
    // Tilt = pitch: the same as the pure model for one plane.
    const direct = designProduction({ zip: '85004', planes: [{ tilt: 26.57, azimuth: 180, kwDc: 4 }] });
    expect(direct.planes[0]!.annualKwh).toBe(south!.annualKwh);
    expect(
      (
        await owner.request('POST', '/api/solar/designs/production', {
          zip: '00000',
          planes: [{ tilt: 20, azimuth: 180, kwDc: 1 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await owner.request('POST', '/api/solar/designs/production', { zip: '85004', planes: [] })).status,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/api/solar/designs/production', {
          zip: '85004',
          planes: [{ tilt: 20, azimuth: 180, kwDc: 1 }],
        })
      ).status,
    ).toBe(401);
  });
});
