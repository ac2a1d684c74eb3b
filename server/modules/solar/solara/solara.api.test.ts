/**
 * POST /api/solar/solara/chat on the real app with a fake leads port: a homeowner signed out goes from the
 * greeting to a booked consultation, the lead saved for the official account with its consent; unknown
 * conversations start again; bad input is a 400, an unknown deployment a 404; the route is rate limited.
 */
import type { SolaraChatResponse, SolaraLeadInput } from '@common/schemas/solara';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { findUserByEmail } from '../../auth';
import { OFFICIAL_EMAIL } from '../../marketplace';
import type { SolaraLeadsPort } from './leads-port';
import { SOLARA_CHAT_LIMIT } from './routes';

class SlotTaken extends Error {
  override name = 'SlotTakenError';
}

function fakeLeads() {
  const saved: SolaraLeadInput[] = [];
  const booked: { ownerId: string; leadId: string; startsAt: string; consentText: string }[] = [];
  const slotOwners: string[] = [];
  const port: SolaraLeadsPort = {
    async saveLead(_ctx, input) {
      saved.push(input);
      return { leadId: `lead-${saved.length}`, score: 70 };
    },
    async openSlots(_ctx, ownerId, range) {
      slotOwners.push(ownerId);
      // The test clock is 1 Jan 2026 00:00 UTC, Wednesday evening in New York: Friday 2 Jan, 10:00 and 14:00 there.
      return [
        { startsAt: '2026-01-02T15:00:00.000Z', endsAt: '2026-01-02T16:00:00.000Z' },
        { startsAt: '2026-01-02T19:00:00.000Z', endsAt: '2026-01-02T20:00:00.000Z' },
      ].filter(
        (s) => Date.parse(s.startsAt) >= range.from.getTime() && Date.parse(s.startsAt) < range.to.getTime(),
      );
    },
    async bookSlot(_ctx, request) {
      if (booked.some((b) => b.startsAt === request.startsAt)) throw new SlotTaken('taken');
      booked.push(request);
      return { appointmentId: 'appt-1', startsAt: request.startsAt, endsAt: '2026-01-02T16:00:00.000Z' };
    },
    isSlotTaken: (error) => error instanceof SlotTaken,
  };
  return { port, saved, booked, slotOwners };
}

