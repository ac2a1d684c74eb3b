/**
 * bookSlot against the real app and database: a booking takes an open slot, records consent, marks the lead
 * booked and mails both sides (the test app's mail goes to the outbox, its SMTP sink); a taken slot is a
 * typed 409; concurrent bookings of one slot on PostgreSQL let exactly one win; a mail failure is recorded
 * on the appointment and logged, and the booking stands.
 */
import type { SolarLead } from '@common/schemas/solar-leads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solarAppointments } from '../../../db/schema/solar';
import { createLogger } from '../../../lib/logger';
import { createSmtpTransport, latestOutboxMail } from '../../../mail';
import { testDatabaseKind } from '../../../test/database';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bookSlot, openSlots, SlotNotOpen, SlotTaken, saveLead, setAvailability } from '../index';
import { leadInput, MONDAY_MORNINGS, serviceCtx } from './testing';

const CONSENT = 'I agree that the installer may contact me about solar by phone and e-mail.';
// Monday 9 March 2026, 10:00 in New York (EDT).
const TEN_AM = '2026-03-09T14:00:00.000Z';

describe('booking a solar consultation', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    // Before the sessions open, so they last through the March of the tests.
    t.clock.now = Date.parse('2026-03-01T00:00:00Z');
    owner = await createSignedInUser(t, { username: 'booking-owner', email: 'installer@example.test' });
    stranger = await createSignedInUser(t, { username: 'booking-stranger' });
    await setAvailability(serviceCtx(t), owner.user.id, [MONDAY_MORNINGS]);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = Date.parse('2026-03-01T00:00:00Z');
  });

  const homeowner = (email: string | undefined) =>
    saveLead(serviceCtx(t), {
      ...leadInput(owner.user.id),
      contact: { name: 'Grace Homeowner', ...(email ? { email } : {}), phone: '+1 212 555 0100' },
      property: { zip: '10001', address: '1 Main St, New York' },
      answers: { ownership: 'own', monthlyBill: 200 },
    });

  it('books an open slot, records consent, marks the lead booked and mails both sides', async () => {
    const { leadId } = await homeowner('grace@example.test');
    const booked = await bookSlot(serviceCtx(t), {
      ownerId: owner.user.id,
      leadId,
      startsAt: TEN_AM,
      consentText: CONSENT,
    });
    expect(booked).toEqual({
      appointmentId: expect.any(String),
      startsAt: TEN_AM,
      endsAt: '2026-03-09T15:00:00.000Z',
    });

    const [toHomeowner] = await latestOutboxMail(t.database.db, 'grace@example.test');
    expect(toHomeowner?.subject).toBe('Your solar consultation: Monday, March 9, 10:00 AM EDT');
    expect(toHomeowner?.text).toContain(
      'booked for Monday, March 9, 2026, 10:00 AM to 11:00 AM EDT (America/New_York)',
    );
    expect(toHomeowner?.text).toContain(CONSENT);
    const [toOwner] = await latestOutboxMail(t.database.db, 'installer@example.test');
    expect(toOwner?.subject).toBe('New solar consultation: Grace Homeowner, Monday, March 9, 10:00 AM EDT');
    expect(toOwner?.text).toContain('Phone: +1 212 555 0100');
    expect(toOwner?.text).toContain('Address: 1 Main St, New York, 10001');

    const lead = (await (await owner.request('GET', `/api/solar/leads/${leadId}`)).json()) as SolarLead;
    expect(lead).toMatchObject({
      status: 'booked',
      consentText: CONSENT,
      consentAt: '2026-03-01T00:00:00.000Z',
    });
    expect(lead.appointments).toEqual([
      {
        id: booked.appointmentId,
        startsAt: TEN_AM,
        endsAt: '2026-03-09T15:00:00.000Z',
        createdAt: '2026-03-01T00:00:00.000Z',
        mail: {
          homeowner: { status: 'sent', at: '2026-03-01T00:00:00.000Z' },
          owner: { status: 'sent', at: '2026-03-01T00:00:00.000Z' },
        },
      },
    ]);
    const { leads } = await (await owner.request('GET', '/api/solar/leads')).json();
    expect(leads.find((l: { id: string }) => l.id === leadId).appointment).toEqual({
      startsAt: TEN_AM,
      endsAt: '2026-03-09T15:00:00.000Z',
    });
  });

  it('refuses a taken slot with SlotTaken (409) and gives the same lead its booking back, mailed once', async () => {
    const first = await homeowner('first@example.test');
    const second = await homeowner('second@example.test');
    const slot = '2026-03-09T13:00:00.000Z';
    const booking = { ownerId: owner.user.id, startsAt: slot, consentText: CONSENT };
    const won = await bookSlot(serviceCtx(t), { ...booking, leadId: first.leadId });
    const lost = await bookSlot(serviceCtx(t), { ...booking, leadId: second.leadId }).catch((e) => e);
    expect(lost).toBeInstanceOf(SlotTaken);
    expect(lost).toMatchObject({
      status: 409,
      message: 'That time was just booked by someone else. Please choose another of the open times.',
    });
    expect(await bookSlot(serviceCtx(t), { ...booking, leadId: first.leadId })).toEqual(won);
    expect(await latestOutboxMail(t.database.db, 'first@example.test')).toHaveLength(1);
    expect(await latestOutboxMail(t.database.db, 'second@example.test')).toHaveLength(0);
    expect(
      (await openSlots(serviceCtx(t), owner.user.id, { from: new Date(slot), to: new Date(TEN_AM) })).length,
    ).toBe(0);
  });

  it('refuses a time that is no open slot, a past slot, and a lead of another owner', async () => {
    const { leadId } = await homeowner('odd@example.test');
    const book = (startsAt: string, id = leadId) =>
      bookSlot(serviceCtx(t), { ownerId: owner.user.id, leadId: id, startsAt, consentText: CONSENT });
    // Tuesday, and 9:30 on a Monday: not a slot.
    await expect(book('2026-03-10T13:00:00.000Z')).rejects.toBeInstanceOf(SlotNotOpen);
    await expect(book('2026-03-09T13:30:00.000Z')).rejects.toMatchObject({
      status: 409,
      message: 'That time is not one of the open consultation times.',
    });
    t.clock.now = Date.parse('2026-03-09T15:30:00Z');
    await expect(book('2026-03-09T15:00:00.000Z')).rejects.toBeInstanceOf(SlotNotOpen);
    const theirs = await saveLead(serviceCtx(t), leadInput(stranger.user.id));
    await expect(book('2026-03-16T13:00:00.000Z', theirs.leadId)).rejects.toMatchObject({ status: 404 });
    await expect(book('next tuesday')).rejects.toMatchObject({ status: 400 });
  });

  it('books a lead without an e-mail, mailing the owner only and saying why', async () => {
    const { leadId } = await homeowner(undefined);
    const booked = await bookSlot(serviceCtx(t), {
      ownerId: owner.user.id,
      leadId,
      startsAt: '2026-03-16T13:00:00.000Z',
      consentText: CONSENT,
    });
    const [row] = await t.database.db
      .select({ mail: solarAppointments.mail })
      .from(solarAppointments)
      .where(eq(solarAppointments.id, booked.appointmentId));
    expect(row?.mail).toMatchObject({
      homeowner: { status: 'skipped', note: 'The lead has no e-mail address.' },
      owner: { status: 'sent' },
    });
  });

  it('keeps the booking when the mail server refuses, recording and logging both failures', async () => {
    const logged: string[] = [];
    const log = createLogger('error', {}, (line) => logged.push(line));
    // Nothing listens on port 9 of this machine: the connection is refused.
    const refusing = createSmtpTransport('smtp://127.0.0.1:9', 'solar@aiz.test', log);
    const { leadId } = await homeowner('unlucky@example.test');
    const booked = await bookSlot(
      { ...serviceCtx(t, refusing), log },
      { ownerId: owner.user.id, leadId, startsAt: '2026-03-16T14:00:00.000Z', consentText: CONSENT },
    );
    await refusing.close();
    const lead = (await (await owner.request('GET', `/api/solar/leads/${leadId}`)).json()) as SolarLead;
    expect(lead.status).toBe('booked');
    expect(lead.appointments[0]).toMatchObject({
      id: booked.appointmentId,
      mail: {
        homeowner: { status: 'failed', note: expect.any(String) },
        owner: { status: 'failed', note: expect.any(String) },
      },
    });
    expect(logged.filter((l) => l.includes('solar booking mail failed'))).toHaveLength(2);
    expect(logged.join('\n')).not.toContain('unlucky@example.test');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('booking one slot at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
  });
  afterAll(() => t.close());

  it('lets exactly one of eight concurrent bookings of one slot win', async () => {
    t.clock.now = Date.parse('2026-03-01T00:00:00Z');
    const owner = await createSignedInUser(t, { username: 'race-installer' });
    const ctx = serviceCtx(t);
    await setAvailability(ctx, owner.user.id, [MONDAY_MORNINGS]);
    const leads = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        saveLead(ctx, { ...leadInput(owner.user.id), contact: { email: `racer${i}@example.test` } }),
      ),
    );
    const results = await Promise.allSettled(
      leads.map(({ leadId }) =>
        bookSlot(serviceCtx(t), { ownerId: owner.user.id, leadId, startsAt: TEN_AM, consentText: CONSENT }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const r of lost) expect(r.reason).toBeInstanceOf(SlotTaken);
    const rows = await t.database.db
      .select()
      .from(solarAppointments)
      .where(eq(solarAppointments.ownerId, owner.user.id));
    expect(rows).toHaveLength(1);
  });
});
