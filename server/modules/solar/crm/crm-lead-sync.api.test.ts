/**
 * Solara → CRM on the real app and database: a saved lead becomes a contact (source solara), a property
 * (ZIP, its state, the bill) and a deal in the first stage with the lead's score, once however often it is
 * saved; a booking moves the deal to "Appointment set" (never backwards); a workspace's first access
 * backfills leads saved before it; a failing sync is logged and never fails the save.
 */
import type { CrmContact, CrmDeal, CrmDealCard, CrmPipeline } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { solarLeads } from '../../../db/schema/solar';
import { crmDeals } from '../../../db/schema/solar-crm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bookSlot, type CrmEventMap, onCrmEvent, saveLead, setAvailability } from '../index';
import { leadInput, MONDAY_MORNINGS, serviceCtx } from '../leads/testing';
import { type CrmTeam, crmTeam, pipelinesOf, stageNamed } from './testing';

const CONSENT = 'I agree that the installer may contact me about solar by phone and e-mail.';
// Monday 9 March 2026, 10:00 and 11:00 in New York (EDT).
const TEN_AM = '2026-03-09T14:00:00.000Z';
const ELEVEN_AM = '2026-03-09T15:00:00.000Z';

describe('Solara leads in the CRM', () => {
  let t: TestApp;
  let team: CrmTeam;
  let pipeline: CrmPipeline;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    t.clock.now = Date.parse('2026-03-01T00:00:00Z');
    team = await crmTeam(t);
    [pipeline] = (await pipelinesOf(team)) as [CrmPipeline];
    await setAvailability(serviceCtx(t), team.owner.user.id, [MONDAY_MORNINGS]);
  });
  afterAll(() => t.close());

  const dealOfLead = async (leadId: string) => {
    const rows = await t.database.db.select().from(crmDeals).where(eq(crmDeals.leadId, leadId));
    expect(rows).toHaveLength(1);
    return team.call<CrmDeal>(team.setter, 'GET', `/deals/${rows[0]!.id}`);
  };

  it('turns a saved lead into a contact, a property and a deal, once, filling blanks as it grows', async () => {
    const created: CrmEventMap['deal.created'][] = [];
    const off = onCrmEvent('deal.created', (_ctx, e) => {
      created.push(e);
    });
    try {
      const ctx = serviceCtx(t);
      const input = leadInput(team.owner.user.id);
      const first = await saveLead(ctx, {
        ...input,
        property: { zip: '85004' },
        answers: { ownership: 'own', monthlyBill: 180.5 },
      });
      const early = await dealOfLead(first.leadId);
      expect(early).toMatchObject({
        title: 'Solara visitor',
        pipelineId: pipeline.id,
        stageId: stageNamed(pipeline, 'New lead'),
        source: 'solara',
        leadId: first.leadId,
        leadScore: first.score,
        contact: { name: 'Solara visitor', source: 'solara', leadId: first.leadId },
        property: { zip: '85004', state: 'AZ', monthlyBillCents: 18_050 },
      });
      const second = await saveLead(ctx, {
        ...input,
        contact: { name: 'Ada Homeowner', email: 'ada@example.test' },
        property: { address: '1 Sun St, Phoenix' },
        answers: { timeline: 'asap' },
      });
      await saveLead(ctx, { ...input, contact: { name: 'Ada H.' } });
      const later = await dealOfLead(first.leadId);
      expect(later.id).toBe(early.id);
      expect(later).toMatchObject({
        title: 'Ada Homeowner',
        leadScore: second.score,
        contact: { name: 'Ada Homeowner', email: 'ada@example.test' },
        property: { zip: '85004', address: '1 Sun St, Phoenix' },
      });
      expect(later.contact.properties).toHaveLength(1);
      expect(later.activities.map((a) => [a.kind, a.byUserId])).toEqual([['created', null]]);
      expect(created.filter((e) => e.dealId === early.id)).toEqual([
        { ownerId: team.owner.user.id, dealId: early.id, source: 'solara', at: expect.any(String) },
      ]);
      const search = await team.call<{ contacts: CrmContact[] }>(
        team.setter,
        'GET',
        '/contacts?q=ada%40example',
      );
      expect(search.contacts.map((c) => c.id)).toEqual([later.contact.id]);
    } finally {
      off();
    }
  });

  it('moves the deal to Appointment set when a consultation is booked, never backwards', async () => {
    const ctx = serviceCtx(t);
    const booked = await saveLead(ctx, { ...leadInput(team.owner.user.id), contact: { name: 'Grace' } });
    await bookSlot(ctx, {
      ownerId: team.owner.user.id,
      leadId: booked.leadId,
      startsAt: TEN_AM,
      consentText: CONSENT,
    });
    const deal = await dealOfLead(booked.leadId);
    expect(deal.stageId).toBe(stageNamed(pipeline, 'Appointment set'));
    expect(deal.stageHistory.at(-1)).toMatchObject({
      fromStageId: stageNamed(pipeline, 'New lead'),
      toStageId: stageNamed(pipeline, 'Appointment set'),
      byUserId: null,
    });

    const ahead = await saveLead(ctx, { ...leadInput(team.owner.user.id), contact: { name: 'Hopper' } });
    const aheadDeal = await dealOfLead(ahead.leadId);
    await team.call(team.closer, 'PUT', `/deals/${aheadDeal.id}/stage`, {
      stageId: stageNamed(pipeline, 'Proposal sent'),
    });
    await bookSlot(ctx, {
      ownerId: team.owner.user.id,
      leadId: ahead.leadId,
      startsAt: ELEVEN_AM,
      consentText: CONSENT,
    });
    expect((await dealOfLead(ahead.leadId)).stageId).toBe(stageNamed(pipeline, 'Proposal sent'));
  });

  it("backfills a workspace's existing leads on its first access", async () => {
    const fresh = await crmTeam(t);
    // Leads written before the CRM existed (straight into the table, as before this feature).
    const now = t.deps.now();
    const old = new Date(now.getTime() - 10 * 86_400_000);
    await t.database.db.insert(solarLeads).values([
      {
        ownerId: fresh.owner.user.id,
        conversationId: 'old-1',
        contact: { name: 'Old One', phone: '+1 602 555 0100' },
        property: { zip: '94103' },
        answers: { monthlyBill: 250 },
        score: 61,
        createdAt: old,
        updatedAt: old,
      },
    ]);
    // crmTeam's member invitations already opened the workspace: a brand-new owner shows the backfill.
    const owner = fresh.stranger;
    await t.database.db.insert(solarLeads).values({
      ownerId: owner.user.id,
      conversationId: 'old-3',
      contact: { name: 'Old Three' },
      property: { zip: '94103' },
      answers: { monthlyBill: 250 },
      score: 61,
      createdAt: old,
      updatedAt: old,
    });
    const res = await owner.request('GET', '/api/solar/crm/deals');
    expect(res.status).toBe(200);
    const { deals } = (await res.json()) as { deals: CrmDealCard[] };
    expect(deals.map((d) => [d.title, d.source, d.leadScore, d.createdAt])).toEqual([
      ['Old Three', 'solara', 61, old.toISOString()],
    ]);
    // Untouched for ten days in New lead (2 rot days): rotting by 8.
    expect(deals[0]!.rottingDays).toBe(8);
    // The first team's leads written straight to the table are picked up by their next save's sync.
    const synced = await saveLead(serviceCtx(t), { ownerId: fresh.owner.user.id, conversationId: 'old-1' });
    expect(
      (await t.database.db.select().from(crmDeals).where(eq(crmDeals.leadId, synced.leadId))).length,
    ).toBe(1);
  });

  it('logs a failing sync and still saves the lead', async () => {
    const errors: string[] = [];
    const base = serviceCtx(t);
    let transactions = 0;
    // The save's own transaction works; the CRM's (the sync's) fails.
    const db = new Proxy(base.db, {
      get(target, key, receiver) {
        if (key === 'transaction')
          return (...args: Parameters<Database['transaction']>) => {
            transactions += 1;
            if (transactions > 1) throw new Error('the CRM is down');
            return target.transaction(...args);
          };
        return Reflect.get(target, key, receiver);
      },
    });
    const log = { ...base.log, error: (msg: string) => errors.push(msg) };
    const saved = await saveLead(
      { ...base, db, log },
      { ...leadInput(team.owner.user.id), contact: { name: 'Kept' } },
    );
    const [lead] = await t.database.db.select().from(solarLeads).where(eq(solarLeads.id, saved.leadId));
    expect(lead?.contact).toEqual({ name: 'Kept' });
    expect(errors).toEqual(['solar CRM: syncing a lead failed']);
    expect(await t.database.db.select().from(crmDeals).where(eq(crmDeals.leadId, saved.leadId))).toEqual([]);
  });
});
