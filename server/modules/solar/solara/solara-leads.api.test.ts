/**
 * Solara with the real leads service (no fake port): the platform's own Solara books into the official
 * account's open hours; the conversation's lead is saved with its estimate, transcript and consent, marked
 * booked, and the homeowner is mailed (the test app's mail goes to the outbox).
 */
import type { SolaraChatResponse } from '@common/schemas/solara';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../../../mail';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getLead, listLeads, setAvailability } from '../index';
import { MONDAY_MORNINGS, serviceCtx } from '../leads/testing';
import { officialOwnerId } from './official-owner';

describe('Solara with the leads service', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    // Sunday 1 March 2026: the next Monday's mornings in New York are open.
    t.clock.now = Date.parse('2026-03-01T15:00:00Z');
    owner = await officialOwnerId(t.database.db, t.deps.now);
    await setAvailability(serviceCtx(t), owner, [MONDAY_MORNINGS]);
  });
  afterAll(() => t.close());

  it('saves the lead, books the slot and mails the homeowner', async () => {
    let id: string | undefined;
    const say = async (message: string) => {
      const res = await t.request('POST', '/api/solar/solara/chat', {
        ...(id ? { conversationId: id } : {}),
        message,
      });
      expect(res.status, message).toBe(200);
      const body = (await res.json()) as SolaraChatResponse;
      id = body.conversationId;
      return body;
    };
    await say('');
    for (const line of ['10001', 'we own it', 'townhouse', '12 years', 'some shade', '$220 a month'])
      await say(line);
    for (const line of [
      'lower my bill',
      'a loan',
      'as soon as possible',
      'Grace Hopper',
      'grace@example.test',
    ])
      await say(line);
    let reply = await say('212 555 0100');
    if (reply.step !== 'pickSlot') reply = await say('Monday morning');
    expect(reply.step).toBe('pickSlot');
    const slots = reply.messages.find((m) => m.card?.kind === 'slots')?.card;
    expect(slots?.kind, JSON.stringify(reply.messages)).toBe('slots');
    const first = slots?.kind === 'slots' ? slots.slots[0] : undefined;
    expect(first?.startsAt, JSON.stringify(reply.messages)).toBe('2026-03-02T14:00:00.000Z');
    expect((await say(first!.label)).step).toBe('consent');
    const booked = await say('I agree');
    expect(booked.step).toBe('done');

    const [lead] = await listLeads(serviceCtx(t), owner);
    expect(lead).toMatchObject({ status: 'booked', name: 'Grace Hopper', email: 'grace@example.test' });
    const full = await getLead(serviceCtx(t), owner, lead!.id);
    expect(full.estimate?.annualKwh).toBeGreaterThan(0);
    expect(full.transcript.length).toBeGreaterThan(20);
    expect(full.consentText).toContain('Consent is not a condition of purchase');
    expect(full.appointments[0]?.startsAt).toBe('2026-03-02T14:00:00.000Z');
    const mail = await latestOutboxMail(t.database.db, 'grace@example.test');
    expect(mail.length).toBe(1);
  });
});