describe('Solara chat API', () => {
  let t: TestApp;
  const leads = fakeLeads();
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, solaraLeads: leads.port });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown, ip = '203.0.113.10') =>
    t.request('POST', '/api/solar/solara/chat', body, { 'x-forwarded-for': ip });

  it('takes a homeowner, signed out, from hello to a booked consultation', async () => {
    const start = await post({ message: '' });
    expect(start.status).toBe(200);
    const first = (await start.json()) as SolaraChatResponse;
    expect(first.step).toBe('zip');
    expect(first.messages[0]!.text).toContain('Solara');
    const id = first.conversationId;

    const say = async (message: string) => {
      const res = await post({ conversationId: id, message });
      expect(res.status, message).toBe(200);
      const body = (await res.json()) as SolaraChatResponse;
      expect(body.conversationId).toBe(id);
      return body;
    };
    expect((await say('80401')).step).toBe('ownership');
    await say('we own it');
    await say('single family house');
    await say('about 8 years');
    await say('no shade');
    const estimated = await say('around $150 a month');
    const card = estimated.messages.find((m) => m.card?.kind === 'estimate')?.card;
    expect(card).toMatchObject({ kind: 'estimate', label: 'Non-binding estimate' });
    expect(estimated.step).toBe('goals');
    for (const line of [
      'save money',
      'not sure',
      'within 6 months',
      'Ada Lovelace',
      'ada@example.com',
      '303-555-0100',
    ])
      await say(line);
    const offered = await say('Friday afternoon');
    expect(offered.step).toBe('pickSlot');
    expect(offered.messages.find((m) => m.card?.kind === 'slots')?.card).toMatchObject({
      kind: 'slots',
      slots: [{ label: 'Fri, Jan 2, 2:00 PM' }],
    });
    const consent = await say('Fri, Jan 2, 2:00 PM');
    expect(consent.step).toBe('consent');
    expect(consent.messages.at(-1)!.text).toContain('Consent is not a condition of purchase');
    const booked = await say('I agree, book it');
    expect(booked.step).toBe('done');
    expect(booked.messages[0]!.card).toMatchObject({
      kind: 'booked',
      appointment: { appointmentId: 'appt-1', label: 'Fri, Jan 2, 2:00 PM' },
    });

    // The lead went to the platform's official account, with its consent, then the slot was booked.
    expect(leads.saved).toHaveLength(1);
    const lead = leads.saved[0]!;
    const official = await findUserByEmail(t.database.db, OFFICIAL_EMAIL);
    expect(lead.ownerId).toBe(official!.id);
    expect(lead.deploymentId).toBeNull();
    expect(lead.conversationId).toContain(id);
    expect(lead.contact).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '(303) 555-0100' });
    expect(lead.consent?.text).toContain('Consent is not a condition of purchase');
    expect(lead.estimate?.station.name).toMatch(/GOLDEN|DENVER/);
    expect(leads.booked).toEqual([
      expect.objectContaining({
        ownerId: official!.id,
        leadId: 'lead-1',
        startsAt: '2026-01-02T19:00:00.000Z',
      }),
    ]);
  });

  it('starts again when the conversation is unknown', async () => {
    const res = await post({ conversationId: '7b0c6a9e-2f7e-4c1e-9a55-2f1d3b9c8e11', message: '85003' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolaraChatResponse;
    expect(body.conversationId).not.toBe('7b0c6a9e-2f7e-4c1e-9a55-2f1d3b9c8e11');
    expect(body.messages[0]!.text).toContain('Solara');
    expect(body.step).toBe('ownership');
  });

  it('speaks as a template’s variant, kept apart from the platform’s own conversation', async () => {
    const start = await post({ message: '', variant: 'commercial' }, '203.0.113.14');
    expect(start.status).toBe(200);
    const first = (await start.json()) as SolaraChatResponse;
    expect(first.messages[0]!.text).toContain('for your business');
    const next = await post(
      { conversationId: first.conversationId, message: '85004', variant: 'commercial' },
      '203.0.113.14',
    );
    const body = (await next.json()) as SolaraChatResponse;
    expect(body.conversationId).toBe(first.conversationId);
    expect(body.messages.at(-1)!.text).toBe('Does the business own the building, or lease it?');
    // The same id without the variant is another installer's conversation: it starts again.
    const plain = await post({ conversationId: first.conversationId, message: '85004' }, '203.0.113.14');
    expect(((await plain.json()) as SolaraChatResponse).conversationId).not.toBe(first.conversationId);
  });

  it('speaks Spanish as the Spanish variant, and says so in its answers', async () => {
    const start = await post({ message: '', variant: 'spanish' }, '203.0.113.15');
    expect(start.status).toBe(200);
    const first = (await start.json()) as SolaraChatResponse;
    expect(first.locale).toBe('es');
    expect(first.brand?.locale).toBe('es');
    expect(first.messages[0]!.text).toMatch(/^Hola, soy Solara/);
    const next = await post(
      { conversationId: first.conversationId, message: '85004', variant: 'spanish' },
      '203.0.113.15',
    );
    const body = (await next.json()) as SolaraChatResponse;
    expect(body.messages.at(-1)!.text).toBe('¿Es usted dueño de su casa, o la alquila?');
    expect(body.messages.at(-1)!.quickReplies).toEqual(['Soy dueño', 'Alquilo']);
  });

  it('refuses bad input with a 400 and an unknown deployment with a 404', async () => {
    for (const body of [
      {},
      { message: 5 },
      { message: 'x'.repeat(2001) },
      { message: 'hi', extra: 1 },
      { conversationId: 'nope', message: 'hi' },
      { message: 'hi', variant: 'klingon' },
      { message: 'hi', variant: 'battery', deployment: 'sunny' },
    ])
      expect((await post(body, '203.0.113.11')).status, JSON.stringify(body)).toBe(400);
    const res = await post({ message: '', deployment: 'nobody-here' }, '203.0.113.11');
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).toContain('No Solara is deployed under that name');
  });

  it('limits messages per IP', async () => {
    for (let i = 0; i < SOLARA_CHAT_LIMIT.limit; i++) {
      const res = await post({ message: '' }, '203.0.113.12');
      expect(res.status).toBe(200);
    }
    const over = await post({ message: '' }, '203.0.113.12');
    expect(over.status).toBe(429);
    expect((await post({ message: '' }, '203.0.113.13')).status).toBe(200);
  });
});
