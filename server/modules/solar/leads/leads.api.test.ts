/**
 * Leads and availability against the real app and database (PGlite, or PostgreSQL with AIZ_TEST_DB):
 * saveLead keeps one lead per conversation and scores it; the owner's routes list, show and refuse others;
 * availability is validated and rate limited; openSlots across New York's spring DST change.
 */
import type { SolarLead, SolarLeadList } from '@common/schemas/solar-leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bookSlot,
  getAvailability,
  getLead,
  listLeads,
  openSlots,
  saveLead,
  setAvailability,
} from '../index';
import { officialOwnerId } from '../solara/official-owner';
import { SOLAR_AVAILABILITY_WRITE_LIMIT } from './routes';
import { leadInput, MONDAY_MORNINGS, serviceCtx } from './testing';

describe('solar leads', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    owner = await createSignedInUser(t, { username: 'solar-owner' });
    stranger = await createSignedInUser(t, { username: 'solar-stranger' });
  });
  afterAll(() => t.close());

  it('keeps one lead per conversation: later saves merge into it and rescore it', async () => {
    const ctx = serviceCtx(t);
    const input = leadInput(owner.user.id);
    const first = await saveLead(ctx, {
      ...input,
      property: { zip: '10001' },
      answers: { ownership: 'own', monthlyBill: 180 },
    });
    // own 25, bill 15, then unknowns: roof 4, shade 4, timeline 4, financing 2.
    expect(first.score).toBe(54);
    t.clock.advance(60_000);
    const second = await saveLead(ctx, {
      ...input,
      contact: { name: 'Ada Homeowner', email: 'Ada@Example.test' },
      answers: { shade: 'none', timeline: 'asap' },
      transcript: [{ role: 'user', text: 'Hi', at: '2026-01-01T00:01:00Z' }],
    });
    expect(second.leadId).toBe(first.leadId);
    // + shade 10 − 4, timeline 15 − 4, name 2, e-mail 4.
    expect(second.score).toBe(77);
    const again = await saveLead(ctx, { ...input, answers: { monthlyBill: 40 } });
    expect(again).toEqual({ leadId: first.leadId, score: 77 - 15 });

    const lead = (await (await owner.request('GET', `/api/solar/leads/${first.leadId}`)).json()) as SolarLead;
    expect(lead).toMatchObject({
      conversationId: input.conversationId,
      status: 'new',
      score: 62,
      contact: { name: 'Ada Homeowner', email: 'ada@example.test' },
      property: { zip: '10001' },
      answers: { ownership: 'own', monthlyBill: 40, shade: 'none', timeline: 'asap' },
      transcript: [{ role: 'user', text: 'Hi' }],
      estimate: null,
      appointments: [],
    });
    expect(lead.updatedAt > lead.createdAt).toBe(true);
    const mine = (await listLeads(ctx, owner.user.id)).filter((l) => l.id === first.leadId);
    expect(mine).toHaveLength(1);
  });

  it('keeps conversations of different owners apart, even under the same id', async () => {
    const ctx = serviceCtx(t);
    const a = await saveLead(ctx, { ownerId: owner.user.id, conversationId: 'shared-id' });
    const b = await saveLead(ctx, { ownerId: stranger.user.id, conversationId: 'shared-id' });
    expect(a.leadId).not.toBe(b.leadId);
  });

  it('saves two saves of one conversation racing as one lead with both keys', async () => {
    const ctx = serviceCtx(t);
    const input = leadInput(owner.user.id);
    const [x, y] = await Promise.all([
      saveLead(ctx, { ...input, answers: { ownership: 'own' } }),
      saveLead(ctx, { ...input, answers: { financing: 'cash' } }),
    ]);
    expect(x.leadId).toBe(y.leadId);
    const lead = (await (await owner.request('GET', `/api/solar/leads/${x.leadId}`)).json()) as SolarLead;
    expect(lead.answers).toEqual({ ownership: 'own', financing: 'cash' });
    expect(lead.score).toBe(25 + 4 + 4 + 4 + 4 + 10);
  });

  it('refuses a bad lead with a 400 naming the field, unstorable text and an unknown deployment', async () => {
    const ctx = serviceCtx(t);
    await expect(
      saveLead(ctx, { ...leadInput(owner.user.id), answers: { shade: 'total' as 'none' } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('answers.shade') });
    await expect(
      saveLead(ctx, { ...leadInput(owner.user.id), deploymentId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ status: 400, message: 'There is no such owner or deployment for this lead.' });
    await expect(
      saveLead(ctx, {
        ...leadInput(owner.user.id),
        transcript: [{ role: 'user', text: 'a\u0000b', at: '2026-01-01T00:00:00Z' }],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('transcript.0.text') });
  });

  it("lists the owner's leads newest first, since a time, and never another user's", async () => {
    const ctx = serviceCtx(t);
    t.clock.advance(24 * 60 * 60_000);
    const cutoff = t.deps.now().toISOString();
    const older = await saveLead(ctx, leadInput(owner.user.id));
    t.clock.advance(1_000);
    const newer = await saveLead(ctx, { ...leadInput(owner.user.id), contact: { name: 'Newest' } });
    await saveLead(ctx, leadInput(stranger.user.id));

    const res = await owner.request('GET', `/api/solar/leads?since=${encodeURIComponent(cutoff)}`);
    expect(res.status).toBe(200);
    const { leads } = (await res.json()) as SolarLeadList;
    expect(leads.map((l) => l.id)).toEqual([newer.leadId, older.leadId]);
    expect(leads[0]).toMatchObject({
      name: 'Newest',
      status: 'new',
      appointment: null,
      deploymentId: null,
      systemKw: null,
      annualKwh: null,
    });

    const all = (await (await owner.request('GET', '/api/solar/leads')).json()) as SolarLeadList;
    expect(all.leads.length).toBeGreaterThan(2);
    const strangers = (await (await stranger.request('GET', '/api/solar/leads')).json()) as SolarLeadList;
    expect(strangers.leads.map((l) => l.id)).not.toContain(newer.leadId);
  });

  it("answers 404 for another user's lead, 400 for a bad id or since, 401 signed out", async () => {
    const { leadId } = await saveLead(serviceCtx(t), leadInput(owner.user.id));
    const refused = await stranger.request('GET', `/api/solar/leads/${leadId}`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'not_found', message: 'There is no such lead.' });
    expect((await owner.request('GET', '/api/solar/leads/not-a-uuid')).status).toBe(400);
    expect((await owner.request('GET', '/api/solar/leads?since=yesterday')).status).toBe(400);
    expect((await t.request('GET', '/api/solar/leads')).status).toBe(401);
    expect((await t.request('GET', `/api/solar/leads/${leadId}`)).status).toBe(401);
  });
});

