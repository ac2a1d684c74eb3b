/**
 * Proposals and e-signature against the real app and database: roles on every write, versions (a new one voids
 * the older unsigned ones and their links), the present view, the floor, the e-mailed link, signing signed out
 * (the contract PDF's SHA-256 recomputed from the stored bytes), a double-sign race, expired and withdrawn links.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Proposal, SigningView, SignResult } from '@common/schemas/solar-proposals';
import { PROPOSAL_BELOW_FLOOR_MESSAGE } from '@common/schemas/solar-proposals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmCommissions,
  crmDeals,
  crmDocuments,
  crmProjects,
  crmSignatureRequests,
  solarDesigns,
} from '../../../db/schema/solar-crm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { onCrmEvent } from '../crm/events';
import { SIGNING_WRITE_LIMIT } from './signing-routes';
import {
  dealRow,
  insertDeal,
  type SalesWorkspace,
  salesWorkspace,
  signingTokenMailedTo,
  TINY_PNG,
} from './testing';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('proposals and e-signature', () => {
  let t: TestApp;
  let w: SalesWorkspace;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    t.clock.now = Date.parse('2027-03-01T12:00:00Z');
    w = await salesWorkspace(t);
  });
  afterAll(() => t.close());

  const propose = async (dealId: string, body: object = {}) =>
    w.closer.request('POST', `/api/solar/crm/deals/${dealId}/proposals?${w.ws}`, body);
  const send = (proposalId: string, email: string) =>
    w.closer.request('POST', `/api/solar/crm/proposals/${proposalId}/send?${w.ws}`, {
      signerName: 'Grace Homeowner',
      signerEmail: email,
    });
  const sign = (token: string, body: object = {}) =>
    t.request(
      'POST',
      `/api/solar/sign/${token}`,
      { optionId: 'B', typedName: 'Grace Homeowner', signaturePng: TINY_PNG, agree: true, ...body },
      { 'user-agent': 'Signer Browser/1.0' },
    );

  it('generates three options from the property and the site model', async () => {
    const dealId = await insertDeal(t, w);
    const res = await propose(dealId);
    expect(res.status).toBe(201);
    const p = (await res.json()) as Proposal;
    expect(p).toMatchObject({ version: 1, status: 'draft', view: 'full', designId: null });
    expect((await dealRow(t, dealId)).closerId).toBe(w.closer.user.id);
    // A deal with no closer yet (a Solara lead's) gets the one who proposes; one with a closer keeps theirs.
    const open = await insertDeal(t, w);
    await t.database.db.update(crmDeals).set({ closerId: null }).where(eq(crmDeals.id, open));
    expect(
      (await w.manager.request('POST', `/api/solar/crm/deals/${open}/proposals?${w.ws}`, {})).status,
    ).toBe(201);
    expect((await dealRow(t, open)).closerId).toBe(w.manager.user.id);
    expect(p.options.map((o) => o.id)).toEqual(['A', 'B', 'C']);
    const [a, b, c] = p.options;
    expect(a!.systemWatts).toBeLessThan(b!.systemWatts);
    expect(b!.offset).toBeGreaterThan(0.95);
    expect(b!.offset).toBeLessThan(1.05);
    expect(c!.priceCents).toBe(b!.priceCents + 14_500_00);
    expect(b!.commission?.totalCents).toBe(Math.round((3.1 - 2.6) * b!.systemWatts * 100));
    expect(b!.finance.loan.dealerFeeCents).toBeGreaterThan(0);
    expect(b!.finance.cash.federalCreditCents).toBe(0);
    expect(p.site).toMatchObject({ annualUseKwh: 12_000, usageBasis: 'annualUse', zip: '10001' });
    expect(p.assumptions.join(' ')).toMatch(/example terms/);
  });

  it("gives option B a design's size and production, only a design of the same deal", async () => {
    const dealId = await insertDeal(t, w);
    const now = t.deps.now();
    const design = (forDeal: string | null, summary: Record<string, unknown>) =>
      t.database.db
        .insert(solarDesigns)
        .values({
          ownerId: w.manager.user.id,
          dealId: forDeal,
          name: 'Roof',
          doc: {},
          summary,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .then((rows) => rows[0]!.id);
    const good = await design(dealId, { panelCount: 18, kwDc: 7.2, annualKwh: 8_900 });
    const p = (await (await propose(dealId, { designId: good })).json()) as Proposal;
    expect(p.designId).toBe(good);
    expect(p.options[1]).toMatchObject({
      id: 'B',
      fromDesign: true,
      panels: 18,
      systemWatts: 7200,
      annualKwh: 8_900,
    });
    expect(p.options[0]!.fromDesign).toBe(false);
    const other = await design(await insertDeal(t, w), { panelCount: 10, kwDc: 4, annualKwh: 5000 });
    expect((await (await propose(dealId, { designId: other })).json()).message).toMatch(
      /belongs to another deal/,
    );
    const empty = await design(dealId, { panelCount: 0, kwDc: 0, annualKwh: null });
    expect((await (await propose(dealId, { designId: empty })).json()).message).toMatch(
      /finish it in the designer/,
    );
    // None named: the deal's attached design with panels and production (the empty one is skipped).
    const unnamed = (await (await propose(dealId, {})).json()) as Proposal;
    expect(unnamed.designId).toBe(good);
    expect(unnamed.options[1]).toMatchObject({ fromDesign: true, panels: 18 });
  });

  it('limits signing attempts per IP', async () => {
    t.enforceRateLimits();
    let last = 0;
    for (let i = 0; i <= SIGNING_WRITE_LIMIT.limit; i++)
      last = (await t.request('POST', '/api/solar/sign/not-a-real-token-at-all-123', {})).status;
    expect(last).toBe(429);
  });

  it('refuses a price below the floor and a property without use', async () => {
    const dealId = await insertDeal(t, w);
    const low = await propose(dealId, { pricePerWatt: 2.1 });
    expect(low.status).toBe(400);
    expect((await low.json()).message).toBe(PROPOSAL_BELOW_FLOOR_MESSAGE);
    const noUse = await propose(await insertDeal(t, w, { annualKwh: null }));
    expect(noUse.status).toBe(400);
    expect((await noUse.json()).message).toMatch(/no annual use or monthly bill/);
  });

  it('enforces roles on every write and membership on every read', async () => {
    const dealId = await insertDeal(t, w);
    const setterTry = await w.setter.request('POST', `/api/solar/crm/deals/${dealId}/proposals?${w.ws}`, {});
    expect(setterTry.status).toBe(403);
    expect((await setterTry.json()).message).toMatch(/closer or manager/);
    const stranger = await w.stranger.request('GET', `/api/solar/crm/deals/${dealId}/proposals?${w.ws}`);
    expect(stranger.status).toBe(403);
    // The stranger's own CRM has no such deal.
    expect((await w.stranger.request('GET', `/api/solar/crm/deals/${dealId}/proposals`)).status).toBe(404);
    expect((await t.request('GET', `/api/solar/crm/deals/${dealId}/proposals?${w.ws}`)).status).toBe(401);
    const p = (await (await propose(dealId)).json()) as Proposal;
    const setterSend = await w.setter.request('POST', `/api/solar/crm/proposals/${p.id}/send?${w.ws}`, {
      signerName: 'X',
      signerEmail: 'x@example.test',
    });
    expect(setterSend.status).toBe(403);
    // A setter reads proposals, only in the present view.
    const seen = (await (
      await w.setter.request('GET', `/api/solar/crm/proposals/${p.id}?${w.ws}&view=full`)
    ).json()) as Proposal;
    expect(seen.view).toBe('present');
    expect(seen.options[0]).not.toHaveProperty('commission');
  });

  it('counts versions per deal; a new version voids the older unsigned one and its link', async () => {
    const dealId = await insertDeal(t, w);
    const v1 = (await (await propose(dealId)).json()) as Proposal;
    expect((await send(v1.id, 'versions@example.test')).status).toBe(201);
    const token = await signingTokenMailedTo(t, 'versions@example.test');
    const v2 = (await (await propose(dealId, { pricePerWatt: 3.4 })).json()) as Proposal;
    expect(v2.version).toBe(2);
    const list = (await (
      await w.manager.request('GET', `/api/solar/crm/deals/${dealId}/proposals?${w.ws}`)
    ).json()) as { proposals: Proposal[] };
    expect(list.proposals.map((p) => [p.version, p.status])).toEqual([
      [2, 'draft'],
      [1, 'void'],
    ]);
    expect(list.proposals[1]!.signature?.status).toBe('void');
    const gone = await t.request('GET', `/api/solar/sign/${token}`);
    expect(gone.status).toBe(410);
    expect((await gone.json()).message).toMatch(/withdrawn/);
  });

  it('sends nothing hidden in the present view', async () => {
    const dealId = await insertDeal(t, w);
    const p = (await (await propose(dealId)).json()) as Proposal;
    const res = await w.closer.request('GET', `/api/solar/crm/proposals/${p.id}?${w.ws}&view=present`);
    const text = await res.text();
    expect(text).not.toMatch(/floor|commission|redline/i);
    expect(JSON.parse(text).view).toBe('present');
  });

  it('mails the link; the signer signs signed out; the PDF hash is of the stored bytes', async () => {
    const events: string[] = [];
    const off = [
      onCrmEvent('proposal.signed', (_ctx, e) => void events.push(`signed:${e.pdfSha256}`)),
      onCrmEvent('project.milestone', (_ctx, e) => void events.push(`milestone:${e.milestone}`)),
      onCrmEvent('deal.stage_changed', (_ctx, e) => void events.push(`stage:${e.status}`)),
    ];
    const dealId = await insertDeal(t, w);
    const p = (await (await propose(dealId)).json()) as Proposal;
    const sent = await send(p.id, 'grace@example.test');
    expect(sent.status).toBe(201);
    expect((await sent.json()).emailed).toBe(true);
    const token = await signingTokenMailedTo(t, 'grace@example.test');
    const [request] = await t.database.db
      .select()
      .from(crmSignatureRequests)
      .where(eq(crmSignatureRequests.proposalId, p.id));
    expect(request!.tokenHash).toBe(sha256(new TextEncoder().encode(token)));
    expect(request!.tokenHash).not.toContain(token);
    expect(request!.expiresAt.toISOString()).toBe('2027-03-15T12:00:00.000Z');

    const view = (await (await t.request('GET', `/api/solar/sign/${token}`)).json()) as SigningView;
    expect(view).toMatchObject({ status: 'pending', signerName: 'Grace Homeowner', signed: null });
    expect(view.sellerName).toBe(w.manager.user.username);
    expect(JSON.stringify(view)).not.toMatch(/floor|commission/i);

    const res = await sign(token);
    expect(res.status).toBe(201);
    const signed = (await res.json()) as SignResult;
    expect(signed).toMatchObject({ optionId: 'B', signedAt: '2027-03-01T12:00:00.000Z' });

    // The hash recorded is the SHA-256 of the exact bytes stored at DATA_DIR/crm/<id>.
    const stored = readFileSync(path.join(t.deps.config.dataDir, 'crm', signed.documentId));
    expect(sha256(stored)).toBe(signed.pdfSha256);
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await w.closer.request('GET', `/api/solar/crm/documents/${signed.documentId}?${w.ws}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(signed.pdfSha256);
    const verify = await (
      await w.manager.request('GET', `/api/solar/crm/documents/${signed.documentId}/verify?${w.ws}`)
    ).json();
    expect(verify).toEqual({
      documentId: signed.documentId,
      storedSha256: signed.pdfSha256,
      computedSha256: signed.pdfSha256,
      signatureSha256: signed.pdfSha256,
      matches: true,
    });
    const contract = await t.request('GET', signed.contractUrl);
    expect(sha256(new Uint8Array(await contract.arrayBuffer()))).toBe(signed.pdfSha256);

    const [row] = await t.database.db
      .select()
      .from(crmSignatureRequests)
      .where(eq(crmSignatureRequests.id, request!.id));
    expect(row).toMatchObject({
      status: 'signed',
      typedName: 'Grace Homeowner',
      signerUserAgent: 'Signer Browser/1.0',
      optionId: 'B',
      pdfSha256: signed.pdfSha256,
    });
    expect(row!.signerIp).toBeTruthy();
    const deal = await dealRow(t, dealId);
    expect(deal.status).toBe('won');
    expect(deal.stageId).toBe(w.stages.find((s) => s.kind === 'won')!.id);
    const option = p.options.find((o) => o.id === 'B')!;
    expect(deal.valueCents).toBe(option.priceCents);
    const [project] = await t.database.db.select().from(crmProjects).where(eq(crmProjects.dealId, dealId));
    expect(project).toMatchObject({
      systemWatts: option.systemWatts,
      annualKwhModeled: option.annualKwh,
      zip: '10001',
      state: 'NY',
    });
    const m1 = await t.database.db.select().from(crmCommissions).where(eq(crmCommissions.dealId, dealId));
    expect(m1.map((c) => [c.userId, c.kind, c.amountCents]).sort()).toEqual(
      [
        [w.setter.user.id, 'M1', option.commission!.milestones.M1.setterCents],
        [w.closer.user.id, 'M1', option.commission!.milestones.M1.closerCents],
      ].sort(),
    );
    expect(events).toEqual(['stage:won', `signed:${signed.pdfSha256}`, 'milestone:signed']);
    for (const stop of off) stop();

    const again = await sign(token);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already signed/);
    const after = (await (await t.request('GET', `/api/solar/sign/${token}`)).json()) as SigningView;
    expect(after.signed).toEqual({ optionId: 'B', signedAt: signed.signedAt, pdfSha256: signed.pdfSha256 });
  });

  it('signs exactly once when two signings race', async () => {
    const dealId = await insertDeal(t, w);
    const p = (await (await propose(dealId)).json()) as Proposal;
    await send(p.id, 'race@example.test');
    const token = await signingTokenMailedTo(t, 'race@example.test');
    const results = await Promise.all([sign(token, { optionId: 'A' }), sign(token, { optionId: 'C' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const contracts = await t.database.db
      .select()
      .from(crmDocuments)
      .where(and(eq(crmDocuments.dealId, dealId), eq(crmDocuments.kind, 'contract')));
    expect(contracts).toHaveLength(1);
    const m1 = await t.database.db.select().from(crmCommissions).where(eq(crmCommissions.dealId, dealId));
    expect(m1).toHaveLength(2);
    expect(await t.database.db.select().from(crmProjects).where(eq(crmProjects.dealId, dealId))).toHaveLength(
      1,
    );
  });

  it('refuses an expired link, a bad signature and missing consent with clear messages', async () => {
    const dealId = await insertDeal(t, w);
    const p = (await (await propose(dealId)).json()) as Proposal;
    await send(p.id, 'late@example.test');
    const token = await signingTokenMailedTo(t, 'late@example.test');
    const noConsent = await sign(token, { agree: false });
    expect(noConsent.status).toBe(400);
    expect((await noConsent.json()).message).toMatch(/agree to sign electronically/);
    const notPng = await sign(token, { signaturePng: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' });
    expect(notPng.status).toBe(400);
    expect((await notPng.json()).message).toMatch(/not a PNG/);
    expect((await t.request('GET', '/api/solar/sign/not-a-real-token-at-all-123')).status).toBe(404);

    const before = t.clock.now;
    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    const view = await t.request('GET', `/api/solar/sign/${token}`);
    expect(view.status).toBe(410);
    expect((await view.json()).message).toBe(
      'This signing link expired on 2027-03-15 (UTC). Ask the installer to send a new one.',
    );
    expect((await sign(token)).status).toBe(410);
    t.clock.now = before;
  });
});
