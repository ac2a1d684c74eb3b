/**
 * Projects, commissions and documents against the real app and database: milestones in order with clear
 * refusals, M2 and M3 recorded exactly once (a retry and a concurrent call add nothing), readings that never
 * go down, the commission ledger by role, a clawback of what was paid, once; uploads by content type and size.
 */
import type { CrmCommission, CrmDocument, CrmProject, Proposal } from '@common/schemas/solar-proposals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCommissions, crmProjects } from '../../../db/schema/solar-crm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recordMilestoneCommissions } from './record-commissions';
import {
  dealRow,
  insertDeal,
  type SalesWorkspace,
  salesWorkspace,
  signingTokenMailedTo,
  TINY_PNG,
} from './testing';

describe('projects, commissions and documents', () => {
  let t: TestApp;
  let w: SalesWorkspace;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    t.clock.now = Date.parse('2027-04-01T12:00:00Z');
    w = await salesWorkspace(t);
  });
  afterAll(() => t.close());

  let signedCount = 0;
  /** A deal signed on option B; its project and the option. */
  async function signedDeal() {
    signedCount += 1;
    const dealId = await insertDeal(t, w);
    const p = (await (
      await w.closer.request('POST', `/api/solar/crm/deals/${dealId}/proposals?${w.ws}`, {})
    ).json()) as Proposal;
    const email = `signer${signedCount}@example.test`;
    await w.closer.request('POST', `/api/solar/crm/proposals/${p.id}/send?${w.ws}`, {
      signerName: 'Grace Homeowner',
      signerEmail: email,
    });
    const token = await signingTokenMailedTo(t, email);
    const signed = await t.request('POST', `/api/solar/sign/${token}`, {
      optionId: 'B',
      typedName: 'Grace Homeowner',
      signaturePng: TINY_PNG,
      agree: true,
    });
    expect(signed.status).toBe(201);
    const { projects } = (await (
      await w.closer.request('GET', `/api/solar/crm/projects?${w.ws}`)
    ).json()) as {
      projects: CrmProject[];
    };
    const project = projects.find((x) => x.dealId === dealId)!;
    return { dealId, project, option: p.options.find((o) => o.id === 'B')! };
  }
  const milestone = (projectId: string, body: object, as = w.closer) =>
    as.request('PATCH', `/api/solar/crm/projects/${projectId}/milestones?${w.ws}`, body);
  const commissionsOf = (dealId: string) =>
    t.database.db.select().from(crmCommissions).where(eq(crmCommissions.dealId, dealId));

  it('takes milestones only in order, with clear messages', async () => {
    const { project } = await signedDeal();
    expect(project).toMatchObject({ next: 'permit', permitAt: null, readings: [] });
    const early = await milestone(project.id, { milestone: 'pto' });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('Record the inspection before permission to operate (PTO).');
    expect((await milestone(project.id, { milestone: 'install' })).status).toBe(409);
    const future = await milestone(project.id, { milestone: 'permit', at: '2027-05-01T00:00:00Z' });
    expect(future.status).toBe(400);
    expect((await future.json()).message).toMatch(/cannot be in the future/);
    const beforeSigning = await milestone(project.id, { milestone: 'permit', at: '2027-03-01T00:00:00Z' });
    expect(beforeSigning.status).toBe(400);
    expect((await beforeSigning.json()).message).toMatch(/cannot be dated before the signature/);
    const permit = (await (await milestone(project.id, { milestone: 'permit' })).json()) as CrmProject;
    expect(permit).toMatchObject({ permitAt: '2027-04-01T12:00:00.000Z', next: 'install' });
    const setter = await milestone(project.id, { milestone: 'install' }, w.setter);
    expect(setter.status).toBe(403);
    expect((await milestone(project.id, { milestone: 'bogus' })).status).toBe(400);
  });

  it('records M2 at install and M3 at PTO exactly once, on retry and concurrently', async () => {
    const { dealId, project, option } = await signedDeal();
    const plan = option.commission!.milestones;
    await milestone(project.id, { milestone: 'permit' });
    const installs = await Promise.all([
      milestone(project.id, { milestone: 'install' }),
      milestone(project.id, { milestone: 'install' }),
    ]);
    expect(installs.map((r) => r.status)).toEqual([200, 200]);
    expect((await milestone(project.id, { milestone: 'install' })).status).toBe(200); // a retry
    let rows = await commissionsOf(dealId);
    expect(
      rows
        .filter((r) => r.kind === 'M2')
        .map((r) => r.amountCents)
        .sort((a, b) => a - b),
    ).toEqual([plan.M2.setterCents, plan.M2.closerCents].sort((a, b) => a - b));
    // The service itself, called again: nothing new.
    const retry = await recordMilestoneCommissions(t.database.db, 'M2', {
      ownerId: w.manager.user.id,
      dealId,
      recordedBy: null,
      at: t.deps.now(),
    });
    expect(retry).toEqual([]);
    await milestone(project.id, { milestone: 'inspection' });
    const ptos = await Promise.all([
      milestone(project.id, { milestone: 'pto' }),
      milestone(project.id, { milestone: 'pto' }),
    ]);
    expect(ptos.map((r) => r.status)).toEqual([200, 200]);
    const done = (await ptos[0]!.json()) as CrmProject;
    expect(done.next).toBeNull();
    rows = await commissionsOf(dealId);
    expect(rows.map((r) => r.kind).sort()).toEqual(['M1', 'M1', 'M2', 'M2', 'M3', 'M3']);
    const paid = rows.reduce((s, r) => s + r.amountCents, 0);
    expect(paid).toBe(option.commission!.totalCents);
  });

  it('takes cumulative readings after install that never go down', async () => {
    const { project } = await signedDeal();
    // Signed a month before today, so the install can be dated in the past.
    await t.database.db
      .update(crmProjects)
      .set({ signedAt: new Date('2027-03-01T12:00:00Z') })
      .where(eq(crmProjects.id, project.id));
    const reading = (body: object) =>
      w.closer.request('POST', `/api/solar/crm/projects/${project.id}/readings?${w.ws}`, body);
    expect((await reading({ readOn: '2027-03-20', kwhTotal: 10 })).status).toBe(409);
    await milestone(project.id, { milestone: 'permit', at: '2027-03-10T00:00:00Z' });
    await milestone(project.id, { milestone: 'install', at: '2027-03-15T00:00:00Z' });
    const early = await reading({ readOn: '2027-03-14', kwhTotal: 1 });
    expect((await early.json()).message).toBe('A reading cannot be dated before the install (2027-03-15).');
    expect((await reading({ readOn: '2027-03-18', kwhTotal: 150 })).status).toBe(200);
    expect((await reading({ readOn: '2027-03-21', kwhTotal: 420 })).status).toBe(200);
    const down = await reading({ readOn: '2027-03-22', kwhTotal: 300 });
    expect(down.status).toBe(400);
    expect((await down.json()).message).toBe(
      "Readings are the meter's running total: 300 kWh is less than 420 kWh on 2027-03-21.",
    );
    const between = await reading({ readOn: '2027-03-20', kwhTotal: 500 });
    expect(between.status).toBe(400);
    const ok = (await (await reading({ readOn: '2027-03-20', kwhTotal: 400 })).json()) as CrmProject;
    expect(ok.readings).toEqual([
      { readOn: '2027-03-18', kwhTotal: 150 },
      { readOn: '2027-03-20', kwhTotal: 400 },
      { readOn: '2027-03-21', kwhTotal: 420 },
    ]);
  });

  it('shows a rep their own commissions and a manager everyone’s, with totals', async () => {
    const { dealId } = await signedDeal();
    type List = { commissions: CrmCommission[]; totals: { M1: number; netCents: number }; scope: string };
    const mine = (await (
      await w.closer.request('GET', `/api/solar/crm/commissions?${w.ws}&dealId=${dealId}`)
    ).json()) as List;
    expect(mine.scope).toBe('own');
    expect(mine.commissions.every((c) => c.userId === w.closer.user.id)).toBe(true);
    expect(mine.commissions).toHaveLength(1);
    const all = (await (
      await w.manager.request('GET', `/api/solar/crm/commissions?${w.ws}&dealId=${dealId}`)
    ).json()) as List;
    expect(all.scope).toBe('all');
    expect(all.commissions).toHaveLength(2);
    expect(all.totals.M1).toBe(all.commissions.reduce((s, c) => s + c.amountCents, 0));
    expect(all.commissions[0]!.userName).toBeTruthy();
  });

  it('claws back what was paid on cancel, once, and only a manager may', async () => {
    const { dealId, project } = await signedDeal();
    await milestone(project.id, { milestone: 'permit' });
    await milestone(project.id, { milestone: 'install' });
    const paid = await commissionsOf(dealId);
    const cancel = (as = w.manager) =>
      as.request('POST', `/api/solar/crm/deals/${dealId}/cancel?${w.ws}`, { reason: 'Homeowner withdrew' });
    expect((await cancel(w.closer)).status).toBe(403);
    const first = await cancel();
    expect(first.status).toBe(200);
    const { clawbacks } = (await first.json()) as { clawbacks: CrmCommission[] };
    for (const rep of [w.setter.user.id, w.closer.user.id]) {
      const got = paid.filter((r) => r.userId === rep).reduce((s, r) => s + r.amountCents, 0);
      expect(clawbacks.find((c) => c.userId === rep)?.amountCents).toBe(-got);
    }
    const second = (await (await cancel()).json()) as { clawbacks: CrmCommission[] };
    expect(second.clawbacks.map((c) => c.id).sort()).toEqual(clawbacks.map((c) => c.id).sort());
    const rows = await commissionsOf(dealId);
    expect(rows.filter((r) => r.kind === 'clawback')).toHaveLength(2);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
    expect((await dealRow(t, dealId)).status).toBe('lost');
    const late = await milestone(project.id, { milestone: 'inspection' });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/cancelled/);
  });

  describe('documents', () => {
    const upload = (dealId: string, bytes: Uint8Array, name: string, as = w.setter) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      return t.app.request(`/api/solar/crm/deals/${dealId}/documents?${w.ws}`, {
        method: 'POST',
        headers: { origin: 'http://localhost', cookie: as.cookie },
        body: form,
      });
    };
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

    it('takes PDF and CSV by content, refuses other types and large files, deletes for managers', async () => {
      const dealId = await insertDeal(t, w);
      const res = await upload(dealId, pdf, 'bill.pdf');
      expect(res.status).toBe(201);
      const doc = (await res.json()) as CrmDocument;
      expect(doc).toMatchObject({
        name: 'bill.pdf',
        mediaType: 'application/pdf',
        kind: 'upload',
        size: pdf.length,
      });
      const csv = await upload(dealId, new TextEncoder().encode('month,kwh\nJan,900\n'), 'usage.csv');
      expect((await csv.json()).mediaType).toBe('text/csv');
      // A PDF named .png is still a PDF; a GIF is refused whatever its name.
      expect((await (await upload(dealId, pdf, 'roof.png')).json()).mediaType).toBe('application/pdf');
      const gif = await upload(
        dealId,
        new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
        'a.pdf',
      );
      expect(gif.status).toBe(415);
      expect((await gif.json()).message).toMatch(/not a PDF, PNG, JPEG, CSV or Word/);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdf);
      const tooBig = await upload(dealId, big, 'big.pdf');
      expect(tooBig.status).toBe(413);
      expect((await tooBig.json()).message).toBe('A document can be at most 10 MB.');
      expect((await upload(dealId, pdf, 'x.pdf', w.stranger)).status).toBe(403);

      const list = await (
        await w.closer.request('GET', `/api/solar/crm/deals/${dealId}/documents?${w.ws}`)
      ).json();
      expect(list.documents).toHaveLength(3);
      expect(list.usedBytes).toBeGreaterThan(0);
      expect((await w.closer.request('DELETE', `/api/solar/crm/documents/${doc.id}?${w.ws}`)).status).toBe(
        403,
      );
      expect((await w.manager.request('DELETE', `/api/solar/crm/documents/${doc.id}?${w.ws}`)).status).toBe(
        204,
      );
      expect((await w.manager.request('GET', `/api/solar/crm/documents/${doc.id}?${w.ws}`)).status).toBe(404);
    });
  });
});