describe('solar availability and open slots', () => {
  let t: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { ADMIN_EMAILS: 'solar-admin@aiz.test' } });
    owner = await createSignedInUser(t, { username: 'slots-owner' });
  });
  afterAll(() => t.close());

  it('saves the week through PUT and reads it back; an empty week closes every slot', async () => {
    const week = { rows: [MONDAY_MORNINGS, { ...MONDAY_MORNINGS, weekday: 3, slotMinutes: 30 }] };
    const put = await owner.request('PUT', '/api/solar/availability', week);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual(week);
    expect(await (await owner.request('GET', '/api/solar/availability')).json()).toEqual(week);
    expect(await getAvailability(serviceCtx(t), owner.user.id)).toEqual(week);
    await setAvailability(serviceCtx(t), owner.user.id, []);
    expect(await (await owner.request('GET', '/api/solar/availability')).json()).toEqual({ rows: [] });
  });

  it('refuses a bad week with a clear 400, a cross-site PUT and a signed-out one', async () => {
    const bad = async (row: object, message: RegExp) => {
      const res = await owner.request('PUT', '/api/solar/availability', {
        rows: [{ ...MONDAY_MORNINGS, ...row }],
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    };
    await bad({ timezone: 'Mars/Olympus' }, /not a time zone/);
    await bad({ weekday: 0 }, /1 \(Monday\) to 7 \(Sunday\)/);
    await bad({ startMinute: 600, endMinute: 630 }, /at least one slot/);
    await bad({ slotMinutes: 5 }, /10 to 480 minutes/);
    const overlapping = await owner.request('PUT', '/api/solar/availability', {
      rows: [MONDAY_MORNINGS, { ...MONDAY_MORNINGS, startMinute: 11 * 60, endMinute: 13 * 60 }],
    });
    expect(overlapping.status).toBe(400);
    expect((await overlapping.json()).message).toMatch(/overlaps window 1/);
    const crossSite = await owner.request(
      'PUT',
      '/api/solar/availability',
      { rows: [] },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await t.request('PUT', '/api/solar/availability', { rows: [] })).status).toBe(401);
  });

  it('rate limits saving the week per user', async () => {
    t.enforceRateLimits();
    for (let i = 0; i < SOLAR_AVAILABILITY_WRITE_LIMIT.limit; i++)
      expect((await owner.request('PUT', '/api/solar/availability', { rows: [] })).status).toBe(200);
    const limited = await owner.request('PUT', '/api/solar/availability', { rows: [] });
    expect(limited.status).toBe(429);
    // Reading is not limited by it.
    expect((await owner.request('GET', '/api/solar/availability')).status).toBe(200);
  });

  it('lays the slots out in New York time across the spring DST change, minus the past and bookings', async () => {
    const ctx = serviceCtx(t);
    await setAvailability(ctx, owner.user.id, [MONDAY_MORNINGS]);
    t.clock.now = Date.parse('2026-03-01T00:00:00Z');
    const range = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-15T00:00:00Z') };
    // Monday 2 March is EST (UTC−5), Monday 9 March EDT (UTC−4): 9:00 local is 14:00Z, then 13:00Z.
    expect(await openSlots(ctx, owner.user.id, range)).toEqual([
      { startsAt: '2026-03-02T14:00:00.000Z', endsAt: '2026-03-02T15:00:00.000Z' },
      { startsAt: '2026-03-02T15:00:00.000Z', endsAt: '2026-03-02T16:00:00.000Z' },
      { startsAt: '2026-03-02T16:00:00.000Z', endsAt: '2026-03-02T17:00:00.000Z' },
      { startsAt: '2026-03-09T13:00:00.000Z', endsAt: '2026-03-09T14:00:00.000Z' },
      { startsAt: '2026-03-09T14:00:00.000Z', endsAt: '2026-03-09T15:00:00.000Z' },
      { startsAt: '2026-03-09T15:00:00.000Z', endsAt: '2026-03-09T16:00:00.000Z' },
    ]);
    const { leadId } = await saveLead(ctx, leadInput(owner.user.id));
    await bookSlot(ctx, {
      ownerId: owner.user.id,
      leadId,
      startsAt: '2026-03-09T14:00:00.000Z',
      consentText: 'I agree to be contacted about solar.',
    });
    // Monday 2 March 10:30 New York: its first two slots have started.
    t.clock.now = Date.parse('2026-03-02T15:30:00Z');
    expect((await openSlots(ctx, owner.user.id, range)).map((s) => s.startsAt)).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
    ]);
    await expect(
      openSlots(ctx, owner.user.id, { from: range.from, to: new Date('2026-06-01T00:00:00Z') }),
    ).rejects.toMatchObject({ status: 400 });
    // What a caller passes wrongly is a 400 or a 404, never a database error.
    await expect(openSlots(ctx, 'nobody', range)).rejects.toMatchObject({ status: 400 });
    await expect(openSlots(ctx, owner.user.id, { from: new Date('x'), to: range.to })).rejects.toMatchObject({
      status: 400,
    });
    await expect(getLead(ctx, owner.user.id, 'not-a-lead')).rejects.toMatchObject({ status: 404 });
    await expect(listLeads(ctx, owner.user.id, { since: new Date('x') })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("shows the platform's own Solara's leads and hours to administrators only", async () => {
    const admin = await createSignedInUser(t, { email: 'solar-admin@aiz.test', role: 'admin' });
    const owner = await createSignedInUser(t, { username: 'solar-installer' });
    const platform = await officialOwnerId(t.database.db, t.deps.now);
    const saved = await saveLead(serviceCtx(t), {
      ...leadInput(platform),
      contact: { name: 'Pat Platform', email: 'pat@example.test' },
    });

    expect((await owner.request('GET', '/api/solar/leads?owner=platform')).status).toBe(403);
    expect((await owner.request('GET', `/api/solar/leads/${saved.leadId}?owner=platform`)).status).toBe(403);
    expect((await owner.request('GET', '/api/solar/availability?owner=platform')).status).toBe(403);
    expect((await owner.request('GET', '/api/solar/leads?owner=someone')).status).toBe(400);
    // The owner's own list does not hold the platform's lead.
    const own = (await (await owner.request('GET', '/api/solar/leads')).json()) as SolarLeadList;
    expect(own.leads.map((l) => l.id)).not.toContain(saved.leadId);

    const list = (await (
      await admin.request('GET', '/api/solar/leads?owner=platform')
    ).json()) as SolarLeadList;
    expect(list.leads.map((l) => l.id)).toContain(saved.leadId);
    const lead = await admin.request('GET', `/api/solar/leads/${saved.leadId}?owner=platform`);
    expect(lead.status).toBe(200);
    expect(((await lead.json()) as SolarLead).contact.name).toBe('Pat Platform');
    // Without the scope, the admin's own leads: the platform's lead is not theirs.
    expect((await admin.request('GET', `/api/solar/leads/${saved.leadId}`)).status).toBe(404);

    const hours = await admin.request('PUT', '/api/solar/availability?owner=platform', {
      rows: [MONDAY_MORNINGS],
    });
    expect(hours.status).toBe(200);
    expect(await getAvailability(serviceCtx(t), platform)).toMatchObject({ rows: [MONDAY_MORNINGS] });
    expect((await getAvailability(serviceCtx(t), admin.user.id)).rows).toEqual([]);
  });
});
